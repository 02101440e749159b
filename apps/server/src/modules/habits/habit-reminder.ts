import { addDays, localDay, type Day, type HabitReminder } from '@streakwise/shared';
import type { HabitRow } from '../../db/schema.js';

/* A habit's own reminder as stored (docs/decisions/029-web-push.md). */

export type ReminderColumns = Pick<HabitRow, 'reminderTime' | 'reminderDays' | 'reminderFrom'>;

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** 'HH:MM' at `instant` in `timeZone`. */
function localClock(instant: Date, timeZone: string): string {
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
 * The first local day a reminder set now at `time` may go: today while its time is still ahead,
 * else tomorrow. Set at 20:47 for 07:30, it goes tomorrow morning, not at once.
 */
export function reminderStartDay(instant: Date, timeZone: string, time: string): Day {
  const today = localDay(instant, timeZone);
  return localClock(instant, timeZone) >= time ? addDays(today, 1) : today;
}

/** The columns for a reminder set (or removed, with null) at `instant`. */
export function reminderColumns(
  reminder: HabitReminder | null,
  instant: Date,
  timeZone: string,
): ReminderColumns {
  if (!reminder) return { reminderTime: null, reminderDays: null, reminderFrom: null };
  return {
    reminderTime: reminder.time,
    reminderDays: reminder.days ? [...reminder.days].sort((a, b) => a - b) : null,
    reminderFrom: reminderStartDay(instant, timeZone, reminder.time),
  };
}
