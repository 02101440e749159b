import { z } from 'zod';
import { habitKindViewShape } from '../habit-kinds.js';
import { habitReminderSchema } from '../habit-reminder.js';
import { strengthSchema, streakAtRiskSchema } from '../habit-strength.js';
import { scheduleSchema } from './requests.js';

/* A habit as the API returns it. */

export const streakSchema = z.object({ current: z.number().int(), longest: z.number().int() });

export const habitSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  category: z.string(),
  /** A count habit's target; 1 for a measure and a quit habit (a kept day is one). */
  dailyTarget: z.number().int(),
  ...habitKindViewShape,
  icon: z.string(),
  color: z.string(),
  description: z.string(),
  createdAt: z.string(),
  /** When the habit was archived (hidden from the day, history kept); null while active. */
  archivedAt: z.string().nullable(),
  /**
   * Days with check-ins; `status` is judged against the target that applied on that day, so a later
   * change of target never rewrites a past day.
   */
  /** When the habit is owed; `{ kind: 'daily' }` for every habit made before schedules. */
  schedule: scheduleSchema,
  /**
   * The window's habit-days and how each counts: `done` (the target reached), `partial` (some
   * check-ins, short of it), `protected` (skipped, on vacation or saved by a freeze: the streak
   * lives on but gains nothing) and `missed` (a due day before today with nothing). Days not due
   * and not checked in are left out, and so is today while it is still open.
   */
  completions: z.array(
    z.object({
      date: z.string(),
      /** Check-ins of a count habit, the total amount of a measure, slips of a quit habit. */
      count: z.number(),
      status: z.enum(['done', 'partial', 'protected', 'missed']),
    }),
  ),
  streak: streakSchema,
  /**
   * Strength and a streak at risk (habit-strength.ts). Always sent; optional because a reply stored
   * for an Idempotency-Key before they existed is replayed without them.
   */
  strength: strengthSchema.optional(),
  streakAtRisk: streakAtRiskSchema.nullable().optional(),
  /**
   * A count: check-ins of `target`. A measure: the amount so far of the target amount. A quit
   * habit: slips so far (`completed`) of the limit (`target`), `isComplete` while within it.
   */
  today: z.object({
    date: z.string(),
    completed: z.number(),
    target: z.number(),
    isComplete: z.boolean(),
  }),
  /**
   * The rest days planned from today on (`POST /api/habits/:id/skip`), oldest first, each with its
   * reason; each can be taken back with `DELETE /api/habits/:id/skip?date=`. A vacation's days and
   * a freeze's are not listed here.
   */
  restDays: z.array(z.object({ date: z.string(), reason: z.string().nullable() })),
  /**
   * The habit's own reminder (Premium), null when it has none. Always sent; a reply stored for an
   * Idempotency-Key before the field existed is replayed without it.
   */
  reminder: habitReminderSchema.nullable().optional(),
});
export type Habit = z.infer<typeof habitSchema>;
