import { DELIVERY_HOURS } from '@botica/shared-contracts/checkout/entities';
import { paraguayClock, toMinutes } from '@botica/shared-contracts/time/clock';

const FROM = toMinutes(DELIVERY_HOURS.desde)!;
const TO = toMinutes(DELIVERY_HOURS.hasta)!;

/** Inside the daily 08:00–21:00 delivery window (21:00 itself is already the next day's). */
export function insideDeliveryWindow(now: Date): boolean {
  const { minutes } = paraguayClock(now);
  return minutes >= FROM && minutes < TO;
}

/** Whole hours until the window opens next (0 inside it). */
export function hoursUntilWindow(now: Date): number {
  const { minutes } = paraguayClock(now);
  if (minutes >= FROM && minutes < TO) return 0;
  const wait = minutes < FROM ? FROM - minutes : 24 * 60 - minutes + FROM;
  return Math.ceil(wait / 60);
}

/** The calendar day after yyyy-mm-dd. */
export function nextDay(fecha: string, days = 1): string {
  const d = new Date(`${fecha}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
