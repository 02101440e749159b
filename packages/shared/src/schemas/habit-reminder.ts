import { z } from 'zod';

/* A habit's own reminder (Premium): docs/decisions/029-web-push.md. */

export const HABIT_REMINDER_MESSAGES = {
  timeInvalid: 'Please enter the reminder time as HH:MM',
  daysInvalid: 'Reminder days must be weekdays from 1 (Monday) to 7 (Sunday), each once',
  requiresPremium: 'Reminders for each habit come with the Premium plan',
} as const;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * `time` is the local time of day ('HH:MM', 24-hour) in the person's time zone; `days` the ISO
 * weekdays it goes on (1 = Monday … 7 = Sunday). Without `days` it goes every day the habit is due.
 */
export const habitReminderSchema = z
  .object({
    time: z
      .string({ error: HABIT_REMINDER_MESSAGES.timeInvalid })
      .regex(TIME_OF_DAY, { error: HABIT_REMINDER_MESSAGES.timeInvalid }),
    days: z
      .array(z.number().int().min(1).max(7), { error: HABIT_REMINDER_MESSAGES.daysInvalid })
      .min(1, { error: HABIT_REMINDER_MESSAGES.daysInvalid })
      .max(7, { error: HABIT_REMINDER_MESSAGES.daysInvalid })
      // NOTE: no transform: this schema also describes replies.
      .refine((days) => new Set(days).size === days.length, {
        error: HABIT_REMINDER_MESSAGES.daysInvalid,
      })
      .optional(),
  })
  .strict();
export type HabitReminder = z.infer<typeof habitReminderSchema>;
