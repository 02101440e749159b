import type { Day } from '@streakwise/shared';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let cached = formatters.get(key);
  if (!cached) {
    // NOTE: a calendar day is formatted at UTC midnight in UTC, so no zone can shift it.
    cached = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
    formatters.set(key, cached);
  }
  return cached;
}

/** The app's short form of a day: "Sun 16 Nov". */
export const SHORT_DAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
};

/** The app's long form of a day: "Sunday 16 November". */
export const LONG_DAY: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
};

/** A 'YYYY-MM-DD' calendar day in words, e.g. "12 November" or "Sun 16 Nov" (`SHORT_DAY`). */
export function formatDay(day: Day, options: Intl.DateTimeFormatOptions): string {
  return formatter(options).format(new Date(`${day}T00:00:00Z`));
}
