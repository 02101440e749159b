import {
  addDays,
  completionRateByDueDays,
  type Suggestion,
  type SuggestionCategoryFilter,
} from '@streakwise/shared';
import type { SignedInUser } from '../users/user-view.js';
import type { ServiceContext } from '../../deps.js';
import { protectedDays } from '../habits/habit-history.service.js';
import { doneDaysBetween, habitRecords, type HabitRecord } from '../habits/habit-reads.service.js';
import { todayFor } from '../habits/habits.service.js';
import { AiUnavailable, requestAiSuggestions, type AiSettings } from './ai-suggestions.js';
import { requirePremium } from './premium-access.js';
import {
  LIMIT_ALL,
  LIMIT_ONE_CATEGORY,
  rankSuggestions,
  readSignals,
  screenSuggestions,
  type HabitProfile,
} from './suggestion-ranking.js';

/** The completion rate is judged on the last full days; today is still in progress. */
export const RATE_WINDOW_DAYS = 14;

type ProfileHabit = HabitRecord;

async function loadProfile(
  ctx: ServiceContext,
  user: SignedInUser,
): Promise<{ habits: ProfileHabit[]; profile: HabitProfile }> {
  const db = ctx.database.db;
  const today = todayFor(ctx, user);
  const from = addDays(today, -RATE_WINDOW_DAYS);
  const to = addDays(today, -1);
  const habits = await habitRecords(db, user.id, { set: 'active', order: 'made' });
  const done = new Map<string, Set<string>>();
  for (const row of await doneDaysBetween(db, user.id, from, to)) {
    done.set(row.habitId, (done.get(row.habitId) ?? new Set()).add(row.day));
  }
  const guarded = new Map<string, Set<string>>();
  for (const row of await protectedDays(db, user.id, { from, to })) {
    guarded.set(row.habitId, (guarded.get(row.habitId) ?? new Set()).add(row.day));
  }
  // The one completion rate (docs/decisions/040-one-rule-per-figure.md).
  const tally = completionRateByDueDays(
    habits.map((h) => ({
      createdOn: h.createdOn,
      schedule: h.schedule,
      doneDays: done.get(h.id) ?? new Set(),
      protectedDays: guarded.get(h.id) ?? new Set(),
    })),
    from,
    to,
  );
  return { habits, profile: { habits, recentRate: tally.possible === 0 ? null : tally.rate } };
}

/** The AI provider's suggestions when it answers well and in time; null (logged) otherwise. */
async function fromAi(
  ctx: ServiceContext,
  settings: AiSettings,
  user: SignedInUser,
  habits: ProfileHabit[],
  profile: HabitProfile,
  category: SuggestionCategoryFilter,
): Promise<Suggestion[] | null> {
  const signals = readSignals(profile);
  try {
    const answer = await requestAiSuggestions(
      settings,
      {
        habits: habits.map((h) => ({
          name: h.name,
          category: h.category,
          dailyTarget: h.dailyTarget,
        })),
        recentCompletionRatePercent: profile.recentRate,
        estimatedMinutesPerDay: signals.minutesPerDay,
      },
      category,
      category === 'all' ? LIMIT_ALL : LIMIT_ONE_CATEGORY,
    );
    const usable = screenSuggestions(answer, category, signals);
    if (usable.length === 0) throw new AiUnavailable('no usable suggestion in the answer');
    return usable;
  } catch (error) {
    const reason = error instanceof AiUnavailable ? error.reason : 'unexpected error';
    ctx.log.warn(
      { event: 'suggestions.ai_fallback', userId: user.id, reason },
      'AI suggestions unavailable: using the built-in recommender',
    );
    return null;
  }
}

/** Habit suggestions for the user, from the AI provider when configured, else built in. */
export async function listSuggestions(
  ctx: ServiceContext,
  user: SignedInUser,
  category: SuggestionCategoryFilter,
): Promise<Suggestion[]> {
  requirePremium(user);
  const { habits, profile } = await loadProfile(ctx, user);
  const ai = ctx.config.ai;
  const fromProvider = ai ? await fromAi(ctx, ai, user, habits, profile, category) : null;
  return fromProvider ?? rankSuggestions(profile, category);
}
