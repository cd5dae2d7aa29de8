import type { Selectable } from 'kysely';
import type { InvoicesTable } from './invoices.table.js';

/** An invoice as the module reads it: every column but the issuer's PDF of an invoice issued elsewhere. */
export type InvoiceRow = Omit<Selectable<InvoicesTable>, 'pdf'>;

/** An invoice the shop issued for one of its orders: its order, CDC, Pin, QR and environment are always there. */
export type ShopInvoiceRow = InvoiceRow & { origen: 'tienda'; order_codigo: number; cdc: string; pin: string; qr: string; ambiente: 'test' | 'produccion' };

/** The row as a shop invoice; the database's checks (migration 0115) guarantee the fields, this states it to the compiler. */
export function shopInvoice(row: InvoiceRow): ShopInvoiceRow {
  if (row.origen !== 'tienda' || row.order_codigo === null || row.cdc === null || row.pin === null || row.qr === null || row.ambiente === null) {
    throw new Error(`La factura ${row.codigo} no fue emitida por la tienda.`);
  }
  return row as ShopInvoiceRow;
}
