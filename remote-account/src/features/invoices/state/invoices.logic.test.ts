import { describe, expect, it } from 'vitest';
import { INVOICE_CSV_COLUMNS, type Invoice } from '@botica/shared-contracts/invoices/invoices';
import { currentMonth, invoicesCsv, monthRange } from './invoices.logic';

const invoice: Invoice = {
  fecha: '2026-02-10T13:00:00.000Z', codigo: 7, operacion: 'VENTA', clie_codigo: 3, comprobante: 'FACTURA ELECTRONICA', numero: '001-002-0000007',
  timbrado: '17654321', vto_timbrado: '2027-12-31', mone_codigo: 'GS', exento: 1000, gravada5: 2100, gravada10: 11000, total: 14100, estado: 'A',
  cdc: '0'.repeat(44), pedido: 99,
};

describe('invoice list helpers', () => {
  it('queries a month from its first to its last day', () => {
    expect(monthRange('2026-02')).toEqual({ desde: '2026-02-01', hasta: '2026-02-28' });
    expect(monthRange('2028-02')).toEqual({ desde: '2028-02-01', hasta: '2028-02-29' });
    expect(monthRange('2026-12')).toEqual({ desde: '2026-12-01', hasta: '2026-12-31' });
  });
  it('takes the current month in Asunción', () => {
    expect(currentMonth(new Date('2026-03-01T02:00:00Z'))).toBe('2026-02');
  });
  it('writes the CSV with the spec columns, quoting what needs it', () => {
    const lines = invoicesCsv([invoice, { ...invoice, operacion: 'VENTA, WEB' }]).trim().split('\n');
    expect(lines[0]).toBe(INVOICE_CSV_COLUMNS.join(','));
    expect(lines[1]).toBe('2026-02-10,7,VENTA,3,FACTURA ELECTRONICA,001-002-0000007,17654321,2027-12-31,GS,1000,2100,11000,14100');
    expect(lines[2]).toContain('"VENTA, WEB"');
  });
});
