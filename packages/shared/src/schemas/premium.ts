import { z } from 'zod';
import { HABIT_CATEGORIES, HABIT_COLORS, HABIT_ICONS } from '../constants/habits.js';
import { MESSAGES } from '../constants/messages.js';
import {
  ANALYTICS_PERIODS,
  DEFAULT_ANALYTICS_PERIOD,
  EXPORT_FORMATS,
  GOAL_DESCRIPTION_MAX_LENGTH,
  GOAL_REWARD_MAX_LENGTH,
  GOAL_STATUSES,
  GOAL_TARGET_MAX,
  GOAL_TITLE_MAX_LENGTH,
  GOAL_TYPES,
  SUGGESTION_CATEGORIES,
  SUGGESTION_DIFFICULTIES,
} from '../constants/premium.js';
import { isDay } from '../domain/day.js';
import { hasNoControlCharacters, hasOnlyTextCharacters } from './fields.js';
import { habitKindField } from './habit-kinds.js';
import { strengthSchema } from './habit-strength.js';

/*
 * The Premium API (docs/architecture.md §4 `/api/premium/*`, docs/product.md §3): one schema per
 * request and reply, used by the Fastify routes and by the web forms alike. Rates are percentages
 * from 0 to 100, rounded to one decimal place.
 */

const day = (message: string) => z.string({ error: message }).refine(isDay, { error: message });
const percent = z.number().min(0).max(100);
/** Due habit-days protected and not done: neither done nor missed (added with schedules). */
const protectedDays = z.number().int().min(0).optional();

// --- Suggestions -------------------------------------------------------------------------------

export const suggestionsQuerySchema = z.object({
  category: z
    .enum(SUGGESTION_CATEGORIES, { error: MESSAGES.suggestionCategoryInvalid })
    .default('all'),
});
export type SuggestionsQuery = z.infer<typeof suggestionsQuerySchema>;

export const suggestionSchema = z.object({
  id: z.string().min(1).max(80),
  title: z.string().min(2).max(50),
  description: z.string().max(200),
  /** One of the habit icons, so "Add this habit" can use it as it is. */
  icon: z.enum(HABIT_ICONS),
  color: z.enum(HABIT_COLORS),
  dailyTarget: z.number().int().min(1).max(10),
  category: z.enum(SUGGESTION_CATEGORIES).exclude(['all']),
  /** The habit category the suggestion is added under. */
  habitCategory: z.enum(HABIT_CATEGORIES),
  /** e.g. "10 min a day". */
  estimatedTime: z.string().max(40),
  estimatedMinutes: z.number().int().min(1).max(240),
  difficulty: z.enum(SUGGESTION_DIFFICULTIES),
  aiReasoning: z.string().max(400),
  benefits: z.array(z.string().max(120)).min(1).max(6),
  /**
   * The habit's kind and its fields as Add Habit takes them (docs/decisions/032-habit-kinds.md):
   * a measure's unit and target amount, a habit to quit's limit (and optional unit); null where
   * they do not apply. Always sent; the defaults read a suggestion written without them (the
   * AI's) as a count.
   */
  kind: habitKindField.default('count'),
  unit: z.string().max(20).nullable().default(null),
  target: z.number().positive().nullable().default(null),
  limit: z.number().int().min(0).nullable().default(null),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionsResponseSchema = z.array(suggestionSchema);

// --- Analytics ---------------------------------------------------------------------------------

export const analyticsQuerySchema = z.object({
  period: z
    .enum(ANALYTICS_PERIODS, { error: MESSAGES.analyticsPeriodInvalid })
    .default(DEFAULT_ANALYTICS_PERIOD),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const insightSchema = z.object({
  type: z.enum(['success', 'warning', 'info']),
  icon: z.string(),
  title: z.string(),
  message: z.string(),
});
export type Insight = z.infer<typeof insightSchema>;

export const recommendationSchema = z.object({
  title: z.string(),
  description: z.string(),
  action: z.string(),
  priority: z.enum(['high', 'medium', 'low']),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const analyticsSchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  range: z.object({ start: z.string(), end: z.string() }),
  overview: z.object({
    /**
     * The completion rate of the range (docs/decisions/040-one-rule-per-figure.md): kept due
     * habit-days (`completed`) ÷ due habit-days (`possible`); `protected` due habit-days (rest,
     * vacation, freeze) not kept are left out of both.
     */
    completionRate: percent,
    completed: z.number().int(),
    possible: z.number().int(),
    protected: z.number().int(),
    activeStreaks: z.number().int(),
    totalHabits: z.number().int(),
    totalPoints: z.number().int(),
  }),
  /**
   * Per day: habit-days due (`possible`) and done (`completed`); `protected` counts due habit-days
   * skipped, on vacation or frozen and not done, which are left out of `possible`
   * (docs/decisions/017-fair-streaks.md). Absent means 0, so a reply without protections reads
   * as it did before schedules.
   */
  daily: z.array(
    z.object({
      date: z.string(),
      completed: z.number().int(),
      possible: z.number().int(),
      rate: percent,
      protected: protectedDays,
    }),
  ),
  /** Sunday = 0 … Saturday = 6, over the range; the counts as in `daily`. */
  weekdays: z.array(
    z.object({
      weekday: z.number().int().min(0).max(6),
      label: z.string(),
      completed: z.number().int(),
      possible: z.number().int(),
      rate: percent,
      protected: protectedDays,
    }),
  ),
  streakAnalysis: z.object({
    currentStreaks: z.array(
      z.object({
        habitId: z.string(),
        habitName: z.string(),
        streak: z.number().int(),
        longestStreak: z.number().int(),
        /** As the habit list gives it (docs/strength.md). */
        strength: strengthSchema,
        /** docs/decisions/032-habit-kinds.md; `unit` null for a count. */
        kind: habitKindField,
        unit: z.string().nullable(),
        /**
         * The range in the habit's own numbers: a count's check-ins, a measure's amount (in
         * `unit`), a habit to quit's kept days.
         */
        total: z.number().min(0),
      }),
    ),
  }),
  categoryBreakdown: z.array(
    z.object({
      category: z.string(),
      habitCount: z.number().int(),
      completions: z.number().int(),
      completionRate: percent,
    }),
  ),
  insights: z.array(insightSchema),
  recommendations: z.array(recommendationSchema),
});
export type Analytics = z.infer<typeof analyticsSchema>;

/**
 * Premium coaching (docs/decisions/039-coaching.md): what went well, the one habit that slipped
 * and why, and one next step, each one sentence drawn from the person's own figures.
 */
export const coachingSchema = z.object({
  range: z.object({ start: z.string(), end: z.string() }),
  wentWell: z.string().min(1).max(300),
  slipped: z
    .object({ habitId: z.string(), habitName: z.string(), why: z.string().min(1).max(300) })
    .nullable(),
  nextStep: z.string().min(1).max(300),
  /** Whether the AI provider wrote the sentences or the built-in rules did. */
  source: z.enum(['rules', 'ai']),
});
export type Coaching = z.infer<typeof coachingSchema>;

// --- Goals -------------------------------------------------------------------------------------

const goalTitle = z
  .string({ error: MESSAGES.goalTitleRequired })
  .trim()
  .min(1, { error: MESSAGES.goalTitleRequired })
  .max(GOAL_TITLE_MAX_LENGTH, { error: MESSAGES.goalTitleTooLong })
  .refine(hasNoControlCharacters, { error: MESSAGES.textControlCharacters });

const goalTarget = z
  .number({ error: MESSAGES.goalTargetInvalid })
  .int({ error: MESSAGES.goalTargetInvalid })
  .min(1, { error: MESSAGES.goalTargetInvalid })
  .max(GOAL_TARGET_MAX, { error: MESSAGES.goalTargetTooHigh });

const goalFields = {
  title: goalTitle,
  description: z
    .string()
    .trim()
    .max(GOAL_DESCRIPTION_MAX_LENGTH, { error: MESSAGES.goalDescriptionTooLong })
    .refine(hasOnlyTextCharacters, { error: MESSAGES.textControlCharacters })
    .optional(),
  type: z.enum(GOAL_TYPES, { error: MESSAGES.goalTypeInvalid }),
  target: goalTarget,
  /** Unset (or null) means the goal counts every habit. */
  habitId: z.uuid({ error: MESSAGES.habitNotFound }).nullish(),
  deadline: day(MESSAGES.goalDeadlineInvalid).nullish(),
  reward: z
    .string()
    .trim()
    .max(GOAL_REWARD_MAX_LENGTH, { error: MESSAGES.goalRewardTooLong })
    .refine(hasOnlyTextCharacters, { error: MESSAGES.textControlCharacters })
    .nullish(),
};

/** One schema for the goal form and POST /api/premium/goals. */
export const createGoalRequestSchema = z.object(goalFields);
export type CreateGoalRequest = z.infer<typeof createGoalRequestSchema>;
export type CreateGoalForm = z.input<typeof createGoalRequestSchema>;

/** PUT /api/premium/goals/:id: any goal field, and `status` to pause or resume. */
export const updateGoalRequestSchema = z.object({
  title: goalFields.title.optional(),
  description: goalFields.description,
  type: goalFields.type.optional(),
  target: goalFields.target.optional(),
  habitId: goalFields.habitId,
  deadline: goalFields.deadline,
  reward: goalFields.reward,
  status: z.enum(['active', 'paused'], { error: MESSAGES.goalStatusInvalid }).optional(),
});
export type UpdateGoalRequest = z.infer<typeof updateGoalRequestSchema>;

export const goalIdParamsSchema = z.object({ id: z.uuid({ error: MESSAGES.goalNotFound }) });

export const goalSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  description: z.string(),
  type: z.enum(GOAL_TYPES),
  target: z.number().int(),
  habitId: z.string().nullable(),
  habitName: z.string().nullable(),
  deadline: z.string().nullable(),
  reward: z.string().nullable(),
  /**
   * Computed on the server from the data, never stored by the client: days, check-ins, or a
   * milestone of a measured habit's amount (two decimals at most: docs/decisions/032-habit-kinds.md).
   */
  current: z.number(),
  status: z.enum(GOAL_STATUSES),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Goal = z.infer<typeof goalSchema>;

// --- Export ------------------------------------------------------------------------------------

export const exportQuerySchema = z
  .object({
    format: z.enum(EXPORT_FORMATS, { error: MESSAGES.exportFormatInvalid }).default('json'),
    startDate: day(MESSAGES.dayInvalid).optional(),
    endDate: day(MESSAGES.dayInvalid).optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    error: MESSAGES.exportRangeInvalid,
    path: ['endDate'],
  });
export type ExportQuery = z.infer<typeof exportQuerySchema>;
