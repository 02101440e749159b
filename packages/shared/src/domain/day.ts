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

function toDate(day: Day): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function addDays(day: Day, amount: number): Day {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + amount);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000);
}

/** Monday of the calendar week (Monday–Sunday) that contains the day. */
export function weekStart(day: Day): Day {
  const weekday = toDate(day).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

export function weekDays(monday: Day): Day[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export function monthStart(day: Day): Day {
  return `${day.slice(0, 8)}01`;
}
