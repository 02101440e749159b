import { addDays, weekdayOf, type Day } from './day.js';

/*
 * England and Wales bank holidays by their standing rules (the Banking and Financial Dealings Act
 * 1971 and the yearly proclamations): New Year's Day, Good Friday, Easter Monday, the early May,
 * spring and summer Mondays, Christmas Day and Boxing Day, each moved to the next weekday when it
 * falls at a weekend. One-off holidays proclaimed for an occasion (a coronation, a jubilee) and a
 * year's moved Monday are not foreseeable and are not here (docs/decisions/038-support-requests.md).
 */

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (year: number, month: number, date: number): Day =>
  `${year}-${pad(month)}-${pad(date)}`;

/** Easter Sunday in the Gregorian calendar (the anonymous algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): Day {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month, date);
}

const isWeekend = (day: Day) => weekdayOf(day) === 0 || weekdayOf(day) === 6;

/** The first Monday on or after a day. */
const mondayFrom = (day: Day) => addDays(day, (8 - weekdayOf(day)) % 7);

/** The holidays of one year, in date order. */
export function ukBankHolidays(year: number): Day[] {
  const holidays = new Set<Day>();
  // A holiday at a weekend moves to the next weekday that is not already one.
  const observe = (day: Day) => {
    let observed = day;
    while (isWeekend(observed) || holidays.has(observed)) observed = addDays(observed, 1);
    holidays.add(observed);
  };
  observe(dayOf(year, 1, 1));
  const easter = easterSunday(year);
  holidays.add(addDays(easter, -2));
  holidays.add(addDays(easter, 1));
  holidays.add(mondayFrom(dayOf(year, 5, 1)));
  holidays.add(addDays(mondayFrom(dayOf(year, 6, 1)), -7));
  holidays.add(addDays(mondayFrom(dayOf(year, 9, 1)), -7));
  observe(dayOf(year, 12, 25));
  observe(dayOf(year, 12, 26));
  return [...holidays].sort();
}

const byYear = new Map<number, ReadonlySet<Day>>();

export function isUkBankHoliday(day: Day): boolean {
  const year = Number(day.slice(0, 4));
  let holidays = byYear.get(year);
  if (!holidays) {
    holidays = new Set(ukBankHolidays(year));
    byYear.set(year, holidays);
  }
  return holidays.has(day);
}
