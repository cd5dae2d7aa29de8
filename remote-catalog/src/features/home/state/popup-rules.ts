import { SHOP_TIME_ZONE } from '@botica/shared-contracts/time/clock';

/**
 * When the home's pop-ups show (spec 002 §2.10, §9). Each remembers it was shown in a cookie under its key: the
 * Hot Sale image for 2 hours and only on its date; the generic pop-up once per day while its date range (the
 * banner's own, applied by the API) lasts.
 */
export const HOT_SALE = { cookie: 'popup_hot_sale', date: '2023-07-12', everySeconds: 2 * 60 * 60 } as const;
export const GENERIC_POPUP_SECONDS = 24 * 60 * 60;
export const genericPopupCookie = (codigo: number) => `popup_${codigo}`;

/** The day in Paraguay (YYYY-MM-DD). */
export function dayInParaguay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function hasCookie(cookies: string, key: string): boolean {
  return cookies.split(';').some((c) => c.trim().startsWith(`${key}=`));
}

export function rememberShown(key: string, seconds: number, doc: Document = document): void {
  doc.cookie = `${key}=1; max-age=${seconds}; path=/; SameSite=Lax`;
}

export const showsHotSale = (now: Date, cookies: string) => dayInParaguay(now) === HOT_SALE.date && !hasCookie(cookies, HOT_SALE.cookie);

/** An optional range: either end may be missing. */
export function withinRange(now: Date, desde?: string | null, hasta?: string | null): boolean {
  if (desde && now.getTime() < new Date(desde).getTime()) return false;
  if (hasta && now.getTime() > new Date(hasta).getTime()) return false;
  return true;
}
