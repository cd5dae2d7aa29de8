// Branch rules shared by the API, checkout's branch map and content's /sucursales: open status and search. Apart from the
// schemas, so a page that draws branches from its document does not load the validation library for them;
// `entities` re-exports them.

import { paraguayClock, toMinutes } from '../time/clock';
import type { Branch } from './entities';

/** The open-status warning window (spec 000 §9: 2 hours). */
export const WARNING_MINUTES = 120;

export type BranchStatusKind = 'open' | 'opens-soon' | 'closes-soon' | 'closed';
export interface BranchStatus {
  kind: BranchStatusKind;
  label: string;
}

type Schedule = Branch['horarios'][number];

const DAY = 24 * 60;
const hhmm = (text: string) => text.slice(0, 5);
/** A closing time of 23:59 (or 24:00) reaches midnight. */
const reachesMidnight = (minutes: number) => minutes >= DAY - 1;

/**
 * The counter's opening of one day in minutes since that day's midnight, `[from, to)`: the branch closes AT its
 * closing minute. A closing of 23:59 or 24:00 runs to midnight; a closing at or before the opening one runs past
 * midnight into the next day (00:00–00:00 is a whole day).
 */
function counterSpan(h: Schedule | undefined): { from: number; to: number; closes: string } | null {
  const from = toMinutes(h?.horaInicioMostrador);
  const to = toMinutes(h?.horaFinMostrador);
  if (!h?.horaFinMostrador || from === null || to === null) return null;
  return { from, to: reachesMidnight(to) ? DAY : to <= from ? to + DAY : to, closes: hhmm(h.horaFinMostrador) };
}

const dayBefore = (dia: number) => ((dia + 5) % 7) + 1;
const dayAfter = (dia: number) => (dia % 7) + 1;

/** The opening that contains `now`, in minutes of today (a span from yesterday's night is shifted back a day). */
function openingNow(horarios: readonly Schedule[], now: Date) {
  const { dia, minutes } = paraguayClock(now);
  const today = counterSpan(horarios.find((h) => h.dia === dia));
  if (today && minutes >= today.from && minutes < today.to) return { ...today, dia, minutes };
  const night = counterSpan(horarios.find((h) => h.dia === dayBefore(dia)));
  if (night && minutes + DAY < night.to) return { from: night.from - DAY, to: night.to - DAY, closes: night.closes, dia, minutes };
  return null;
}

/**
 * Whether the branch's counter is open at `now` (spec 000 §4 "Branch open status"): from the opening minute up to,
 * not including, the closing minute, in Paraguay's time; closed on a day without counter hours. The one rule for
 * the API (nearby open branches, where to buy) and the pages (the branch map, /sucursales).
 */
export function isBranchOpen(horarios: readonly Schedule[], now: Date): boolean {
  return openingNow(horarios, now) !== null;
}

/**
 * The counter's status of a branch now (spec 000 §4 "Branch open status"): closed with no schedule today;
 * 'Abre …' when it opens within 2 hours; 'Cierra …' when it closes within 2 hours; 'Abierto'; else 'Cerrado'.
 * A day that closes at midnight and a next day that opens at 00:00 make one opening (24-hour branches).
 */
export function branchOpenStatus(horarios: readonly Schedule[], now: Date): BranchStatus {
  const open = openingNow(horarios, now);
  if (!open) {
    const { dia, minutes } = paraguayClock(now);
    const today = horarios.find((h) => h.dia === dia);
    const span = counterSpan(today);
    return span && minutes < span.from && span.from - minutes <= WARNING_MINUTES
      ? { kind: 'opens-soon', label: `Abre a las ${hhmm(today!.horaInicioMostrador!)}` }
      : { kind: 'closed', label: 'Cerrado' };
  }
  const continues = open.to === DAY && counterSpan(horarios.find((h) => h.dia === dayAfter(open.dia)))?.from === 0;
  if (!continues && open.to - open.minutes <= WARNING_MINUTES) return { kind: 'closes-soon', label: `Cierra a las ${open.closes}` };
  return { kind: 'open', label: 'Abierto' };
}

const DAY_NAMES = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];

/** The counter's hours for the popup: one line per day, 'Cerrado' where there are none. */
export function scheduleLines(horarios: readonly Schedule[]): { dia: string; horas: string }[] {
  return DAY_NAMES.map((name, i) => {
    const h = horarios.find((x) => x.dia === i + 1);
    const horas =
      h?.horaInicioMostrador && h.horaFinMostrador
        ? toMinutes(h.horaInicioMostrador) === 0 && reachesMidnight(toMinutes(h.horaFinMostrador) ?? 0)
          ? '24 horas'
          : `${hhmm(h.horaInicioMostrador)} a ${hhmm(h.horaFinMostrador)}`
        : 'Cerrado';
    return { dia: name, horas };
  });
}

/** Branch search (spec 000 §5): text needs more than 3 characters; a number matches a branch number. */
export const MIN_SEARCH_LENGTH = 4;

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The second map, the /sucursales page's (spec 000 §5, §9): a search needs more than 5 characters; the map fits its
 * markers up to zoom 14 (15 on the first map, the checkout's) and shows a found branch at 19 (18 on the first).
 */
export const SECOND_MAP = { minSearchLength: 6, fitMaxZoom: 14, selectedZoom: 19 } as const;

/** True when the text is a search: a number, or at least `minLength` characters (more than 3 unless told). */
export function isBranchSearch(query: string, minLength: number = MIN_SEARCH_LENGTH): boolean {
  const q = query.trim();
  return /^\d+$/.test(q) || q.length >= minLength;
}

/**
 * The branches a search names: by number ('12' → PUNTO 12), or by 'PUNTO {numero}', address, city or
 * department containing the text (accents and case ignored). Anything shorter than a search keeps every branch.
 */
export function filterBranches<B extends Pick<Branch, 'numero' | 'direccion' | 'ciudad' | 'departamento'>>(
  branches: readonly B[],
  query: string,
  minLength: number = MIN_SEARCH_LENGTH,
): B[] {
  const q = query.trim();
  if (!isBranchSearch(q, minLength)) return [...branches];
  if (/^\d+$/.test(q)) return branches.filter((b) => b.numero === Number(q));
  const needle = normalize(q);
  return branches.filter((b) =>
    [`PUNTO ${b.numero}`, b.direccion, b.ciudad, b.departamento].some((field) => normalize(field).includes(needle)),
  );
}
