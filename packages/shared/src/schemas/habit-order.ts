import { z } from 'zod';

/* The person's own order of their habits (PUT /api/habits/order). */

/** At most this many ids in one order: far more habits than anyone keeps active. */
export const HABIT_ORDER_MAX = 1000;

export const HABIT_ORDER_MESSAGES = {
  idsInvalid: 'The order must list each of your active habits exactly once',
} as const;

/**
 * Every active habit of the person, each once, first shown first. Which ids those are is the
 * server's to check: here only their form and that none repeats.
 */
export const habitOrderRequestSchema = z.object({
  ids: z
    .array(z.uuid({ error: HABIT_ORDER_MESSAGES.idsInvalid }), {
      error: HABIT_ORDER_MESSAGES.idsInvalid,
    })
    .max(HABIT_ORDER_MAX, { error: HABIT_ORDER_MESSAGES.idsInvalid })
    .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, {
      error: HABIT_ORDER_MESSAGES.idsInvalid,
    }),
});
export type HabitOrderRequest = z.infer<typeof habitOrderRequestSchema>;
