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
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Asuncion', year: 'numeric', month: '2-digit' }).formatToParts(now);
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
}

/** The CSV of the listed invoices with the columns of spec 001 §9. */
export function invoicesCsv(invoices: Invoice[]): string {
  return stringify(
    invoices.map((i) => INVOICE_CSV_COLUMNS.map((c) => (c === 'fecha' ? i.fecha.slice(0, 10) : i[c]))),
    { header: true, columns: [...INVOICE_CSV_COLUMNS] },
  );
}

/** Bytes of a base64 string (the files of `GET /ventas/{id}/archivos`). */
export function fromBase64(b64: string): Uint8Array {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** Saves a blob under a file name (a temporary link the browser downloads). */
export function saveFile(data: Blob, name: string) {
  const url = URL.createObjectURL(data);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
