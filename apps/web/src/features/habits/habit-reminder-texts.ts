import { HABIT_REMINDER_MESSAGES } from '@streakwise/shared';

/* A habit's own reminder in the Edit habit form (Premium; docs/decisions/029-web-push.md). */

export const HABIT_REMINDER_TEXTS = {
  legend: 'Reminder',
  switchLabel: 'Remind me about this habit',
  switchDescription:
    'A notification on your devices (or an e-mail when none gets them) while it is still open that day.',
  time: 'Time',
  timeHint: (timeZone: string) => `In your time zone, ${timeZone}.`,
  days: 'Days',
  daysHint: 'Days left out: every day the habit is due.',
  locked: HABIT_REMINDER_MESSAGES.requiresPremium,
  timeInvalid: HABIT_REMINDER_MESSAGES.timeInvalid,
  notSavedAfterCreate: (why: string | undefined) =>
    `The habit was added, but its reminder was not saved${why ? ` (${why})` : ''}. Set it again in Edit habit.`,
} as const;
