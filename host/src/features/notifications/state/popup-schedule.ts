import type { Notification } from '@botica/shared-contracts/notifications/entities';

/** localStorage key: when each pop-up (by nowaCodigo) was last shown. */
export const POPUP_SEEN_KEY = 'notificacionesPopupVistas';
const HOUR = 3_600_000;

type Seen = Record<string, number>;

function readSeen(): Seen {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(POPUP_SEEN_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Seen) : {};
  } catch {
    return {};
  }
}

/** Repeat interval in hours: 24 divided by nowaRepeticion (once a day when it is missing or not positive). */
export function repeatHours(n: Pick<Notification, 'nowaRepeticion'>): number {
  const times = n.nowaRepeticion ?? 1;
  return times > 0 ? 24 / times : 24;
}

function within(n: Notification, now: number): boolean {
  const start = n.nowaFechaInicio ? Date.parse(n.nowaFechaInicio) : Number.NEGATIVE_INFINITY;
  const end = n.nowaFechaFin ? Date.parse(n.nowaFechaFin) : Number.POSITIVE_INFINITY;
  return (Number.isNaN(start) || now >= start) && (Number.isNaN(end) || now <= end);
}

/** The first pop-up that is inside its date range and was not shown within its repeat interval. */
export function nextPopup(popups: Notification[], now = Date.now()): Notification | undefined {
  const seen = readSeen();
  return popups.find((n) => {
    if (!within(n, now)) return false;
    const last = seen[String(n.nowaCodigo)];
    return last === undefined || now - last >= repeatHours(n) * HOUR;
  });
}

export function markPopupShown(nowaCodigo: number, now = Date.now()): void {
  try {
    const seen = readSeen();
    seen[String(nowaCodigo)] = now;
    localStorage.setItem(POPUP_SEEN_KEY, JSON.stringify(seen));
  } catch {
    /* storage unavailable: the pop-up may show again next visit */
  }
}
