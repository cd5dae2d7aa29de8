import { SHOP_TIME_ZONE } from '@botica/shared-contracts/time/clock';
import { ORDER_STATUS_LABELS } from '@botica/shared-contracts/account/responses';

/** The status label (spec 001 §4): an annulled linked sale wins; then GENE, PROC, REND by the order's status. */
export function statusLabel(o: { estado: string; ventas: { estado: string }[] }): string {
  if (o.ventas[0]?.estado === 'ANUL') return ORDER_STATUS_LABELS.ANUL!;
  return ORDER_STATUS_LABELS[o.estado] ?? o.estado;
}

/** MOST is a pickup at a branch; anything else a delivery (spec 001 §4); list and detail carry the same code. */
export const orderType = (tipo: string) => (tipo === 'MOST' ? 'Retiro en Sucursal' : 'Delivery');

const LONG = new Intl.DateTimeFormat('es-PY', { dateStyle: 'long', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });
export const longDate = (iso: string) => LONG.format(new Date(iso));

export const imageUrl = (name: string | null | undefined) => (name ? (/^(https?:)?\//.test(name) ? name : `/api/imagenes/${name}`) : null);

/** The month picker's value (YYYY-MM) for a date, in Paraguay. */
export function monthValue(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit' }).formatToParts(date);
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
}
