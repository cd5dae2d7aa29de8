import { beforeEach, describe, expect, it } from 'vitest';
import type { Notification } from '@botica/shared-contracts/notifications/entities';
import { markPopupShown, nextPopup, repeatHours } from './popup-schedule';

const popup = (over: Partial<Notification>): Notification => ({
  noclCodigo: 1,
  noclEstado: 'NO_LEIDO',
  nowaCodigo: 10,
  nowaTitulo: 'Promo',
  fchIns: '2026-01-01T00:00:00Z',
  nowaRepeticion: 4,
  nowaFechaInicio: '2026-01-01T00:00:00Z',
  nowaFechaFin: '2026-12-31T00:00:00Z',
  ...over,
});
const at = (iso: string) => Date.parse(iso);

beforeEach(() => localStorage.clear());

describe('pop-up schedule', () => {
  it('repeats every 24 / nowaRepeticion hours', () => {
    expect(repeatHours({ nowaRepeticion: 4 })).toBe(6);
    expect(repeatHours({ nowaRepeticion: null })).toBe(24);
  });

  it('shows only inside the date range', () => {
    expect(nextPopup([popup({})], at('2025-12-31T00:00:00Z'))).toBeUndefined();
    expect(nextPopup([popup({})], at('2026-06-01T00:00:00Z'))?.nowaCodigo).toBe(10);
    expect(nextPopup([popup({})], at('2027-01-02T00:00:00Z'))).toBeUndefined();
  });

  it('waits the repeat interval after being shown', () => {
    markPopupShown(10, at('2026-06-01T00:00:00Z'));
    expect(nextPopup([popup({})], at('2026-06-01T05:59:00Z'))).toBeUndefined();
    expect(nextPopup([popup({})], at('2026-06-01T06:00:00Z'))?.nowaCodigo).toBe(10);
  });
});
