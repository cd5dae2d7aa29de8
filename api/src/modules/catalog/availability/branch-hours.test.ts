import { describe, expect, it } from 'vitest';
import { branchClock, isBranchOpen } from './branch-hours.js';

const weekdays = (from: string, to: string) =>
  [1, 2, 3, 4, 5].map((dia) => ({ dia, horaInicioMostrador: from, horaFinMostrador: to, horaInicioDelivery: null, horaFinDelivery: null }));

describe('branch opening hours', () => {
  it('reads the clock in Paraguay (UTC-3)', () => {
    // Monday 2026-11-23 02:30 UTC is Sunday 23:30 in Asunción
    expect(branchClock(new Date('2026-11-23T02:30:00Z'))).toEqual({ dia: 7, minutes: 23 * 60 + 30 });
    expect(branchClock(new Date('2026-11-23T15:05:00Z'))).toEqual({ dia: 1, minutes: 12 * 60 + 5 });
  });

  it('is open between the counter hours of the day, closed before, after and on a day without schedule', () => {
    const horarios = weekdays('07:00', '21:00');
    expect(isBranchOpen(horarios, new Date('2026-11-23T10:00:00Z'))).toBe(true); // Monday 07:00
    expect(isBranchOpen(horarios, new Date('2026-11-24T00:00:00Z'))).toBe(true); // Monday 21:00
    expect(isBranchOpen(horarios, new Date('2026-11-23T09:59:00Z'))).toBe(false); // Monday 06:59
    expect(isBranchOpen(horarios, new Date('2026-11-24T00:01:00Z'))).toBe(false); // Monday 21:01
    expect(isBranchOpen(horarios, new Date('2026-11-22T15:00:00Z'))).toBe(false); // Sunday: no schedule
  });

  it('is closed when the day has no counter hours', () => {
    const horarios = [{ dia: 1, horaInicioMostrador: null, horaFinMostrador: null, horaInicioDelivery: '08:00', horaFinDelivery: '20:00' }];
    expect(isBranchOpen(horarios, new Date('2026-11-23T15:00:00Z'))).toBe(false);
  });
});
