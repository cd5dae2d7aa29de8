import { DELIVERY_HOURS, SHOP_TIME_ZONE } from '@botica/shared-contracts/checkout/entities';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});
const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

interface ShopClock {
  fecha: string;
  minutos: number;
  dia: number;
}
// formatToParts is slow next to the rest of a calculation, and one calculation asks for the same minute
// hundreds of times (every branch's opening hours): the last minute's answer is kept.
let last: { minute: number; clock: ShopClock } | null = null;

/** Paraguay's wall clock at an instant: date (yyyy-mm-dd), minutes since midnight, weekday 1 (Monday)…7. */
export function shopClock(now: Date): ShopClock {
  const minute = Math.floor(now.getTime() / 60_000);
  if (last?.minute === minute) return last.clock;
  const p = Object.fromEntries(parts.formatToParts(now).map((x) => [x.type, x.value]));
  const clock = { fecha: `${p.year}-${p.month}-${p.day}`, minutos: Number(p.hour) * 60 + Number(p.minute), dia: WEEKDAYS[p.weekday!] ?? 1 };
  last = { minute, clock };
  return clock;
}

/** '08:30' → 510. */
export const toMinutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

const FROM = toMinutes(DELIVERY_HOURS.desde);
const TO = toMinutes(DELIVERY_HOURS.hasta);

/** Inside the daily 08:00–21:00 delivery window (21:00 itself is already the next day's). */
export function insideDeliveryWindow(now: Date): boolean {
  const { minutos } = shopClock(now);
  return minutos >= FROM && minutos < TO;
}

/** Whole hours until the window opens next (0 inside it). */
export function hoursUntilWindow(now: Date): number {
  const { minutos } = shopClock(now);
  if (minutos >= FROM && minutos < TO) return 0;
  const wait = minutos < FROM ? FROM - minutos : 24 * 60 - minutos + FROM;
  return Math.ceil(wait / 60);
}

/** The calendar day after yyyy-mm-dd. */
export function nextDay(fecha: string, days = 1): string {
  const d = new Date(`${fecha}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
