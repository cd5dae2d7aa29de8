import { describe, expect, it } from 'vitest';
import { monthValue, orderType, statusLabel } from './order-format';

describe('order labels (spec 001 §4)', () => {
  it('labels the statuses, an annulled sale first', () => {
    expect(statusLabel({ estado: 'GENE', ventas: [] })).toBe('Pendiente');
    expect(statusLabel({ estado: 'PROC', ventas: [] })).toBe('Preparando');
    expect(statusLabel({ estado: 'REND', ventas: [] })).toBe('Entregado');
    expect(statusLabel({ estado: 'PROC', ventas: [{ estado: 'ANUL' }] })).toBe('Anulado');
  });
  it('MOST is a pickup, anything else a delivery', () => {
    expect(orderType('MOST')).toBe('Retiro en Sucursal');
    expect(orderType('DELI')).toBe('Delivery');
  });
  it("the default month is Paraguay's current month", () => {
    expect(monthValue(new Date('2026-03-01T02:00:00Z'))).toBe('2026-02');
    expect(monthValue(new Date('2026-03-01T05:00:00Z'))).toBe('2026-03');
  });
});
