import {
  addDays,
  ANALYTICS_PERIOD_DAYS,
  completionRateByDueDays,
  fromHundredths,
  habitStrength,
  isDue,
  localDay,
  STREAK_ANALYSIS_HABITS,
  STRENGTH_WINDOW_DAYS,
  type Analytics,
  type AnalyticsPeriod,
  type HabitKind,
  type Schedule,
} from '@streakwise/shared';
import type { SignedInUser } from '../users/user-view.js';
import type { ServiceContext } from '../../deps.js';
import { habitHistories, habitRecords, protectedOffsets } from '../habits/habit-reads.service.js';
import { advise } from './analytics-insights.js';
import { tallyRange, type HabitFigures } from './analytics-tally.js';
import { requirePremium } from './premium-access.js';

const NO_HISTORY = { done: [], checkedIn: 0, units: 0, today: null };
const NO_FIGURES: HabitFigures = {
  days: 0,
  done: 0,
  protected: 0,
  checkedIn: 0,
  units: 0,
  today: null,
  streak: { current: 0, longest: 0 },
};

/**
 * A habit's range in its own numbers (docs/decisions/032-habit-kinds.md): the sum of its stored
 * counts is a count's check-ins, a measure's amount in hundredths, a quit habit's kept days.
 */
export function kindTotal(kind: HabitKind, storedSum: number): number {
  return kind === 'measure' ? fromHundredths(storedSum) : storedSum;
}

/**
 * The last N local days ending today, against the N days before them, counted on due days
 * (docs/decisions/017-fair-streaks.md). Three queries whatever the size of the history (the
 * habits, their completions and their protected days, each packed one row per habit), then one
 * pass of arithmetic in memory.
 */
export async function analytics(
  ctx: ServiceContext,
  user: SignedInUser,
  period: AnalyticsPeriod,
): Promise<Analytics> {
  requirePremium(user);
  const db = ctx.database.db;
  const today = localDay(ctx.clock.now(), user.timezone);
  const days = ANALYTICS_PERIOD_DAYS[period];
  const start = addDays(today, -(days - 1));
  const [habitRows, histories, protections] = await Promise.all([
    habitRecords(db, user.id, { set: 'all', order: 'person' }),
    habitHistories(db, user.id, start, today),
    protectedOffsets(db, user.id, { base: start, from: null, to: today }),
  ]);

  const byHabit = new Map(histories.map((h) => [h.habitId, h]));
  /** As the habit list gives it (docs/strength.md), from the days as offsets from `start`. */
  const strengthOf = (
    habit: { schedule: Schedule; createdOn: string },
    done: readonly number[],
    guarded: readonly number[],
  ) => {
    const first = days - STRENGTH_WINDOW_DAYS;
    const inWindow = (offsets: readonly number[]) =>
      offsets.filter((o) => o >= first && o < days).map((o) => addDays(start, o));
    return habitStrength({
      schedule: habit.schedule,
      createdOn: habit.createdOn,
      done: inWindow(done),
      protectedDays: inWindow(guarded),
      today,
    });
  };
  const tallyHabits = habitRows.map((h) => ({
    id: h.id,
    category: h.category,
    createdOn: h.createdOn,
    archivedOn: h.archivedAt ? localDay(h.archivedAt, user.timezone) : null,
    schedule: h.schedule,
    ...(byHabit.get(h.id) ?? NO_HISTORY),
    protectedDays: protections.get(h.id) ?? [],
  }));
  const figures = tallyRange(tallyHabits, start, days);
  // The headline is the one completion rate itself (docs/decisions/040-one-rule-per-figure.md);
  // the day-by-day figures of `tallyRange` add up to it (analytics-tally.test.ts).
  const inRange = (offsets: readonly number[]) =>
    new Set(offsets.filter((o) => o >= 0 && o < days).map((o) => addDays(start, o)));
  const headline = completionRateByDueDays(
    tallyHabits.map((h) => ({
      createdOn: h.createdOn,
      archivedOn: h.archivedOn,
      schedule: h.schedule,
      doneDays: inRange(h.done),
      protectedDays: inRange(h.protectedDays),
    })),
    start,
    today,
  );
  // Archived habits count in the rates of the days they existed, but they are no longer the
  // user's habits: not in the totals, the streaks or the advice.
  const active = habitRows
    .filter((h) => h.archivedAt === null)
    .map((h) => ({ ...h, figures: figures.habits.get(h.id) ?? NO_FIGURES }));
  const { insights, recommendations } = advise({
    period,
    current: figures.current,
    previous: figures.previous,
    weekdays: figures.weekdays,
    habits: active.map((h) => ({
      name: h.name,
      dailyTarget: h.dailyTarget,
      kind: h.kind,
      unit: h.unit,
      streak: h.figures.streak.current,
      // A streak is only at risk on a day the habit owes and nothing protects.
      dueToday: isDue(h.schedule, today) && !protections.get(h.id)?.includes(days - 1),
      figures: h.figures,
    })),
  });

  return {
    period,
    range: { start, end: today },
    overview: {
      completionRate: headline.rate,
      completed: headline.completed,
      possible: headline.possible,
      protected: headline.protected,
      activeStreaks: active.filter((h) => h.figures.streak.current > 0).length,
      totalHabits: active.length,
      totalPoints: user.points,
    },
    // `protected` is sent only when some due habit-day was protected, so a reply without
    // protections reads exactly as before schedules (packages/shared/src/schemas/premium.ts).
    daily: figures.daily.map(({ date, completed, possible, rate, protected: excused }) => ({
      date,
      completed,
      possible,
      rate,
      ...(excused > 0 ? { protected: excused } : {}),
    })),
    weekdays: figures.weekdays.map(
      ({ weekday, label, completed, possible, rate, protected: excused }) => ({
        weekday,
        label,
        completed,
        possible,
        rate,
        ...(excused > 0 ? { protected: excused } : {}),
      }),
    ),
    streakAnalysis: {
      // The product's "first 5 habits": the first five in the person's order, as the dashboard
      // lists them (habits/habit-order.ts).
      currentStreaks: active.slice(0, STREAK_ANALYSIS_HABITS).map((h) => ({
        habitId: h.id,
        habitName: h.name,
        streak: h.figures.streak.current,
        longestStreak: h.figures.streak.longest,
        strength: strengthOf(h, byHabit.get(h.id)?.done ?? [], protections.get(h.id) ?? []),
        kind: h.kind,
        unit: h.kind === 'count' ? null : h.unit,
        total: kindTotal(h.kind, h.figures.units),
      })),
    },
    categoryBreakdown: figures.categories.map((c) => ({
      category: c.category,
      habitCount: c.habitCount,
      completions: c.completed,
      completionRate: c.rate,
    })),
    insights,
    recommendations,
  };
}
