import { describe, expect, it } from 'vitest';
import { paraguayClock } from '../time/clock';
import { branchOpenStatus, isBranchOpen, scheduleLines } from './branch-rules';

const day = (dia: number, inicio: string | null, fin: string | null) => ({
  dia,
  horaInicioMostrador: inicio,
  horaFinMostrador: fin,
  horaInicioDelivery: null,
  horaFinDelivery: null,
});
/** Monday to Saturday 07:00–21:00, Sunday closed. */
const WEEK = [1, 2, 3, 4, 5, 6].map((d) => day(d, '07:00', '21:00'));
const ALL_DAY = [1, 2, 3, 4, 5, 6, 7].map((d) => day(d, '00:00', '23:59'));
/** Paraguay is UTC−3 in November: 2026-11-23 is a Monday. */
const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00-03:00`);
const MONDAY = '2026-11-23';
const SUNDAY = '2026-11-29';

describe('branchOpenStatus', () => {
  it('reads the clock in Paraguay time whatever the machine zone', () => {
    expect(paraguayClock(new Date('2026-11-23T13:05:00Z'))).toEqual({ fecha: '2026-11-23', dia: 1, minutes: 10 * 60 + 5 });
    // Monday 02:00 UTC is still Sunday evening in Asunción
    expect(paraguayClock(new Date('2026-11-30T02:00:00Z'))).toEqual({ fecha: '2026-11-29', dia: 7, minutes: 23 * 60 });
  });

  it('is closed when there is no schedule today', () => {
    expect(branchOpenStatus(WEEK, at(SUNDAY, '10:00'))).toEqual({ kind: 'closed', label: 'Cerrado' });
    expect(branchOpenStatus([], at(MONDAY, '10:00')).label).toBe('Cerrado');
    expect(branchOpenStatus([day(1, null, null)], at(MONDAY, '10:00')).label).toBe('Cerrado');
  });

  it("says 'Abre …' within two hours of opening, 'Cerrado' before that", () => {
    expect(branchOpenStatus(WEEK, at(MONDAY, '05:00'))).toEqual({ kind: 'opens-soon', label: 'Abre a las 07:00' });
    expect(branchOpenStatus(WEEK, at(MONDAY, '06:59')).kind).toBe('opens-soon');
    expect(branchOpenStatus(WEEK, at(MONDAY, '04:59'))).toEqual({ kind: 'closed', label: 'Cerrado' });
  });

  it("says 'Cierra …' within two hours of closing, 'Abierto' before", () => {
    expect(branchOpenStatus(WEEK, at(MONDAY, '07:00'))).toEqual({ kind: 'open', label: 'Abierto' });
    expect(branchOpenStatus(WEEK, at(MONDAY, '18:59')).label).toBe('Abierto');
    expect(branchOpenStatus(WEEK, at(MONDAY, '19:00'))).toEqual({ kind: 'closes-soon', label: 'Cierra a las 21:00' });
    expect(branchOpenStatus(WEEK, at(MONDAY, '20:59')).kind).toBe('closes-soon');
  });

  it("is 'Cerrado' after closing", () => {
    expect(branchOpenStatus(WEEK, at(MONDAY, '21:00'))).toEqual({ kind: 'closed', label: 'Cerrado' });
    expect(branchOpenStatus(WEEK, at(MONDAY, '23:30')).label).toBe('Cerrado');
  });

  it('keeps a 24-hour branch open across midnight', () => {
    expect(branchOpenStatus(ALL_DAY, at(MONDAY, '23:30')).label).toBe('Abierto');
    expect(branchOpenStatus(ALL_DAY, at(MONDAY, '00:10')).label).toBe('Abierto');
    // open until midnight, but closed the next day: the warning shows
    const lastDay = [day(1, '00:00', '23:59')];
    expect(branchOpenStatus(lastDay, at(MONDAY, '22:30')).label).toBe('Cierra a las 23:59');
  });

  it('lists the week for the popup', () => {
    const lines = scheduleLines([...WEEK.slice(0, 5), day(6, '07:30', '20:00')]);
    expect(lines[0]).toEqual({ dia: 'Lunes', horas: '07:00 a 21:00' });
    expect(lines[5]).toEqual({ dia: 'Sábado', horas: '07:30 a 20:00' });
    expect(lines[6]).toEqual({ dia: 'Domingo', horas: 'Cerrado' });
    expect(scheduleLines(ALL_DAY)[2]).toEqual({ dia: 'Miércoles', horas: '24 horas' });
  });
});

describe('isBranchOpen: one answer for the API and the pages', () => {
  it('opens at the opening minute and is closed at the closing minute', () => {
    expect(isBranchOpen(WEEK, at(MONDAY, '06:59'))).toBe(false);
    expect(isBranchOpen(WEEK, at(MONDAY, '07:00'))).toBe(true);
    expect(isBranchOpen(WEEK, at(MONDAY, '20:59'))).toBe(true);
    expect(isBranchOpen(WEEK, at(MONDAY, '21:00'))).toBe(false);
    // the status the map shows says the same at the same minutes
    expect(branchOpenStatus(WEEK, at(MONDAY, '20:59')).kind).toBe('closes-soon');
    expect(branchOpenStatus(WEEK, at(MONDAY, '21:00')).kind).toBe('closed');
  });

  it('is closed on a day without counter hours', () => {
    expect(isBranchOpen(WEEK, at(SUNDAY, '10:00'))).toBe(false);
    expect(isBranchOpen([day(1, null, null)], at(MONDAY, '10:00'))).toBe(false);
    expect(isBranchOpen([], at(MONDAY, '10:00'))).toBe(false);
  });

  it('keeps a branch closing at 23:59 open through the last minute of the day', () => {
    expect(isBranchOpen(ALL_DAY, at(MONDAY, '23:59'))).toBe(true);
    expect(isBranchOpen(ALL_DAY, at(MONDAY, '00:00'))).toBe(true);
  });

  it('runs a closing at or before the opening past midnight', () => {
    const wholeDays = [1, 2, 3, 4, 5, 6, 7].map((d) => day(d, '00:00', '00:00'));
    expect(isBranchOpen(wholeDays, at(MONDAY, '23:30'))).toBe(true);
    const lateNight = [day(1, '22:00', '02:00')];
    expect(isBranchOpen(lateNight, at(MONDAY, '23:30'))).toBe(true);
    // Tuesday 01:59 still belongs to Monday's night; 02:00 closes it
    expect(isBranchOpen(lateNight, at('2026-11-24', '01:59'))).toBe(true);
    expect(isBranchOpen(lateNight, at('2026-11-24', '02:00'))).toBe(false);
    expect(branchOpenStatus(lateNight, at('2026-11-24', '01:00'))).toEqual({ kind: 'closes-soon', label: 'Cierra a las 02:00' });
  });

  it('reads the hours in Paraguay whatever the machine zone', () => {
    // 2026-11-24 00:00 UTC is Monday 21:00 in Asunción: closed, though it is Tuesday in UTC
    expect(isBranchOpen(WEEK, new Date('2026-11-24T00:00:00Z'))).toBe(false);
    expect(isBranchOpen(WEEK, new Date('2026-11-23T23:59:00Z'))).toBe(true);
  });
});
