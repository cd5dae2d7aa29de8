// Branch rules shared by checkout's branch map and content's /sucursales: open status and search. Apart from the
// schemas, so a page that draws branches from its document does not load the validation library for them;
// `entities` re-exports them.

import type { Branch } from './entities';

/** Paraguay's time zone: the branches' hours are local hours. */
export const BRANCH_TIME_ZONE = 'America/Asuncion';
/** The open-status warning window (spec 000 §9: 2 hours). */
export const WARNING_MINUTES = 120;

export type BranchStatusKind = 'open' | 'opens-soon' | 'closes-soon' | 'closed';
export interface BranchStatus {
  kind: BranchStatusKind;
  label: string;
}

type Schedule = Branch['horarios'][number];

/** Day of the week (1 = lunes … 7 = domingo, as `horarios.dia`) and minutes since midnight, in Paraguay. */
export function paraguayClock(now: Date): { dia: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: BRANCH_TIME_ZONE,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const dia = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')) + 1;
  return { dia, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

function toMinutes(hhmm: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(hhmm ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const hhmm = (text: string) => text.slice(0, 5);
/** A closing time of 23:59 (or 24:00) reaches midnight. */
const reachesMidnight = (minutes: number) => minutes >= 23 * 60 + 59;

/**
 * The counter's status of a branch now (spec 000 §4 "Branch open status"): closed with no schedule today;
 * 'Abre …' when it opens within 2 hours; 'Cierra …' when it closes within 2 hours; 'Abierto'; else 'Cerrado'.
 * A day that closes at midnight and a next day that opens at 00:00 make one opening (24-hour branches).
 */
export function branchOpenStatus(horarios: readonly Schedule[], now: Date): BranchStatus {
  const { dia, minutes } = paraguayClock(now);
  const today = horarios.find((h) => h.dia === dia);
  const opens = toMinutes(today?.horaInicioMostrador);
  const closes = toMinutes(today?.horaFinMostrador);
  if (!today || opens === null || closes === null) return { kind: 'closed', label: 'Cerrado' };
  if (minutes < opens) {
    return opens - minutes <= WARNING_MINUTES
      ? { kind: 'opens-soon', label: `Abre a las ${hhmm(today.horaInicioMostrador!)}` }
      : { kind: 'closed', label: 'Cerrado' };
  }
  if (minutes >= closes && !reachesMidnight(closes)) return { kind: 'closed', label: 'Cerrado' };
  const tomorrow = horarios.find((h) => h.dia === (dia % 7) + 1);
  const continues = reachesMidnight(closes) && toMinutes(tomorrow?.horaInicioMostrador) === 0;
  if (!continues && closes - minutes <= WARNING_MINUTES) {
    return { kind: 'closes-soon', label: `Cierra a las ${hhmm(today.horaFinMostrador!)}` };
  }
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
