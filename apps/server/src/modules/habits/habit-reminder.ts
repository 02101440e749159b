import { reminderStartDay, type HabitReminder } from '@streakwise/shared';
import type { HabitRow } from '../../db/schema.js';

/* A habit's own reminder as stored (docs/decisions/029-web-push.md). */

export type ReminderColumns = Pick<HabitRow, 'reminderTime' | 'reminderDays' | 'reminderFrom'>;

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
