// Paraguay's wall clock: the one place the shop's time zone is named. Branch hours, the delivery window, order dates
// and invoice dates are all local hours in Asunción, on the API and in the browser alike.

/** The shop's time zone (Paraguay: UTC-3 all year since 2024). */
export const SHOP_TIME_ZONE = 'America/Asuncion';

export interface ShopClock {
  /** The local date, yyyy-mm-dd. */
  fecha: string;
  /** Day of the week as `horarios.dia`: 1 lunes … 7 domingo. */
  dia: number;
  /** Minutes since local midnight. */
  minutes: number;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
let parts: Intl.DateTimeFormat | null = null;
// formatToParts is slow next to the rules that read it, and one calculation asks for the same minute hundreds of
// times (every branch's opening hours): the last minute's answer is kept. The formatter is made on first use, so
// that a page that only imports the module creates none while it boots.
let last: { minute: number; clock: ShopClock } | null = null;

/** Paraguay's wall clock at an instant, whatever the machine's own zone. */
export function paraguayClock(now: Date): ShopClock {
  const minute = Math.floor(now.getTime() / 60_000);
  if (last?.minute === minute) return last.clock;
  parts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'short',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(parts.formatToParts(now).map((x) => [x.type, x.value]));
  const clock = { fecha: `${p.year}-${p.month}-${p.day}`, dia: WEEKDAYS[p.weekday ?? ''] ?? 0, minutes: Number(p.hour) * 60 + Number(p.minute) };
  last = { minute, clock };
  return clock;
}

/** '08:30' → 510; anything that is not a time of day → null. */
export function toMinutes(hhmm: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(hhmm ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
