import { z } from 'zod';
import {
  DAILY_TARGET_MAX,
  DAILY_TARGET_MIN,
  HABIT_COLORS,
  HABIT_DESCRIPTION_MAX_LENGTH,
  HABIT_ICONS,
  HABIT_NAME_MAX_LENGTH,
  HABIT_NAME_MIN_LENGTH,
} from '../../constants/habits.js';
import { MESSAGES } from '../../constants/messages.js';
import { CATEGORY_NAME_MAX_LENGTH } from '../../constants/settings.js';
import { hasNoControlCharacters, hasOnlyTextCharacters, requiredString } from '../fields.js';
import {
  checkInAmountField,
  HABIT_KIND_MESSAGES,
  HABIT_KINDS,
  habitKindField,
  habitUnitField,
  KIND_FIELDS,
  measureTargetField,
  quitLimitField,
  SLIPS_MAX,
  type HabitKind,
} from '../habit-kinds.js';
import { habitReminderSchema } from '../habit-reminder.js';
import { dayField } from './day-field.js';

/* What a person sends about their habits: the create and edit forms, a check-in, the list. */

/**
 * When a habit is owed (`Schedule` in domain/schedule.ts): every day, chosen days of the week
 * (0 = Sunday … 6 = Saturday, at least one, no repeats) or `times` days in each Monday–Sunday week.
 */
export const scheduleSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('daily') }).strict(),
    z
      .object({
        kind: z.literal('weekdays'),
        days: z
          .array(z.number().int().min(0).max(6), { error: MESSAGES.scheduleInvalid })
          .min(1, { error: MESSAGES.scheduleInvalid })
          .max(7, { error: MESSAGES.scheduleInvalid })
          // NOTE: no transform (such as sorting): this schema also describes replies, which
          // the response serializer cannot run a transform on.
          .refine((days) => new Set(days).size === days.length, {
            error: MESSAGES.scheduleInvalid,
          }),
      })
      .strict(),
    z
      .object({
        kind: z.literal('weekly'),
        times: z
          .number({ error: MESSAGES.scheduleInvalid })
          .int({ error: MESSAGES.scheduleInvalid })
          .min(1, { error: MESSAGES.scheduleInvalid })
          .max(7, { error: MESSAGES.scheduleInvalid }),
      })
      .strict(),
  ],
  { error: MESSAGES.scheduleInvalid },
);
export type ScheduleInput = z.infer<typeof scheduleSchema>;

/** The fields of a habit a person sets, each with its own messages. */
const habitFieldsSchema = z.object({
  name: requiredString(MESSAGES.habitNameRequired)
    .trim()
    .min(1, { error: MESSAGES.habitNameRequired })
    .min(HABIT_NAME_MIN_LENGTH, { error: MESSAGES.habitNameMin })
    .max(HABIT_NAME_MAX_LENGTH, { error: MESSAGES.habitNameMax })
    .refine(hasNoControlCharacters, { error: MESSAGES.textControlCharacters }),
  /**
   * A built-in category (HABIT_CATEGORIES, spelt exactly) or one of the user's own: the server
   * checks which (400 `categoryInvalid` on the field otherwise).
   */
  category: z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? MESSAGES.categoryRequired
          : MESSAGES.categoryInvalid,
    })
    .trim()
    .min(1, { error: MESSAGES.categoryRequired })
    .max(CATEGORY_NAME_MAX_LENGTH, { error: MESSAGES.categoryInvalid })
    .refine(hasNoControlCharacters, { error: MESSAGES.categoryInvalid }),
  dailyTarget: z
    .number({
      // An empty number input reaches the form as NaN: that is a missing value, not a wrong type.
      error: (issue) =>
        issue.input === undefined ||
        issue.input === null ||
        issue.input === '' ||
        Number.isNaN(issue.input)
          ? MESSAGES.dailyTargetRequired
          : MESSAGES.dailyTargetNumber,
    })
    .int({ error: MESSAGES.dailyTargetWhole })
    .min(DAILY_TARGET_MIN, { error: MESSAGES.dailyTargetMin })
    .max(DAILY_TARGET_MAX, { error: MESSAGES.dailyTargetMax })
    // Required of a count habit (the default kind): `kindRules` says so.
    .optional(),
  icon: z.enum(HABIT_ICONS, { error: MESSAGES.iconInvalid }).optional(),
  color: z.enum(HABIT_COLORS, { error: MESSAGES.colorInvalid }).optional(),
  description: z
    .string()
    .trim()
    .max(HABIT_DESCRIPTION_MAX_LENGTH, { error: MESSAGES.descriptionTooLong })
    .refine(hasOnlyTextCharacters, { error: MESSAGES.textControlCharacters })
    .optional(),
  /** Every day when absent (docs/decisions/017-fair-streaks.md). */
  schedule: scheduleSchema.optional(),
  /** `count` when absent; fixed once the habit exists (docs/decisions/032-habit-kinds.md). */
  kind: habitKindField.optional(),
  /** A measure's unit (required), or a quit habit's (optional). */
  unit: habitUnitField.optional(),
  /** A measure's daily target amount. */
  target: measureTargetField.optional(),
  /** A quit habit's daily limit of slips. */
  limit: quitLimitField.optional(),
});

type KindFields = Partial<Record<'dailyTarget' | 'unit' | 'target' | 'limit', unknown>>;

/**
 * Each kind's own fields: a count needs `dailyTarget`, a measure `unit` and `target`, a quit
 * habit `limit`; a field of another kind is refused with a sentence naming it. `kind` is the
 * habit's (PATCH) or the body's; `required` is false for a PATCH, which sends only what changes.
 */
export function kindFieldIssues(
  body: KindFields,
  kind: HabitKind,
  required: boolean,
): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const allowed: readonly string[] = KIND_FIELDS[kind];
  for (const field of ['dailyTarget', 'unit', 'target', 'limit'] as const) {
    if (body[field] !== undefined && !allowed.includes(field)) {
      issues.push({ path: field, message: HABIT_KIND_MESSAGES.fieldNotForKind(field, kind) });
    }
  }
  if (!required) return issues;
  const missing = (field: keyof KindFields, message: string) => {
    if (!(field in body) || body[field] === undefined) issues.push({ path: field, message });
  };
  if (kind === 'count') missing('dailyTarget', MESSAGES.dailyTargetRequired);
  if (kind === 'measure') {
    missing('unit', HABIT_KIND_MESSAGES.unitRequired);
    missing('target', HABIT_KIND_MESSAGES.targetRequired);
  }
  if (kind === 'quit') missing('limit', HABIT_KIND_MESSAGES.limitRequired);
  return issues;
}

/** One schema for the Add Habit form and POST /api/habits. */
export const createHabitRequestSchema = habitFieldsSchema.superRefine(
  (body, ctx) => {
    const kind = body.kind ?? 'count';
    // NOTE: run even when a field failed, so `kind` may be anything: its own issue says so.
    if (!(HABIT_KINDS as readonly unknown[]).includes(kind)) return;
    for (const issue of kindFieldIssues(body, kind, true)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  },
  // Run alongside the fields' own checks, so an empty form shows every missing field at once.
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);
export type CreateHabitRequest = z.infer<typeof createHabitRequestSchema>;
export type CreateHabitForm = z.input<typeof createHabitRequestSchema>;

export const NOTHING_TO_UPDATE = 'Change at least one field of the habit';

/** PATCH /api/habits/:id: any of the create fields, with the same messages; at least one. */
export const updateHabitRequestSchema = habitFieldsSchema
  .partial()
  .extend({
    /**
     * The habit's own reminder (Premium; 403 PLAN_REQUIRED otherwise), null to remove it.
     * docs/decisions/029-web-push.md.
     */
    reminder: habitReminderSchema.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: NOTHING_TO_UPDATE,
  });
export type UpdateHabitRequest = z.infer<typeof updateHabitRequestSchema>;

export const habitIdParamsSchema = z.object({ id: z.uuid({ error: MESSAGES.habitNotFound }) });

export const completeHabitRequestSchema = z
  .object({
    /**
     * Check-ins of a count habit (1 to 10, the server refusing more than 10) or slips of a quit
     * habit (up to SLIPS_MAX); 1 when neither it nor `amount` is sent. A measure refuses it.
     */
    count: z
      .number({ error: MESSAGES.countInvalid })
      .int({ error: MESSAGES.countInvalid })
      .min(1, { error: MESSAGES.countInvalid })
      .max(SLIPS_MAX, { error: HABIT_KIND_MESSAGES.slipsInvalid })
      .optional(),
    /** A measure's amount, added to the day's total; the other kinds refuse it. */
    amount: checkInAmountField.optional(),
    /**
     * The day checked in: today (the default), or yesterday until 10:00 local time the next
     * morning (`canLogDay`); any other day is 409 DAY_CLOSED.
     */
    date: dayField.optional(),
  })
  // NOTE: `count` is optional and so is the body: Fastify hands a PATCH without a body to
  // validation as null, which `.default` alone would refuse.
  .refine((body) => body.count === undefined || body.amount === undefined, {
    error: HABIT_KIND_MESSAGES.countAndAmount,
  })
  .nullish()
  .transform((body) => body ?? {});
export type CompleteHabitRequest = z.infer<typeof completeHabitRequestSchema>;

export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,128}$/, { error: MESSAGES.idempotencyKeyInvalid })
    .optional(),
});

export const listHabitsQuerySchema = z.object({
  from: dayField.optional(),
  /** `?archived=true` lists the archived habits instead of the active ones. */
  archived: z
    .enum(['true', 'false'], { error: 'archived must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});
