import type { LocalMoment } from './due.js';

/* When a habit's own reminder is owed (docs/decisions/029-web-push.md). */

/** ISO weekday (1 = Monday … 7 = Sunday) of a moment whose `weekday` counts from Sunday = 0. */
export const isoWeekday = (moment: LocalMoment) => (moment.weekday === 0 ? 7 : moment.weekday);

/**
 * Owed now: from its first day on (a reminder set past today's time starts tomorrow), on a listed
 * weekday, its time reached, and not sent for this day or a later one. "Reached", not "equal": a
 * tick that runs late, or after a restart, still sends it. Whether the habit is due and still
 * open that day is for the caller (open-habits.ts `unfinishedHabits`).
 */
export function habitReminderDue(
  reminder: {
    reminderTime: string;
    reminderDays: readonly number[] | null;
    reminderFrom: string | null;
    lastSent: string | null;
  },
  now: LocalMoment,
): boolean {
  return (
    (reminder.reminderFrom === null || reminder.reminderFrom <= now.day) &&
    (reminder.reminderDays === null || reminder.reminderDays.includes(isoWeekday(now))) &&
    now.time >= reminder.reminderTime &&
    (reminder.lastSent === null || reminder.lastSent < now.day)
  );
}
