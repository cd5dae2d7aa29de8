import type { BranchSchedule } from '../../../db/schema.js';

/** The branches keep Paraguay's clock (UTC-3 all year since 2024). */
export const BRANCH_TIME_ZONE = 'America/Asuncion';

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: BRANCH_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** `dia` of a schedule: 1 Monday … 7 Sunday. */
const DAY: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** Day of the week (1 Monday … 7 Sunday) and minutes since midnight in Paraguay at `now`. */
export function branchClock(now: Date): { dia: number; minutes: number } {
  const parts = Object.fromEntries(clock.formatToParts(now).map((p) => [p.type, p.value]));
  return { dia: DAY[parts.weekday ?? ''] ?? 0, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const toMinutes = (hhmm: string | null): number | null => {
  const m = hhmm ? /^(\d{1,2}):(\d{2})$/.exec(hhmm) : null;
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/**
 * Whether the branch's counter is open at `now` (spec 000 §4 "Branch open status"): closed when today has no
 * schedule, open from `horaInicioMostrador` up to and including the minute of `horaFinMostrador`.
 */
export function isBranchOpen(horarios: readonly BranchSchedule[], now: Date): boolean {
  const { dia, minutes } = branchClock(now);
  const today = horarios.find((h) => h.dia === dia);
  const from = toMinutes(today?.horaInicioMostrador ?? null);
  const to = toMinutes(today?.horaFinMostrador ?? null);
  if (from === null || to === null) return false;
  return minutes >= from && minutes <= to;
}
