import { z } from 'zod';
import { MESSAGES } from '../../constants/messages.js';
import { hasNoControlCharacters } from '../fields.js';
import { dayField } from './day-field.js';
import { habitSchema } from './habit.js';

/* Days protected: a rest day (skip) and a vacation. */

/** POST /api/habits/:id/skip: one day protected for rest or illness. */
export const skipDayRequestSchema = z
  .object({
    /** Today when absent; a later day, or yesterday until 10:00 (else 409 DAY_CLOSED). */
    date: dayField.optional(),
    reason: z
      .string()
      .trim()
      .max(100, { error: MESSAGES.skipReasonTooLong })
      .refine(hasNoControlCharacters, { error: MESSAGES.textControlCharacters })
      .optional(),
  })
  .nullish()
  .transform((body) => body ?? {});
export type SkipDayRequest = z.infer<typeof skipDayRequestSchema>;

export const removeRestDayQuerySchema = z.object({
  /** Today when absent; a rest day before today cannot be taken back (409 DAY_CLOSED). */
  date: dayField.optional(),
});
export type RemoveRestDayQuery = z.infer<typeof removeRestDayQuerySchema>;

export const skipDayResultSchema = z.object({
  habit: habitSchema,
  date: z.string(),
  reason: z.string().nullable(),
});

export const vacationRequestSchema = z
  .object({
    from: dayField,
    to: dayField,
    /** The habits on vacation; every active habit when absent. */
    habitIds: z
      .array(z.uuid({ error: MESSAGES.habitNotFound }))
      .min(1)
      .max(200)
      .optional(),
  })
  .refine((body) => body.to >= body.from, {
    error: MESSAGES.vacationRangeInvalid,
    path: ['to'],
  });
export type VacationRequest = z.infer<typeof vacationRequestSchema>;

export const vacationSchema = z.object({
  _id: z.uuid(),
  from: z.string(),
  to: z.string(),
  /** null: every habit. */
  habitIds: z.array(z.string()).nullable(),
  createdAt: z.string(),
});
export type Vacation = z.infer<typeof vacationSchema>;

export const vacationIdParamsSchema = z.object({
  id: z.uuid({ error: MESSAGES.vacationNotFound }),
});
