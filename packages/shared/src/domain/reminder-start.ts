import { addDays, localDay, type Day } from './day.js';

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** 'HH:MM' (24-hour) at `instant` in `timeZone`. */
export function localClock(instant: Date, timeZone: string): string {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/**
 * The first local day a reminder set at `instant` for `time` may go: today while its time is
 * still ahead, else tomorrow. Set at 20:47 for 07:30, it goes tomorrow morning, not at once.
 */
export function reminderStartDay(instant: Date, timeZone: string, time: string): Day {
  const today = localDay(instant, timeZone);
  return localClock(instant, timeZone) >= time ? addDays(today, 1) : today;
}
