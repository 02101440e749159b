/**
 * Calendar days as 'YYYY-MM-DD' strings. The only time-zone step is instant -> local day, done by
 * Intl; everything after that is calendar arithmetic on dates, which has no offsets to get wrong
 * (a 23- or 25-hour DST day is still one day).
 */
export type Day = string;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(value: string): boolean {
  // NOTE: year 0000 reads as a date here but PostgreSQL's calendar has no year 0.
  if (!DAY_PATTERN.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day an instant falls on in an IANA time zone. */
export function localDay(instant: Date, timeZone: string): Day {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/*
 * Calendar arithmetic on day numbers (days since 1970-01-01 in the proleptic Gregorian calendar),
 * not on Date objects: a habit list or a check-in reply walks its 60-day window a day at a time,
 * and parsing and printing a Date for every step was a measurable share of the server's time per
 * request (docs/decisions/020-fewer-statements-per-tap.md). The conversions are the classic
 * civil-from-days ones; day.test.ts holds them to Date's calendar.
 */

const MARCH_1_YEAR_0 = 719_468; // days from 0000-03-01 to 1970-01-01
const DAYS_PER_ERA = 146_097; // 400 Gregorian years

/** The day's number: 0 for 1970-01-01. */
function dayNumber(day: Day): number {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const date = Number(day.slice(8, 10));
  if (day.length !== 10 || !Number.isInteger(year + month + date))
    throw new RangeError(`not a day: "${day}"`);
  // Years start on 1 March, so a leap day is the last day of its year.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + date - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * DAYS_PER_ERA + dayOfEra - MARCH_1_YEAR_0;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The day of a day number (years 0001–9999). */
function dayOfNumber(n: number): Day {
  const z = n + MARCH_1_YEAR_0;
  const era = Math.floor(z / DAYS_PER_ERA);
  const dayOfEra = z - era * DAYS_PER_ERA;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / (DAYS_PER_ERA - 1))) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153); // 0 = March
  const date = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(date, 2)}`;
}

export function addDays(day: Day, amount: number): Day {
  return dayOfNumber(dayNumber(day) + amount);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: Day, to: Day): number {
  return dayNumber(to) - dayNumber(from);
}

/** Day of the week, 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: Day): number {
  return (((dayNumber(day) + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

/** The weekdays' names in English, by `weekdayOf` (0 = Sunday). */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** Monday of the calendar week (Monday–Sunday) that contains the day. */
export function weekStart(day: Day): Day {
  const n = dayNumber(day);
  return dayOfNumber(n - ((((n + 3) % 7) + 7) % 7));
}

export function weekDays(monday: Day): Day[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export function monthStart(day: Day): Day {
  return `${day.slice(0, 8)}01`;
}
