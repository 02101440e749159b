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

/** A 'YYYY-MM-DD' calendar day in words, e.g. "12 November" or "Sun 16 Nov". */
export function formatDay(day: Day, options: Intl.DateTimeFormatOptions): string {
  return formatter(options).format(new Date(`${day}T00:00:00Z`));
}
