import { SHOP_TIME_ZONE } from '@botica/shared-contracts/time/clock';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { INVOICE_CSV_COLUMNS, type Invoice } from '@botica/shared-contracts/invoices/invoices';

/** The month's first and last day (spec 001 §4: the list is queried by month). `month` is YYYY-MM. */
export function monthRange(month: string): { desde: string; hasta: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { desde: `${y}-${mm}-01`, hasta: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

/** The current month in Asunción, YYYY-MM. */
export function currentMonth(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit' }).formatToParts(now);
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
}

/** The CSV of the listed invoices with the columns of spec 001 §9. */
export function invoicesCsv(invoices: Invoice[]): string {
  return stringify(
    invoices.map((i) => INVOICE_CSV_COLUMNS.map((c) => (c === 'fecha' ? i.fecha.slice(0, 10) : i[c]))),
    { header: true, columns: [...INVOICE_CSV_COLUMNS] },
  );
}
