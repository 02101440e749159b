import { z } from 'zod';
import { DAILY_TARGET_MAX, HABIT_NOTE_MAX_LENGTH } from '../constants/habits.js';
import { MESSAGES } from '../constants/messages.js';
import { daysBetween, isDay } from '../domain/day.js';
import { hasOnlyTextCharacters } from './fields.js';
import {
  HABIT_KIND_MESSAGES,
  hasTwoDecimalsAtMost,
  MEASURE_AMOUNT_MAX,
  SLIPS_MAX,
} from './habit-kinds.js';
import { habitSchema } from './habits.js';

/** What the API says about a day of a habit set by hand (docs/decisions/031-past-days-and-notes.md). */
export const HABIT_DAY_MESSAGES = {
  nothingToSet: 'Send a count (an amount for a measured habit), a note, or both.',
  countInvalid: `Count must be a whole number from 0 to ${DAILY_TARGET_MAX}`,
  slipsInvalid: `Count must be a whole number from 0 to ${SLIPS_MAX}`,
  countOverTarget: (target: number) =>
    `That day's target is ${target}: its count can be at most ${target}.`,
  noteTooLong: `A note can be at most ${HABIT_NOTE_MAX_LENGTH} characters.`,
  future: 'That day has not come yet: only days up to today can be set.',
  beforeHabit: 'That day is before the habit was created.',
  yesterdayLower:
    "Yesterday's check-ins cannot be taken back while it can still be checked in late; after 10:00 you can correct it.",
  rangeInvalid: 'Choose a range of at most 366 days, from first to last.',
} as const;

const dayField = z.string().refine(isDay, { error: MESSAGES.dayInvalid });

export const habitDayParamsSchema = z.object({
  id: z.uuid({ error: MESSAGES.habitNotFound }),
  date: dayField,
});

/**
 * PUT /api/habits/:id/days/:date: the day's total (`count`), its note, or both. Today, and
 * yesterday until 10:00, are checked in (and undone, today) by the ordinary rules and points; an
 * older day is a correction, with no points and no badges.
 */
export const setHabitDayRequestSchema = z
  .object({
    count: z
      .number({ error: HABIT_DAY_MESSAGES.countInvalid })
      .int({ error: HABIT_DAY_MESSAGES.countInvalid })
      .min(0, { error: HABIT_DAY_MESSAGES.countInvalid })
      // A count habit's day holds at most its target (the server says so); a quit habit's, slips.
      .max(SLIPS_MAX, { error: HABIT_DAY_MESSAGES.slipsInvalid })
      .optional(),
    /** A measure's total for the day: 0 clears it; the other kinds refuse it. */
    amount: z
      .number({ error: HABIT_KIND_MESSAGES.dayAmountInvalid })
      .min(0, { error: HABIT_KIND_MESSAGES.dayAmountInvalid })
      .max(MEASURE_AMOUNT_MAX, { error: HABIT_KIND_MESSAGES.dayAmountInvalid })
      .refine(hasTwoDecimalsAtMost, { error: HABIT_KIND_MESSAGES.dayAmountInvalid })
      .optional(),
    /** Plain text; an empty note or null removes it. */
    note: z
      .string()
      .trim()
      .max(HABIT_NOTE_MAX_LENGTH, { error: HABIT_DAY_MESSAGES.noteTooLong })
      .refine(hasOnlyTextCharacters, { error: MESSAGES.textControlCharacters })
      .nullable()
      .optional(),
  })
  .strict()
  .refine(
    (body) => body.count !== undefined || body.amount !== undefined || body.note !== undefined,
    { error: HABIT_DAY_MESSAGES.nothingToSet },
  )
  .refine((body) => body.count === undefined || body.amount === undefined, {
    error: HABIT_KIND_MESSAGES.countAndAmount,
  });
export type SetHabitDayRequest = z.infer<typeof setHabitDayRequestSchema>;

/** A day of a habit as its history shows it. */
export const habitDaySchema = z.object({
  date: z.string(),
  /** Check-ins of a count habit, the total amount of a measure, slips of a quit habit. */
  count: z.number(),
  /**
   * The target that day was given (a day with no check-in takes the habit's current one): a
   * measure's amount, a quit habit's limit.
   */
  target: z.number(),
  note: z.string().nullable(),
  /** The count was set after the day closed: history, streaks and rates, never points or badges. */
  corrected: z.boolean(),
});
export type HabitDay = z.infer<typeof habitDaySchema>;

export const setHabitDayResultSchema = z.object({ day: habitDaySchema, habit: habitSchema });
export type SetHabitDayResult = z.infer<typeof setHabitDayResultSchema>;

export const habitDaysQuerySchema = z
  .object({ from: dayField, to: dayField })
  // NOTE: zod runs this even when a field failed its own check; a malformed day is that field's
  // 400, not this one's (and not a throw).
  .refine(
    ({ from, to }) => !isDay(from) || !isDay(to) || (from <= to && daysBetween(from, to) <= 366),
    { error: HABIT_DAY_MESSAGES.rangeInvalid },
  );

/** GET /api/habits/:id/days: the days in the range with a count, a note or a correction. */
export const habitDayListSchema = z.object({ days: z.array(habitDaySchema) });
export type HabitDayList = z.infer<typeof habitDayListSchema>;
