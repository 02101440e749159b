import {
  formatAmount,
  fromHundredths,
  toRate,
  WEEKDAY_NAMES,
  type AnalyticsPeriod,
  type HabitKind,
  type Insight,
  type RateTally,
  type Recommendation,
} from '@streakwise/shared';
import type { HabitFigures, WeekdayFigure } from './analytics-tally.js';

/*
 * Insights and recommendations of GET /api/premium/analytics: pure, from the figures the tally
 * computed. Every insight states the numbers behind it, and every recommendation follows from one.
 */

/** A streak this long, with today not done yet, is worth a warning (the 3-day streak badge). */
export const AT_RISK_MIN_STREAK = 3;
/** Each weekday needs this many days with habits before weekdays are compared. */
export const WEEKDAY_MIN_DAYS = 2;
/** Best and weakest weekday must differ by this many points to be worth saying. */
export const WEEKDAY_MIN_GAP = 10;
/** A target looks too high when it is reached on under this share of the habit's days ... */
export const TARGET_REACHED_BELOW = 0.3;
/** ... while the habit was checked in on more than this share of them ... */
export const CHECKED_IN_ABOVE = 0.5;
/** ... over at least this many days. */
export const TARGET_MIN_DAYS = 7;
/** A move of less than this many points is "steady". */
export const STEADY_WITHIN = 1;
/** A fall of this many points or more makes getting back on track the first recommendation. */
export const SHARP_FALL = 10;

export interface InsightHabit {
  name: string;
  /** As stored: a measure's in hundredths (docs/decisions/032-habit-kinds.md). */
  dailyTarget: number;
  /** Absent: a count. */
  kind?: HabitKind;
  unit?: string | null;
  streak: number;
  /**
   * False when the habit owes nothing today (a day off, a weekly habit, which owes no day in
   * particular, or a protected day): its streak cannot be lost today. Absent means due.
   */
  dueToday?: boolean;
  figures: HabitFigures;
}

export interface InsightFacts {
  period: AnalyticsPeriod;
  current: RateTally;
  previous: RateTally;
  weekdays: readonly WeekdayFigure[];
  /** The habits that are not archived, in the person's order (ties go to the one listed first). */
  habits: readonly InsightHabit[];
}

export interface Advice {
  insights: Insight[];
  recommendations: Recommendation[];
}

const PERIOD_WORDS: Record<AnalyticsPeriod, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  '1y': 'year',
};
const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

/** 82 -> "82%", 82.5 -> "82.5%" (rates already carry one decimal at most). */
export const percent = (rate: number) => `${Math.round(rate * 10) / 10}%`;
const points = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;
const plural = (weekday: number) => `${WEEKDAY_NAMES[weekday] ?? ''}s`;

export function advise(facts: InsightFacts): Advice {
  const advice: Advice = { insights: [], recommendations: [] };
  if (facts.habits.length === 0) firstHabit(advice);
  atRisk(facts, advice);
  comparison(facts, advice);
  weekdays(facts, advice);
  targetTooHigh(facts, advice);
  advice.recommendations.sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority]);
  return advice;
}

function firstHabit({ insights, recommendations }: Advice): void {
  insights.push({
    type: 'info',
    icon: '🌱',
    title: 'Your insights start with a habit',
    message: 'Add your first habit and check in each day: your patterns will show up here.',
  });
  recommendations.push({
    title: 'Add your first habit',
    description: 'Start with something small enough to do every day, even on a busy one.',
    action: 'Add a habit',
    priority: 'high',
  });
}

/** A stored count in the habit's numbers: a measure's hundredths as an amount, with its unit. */
function amount(habit: InsightHabit, stored: number, withUnit = false): string {
  if (habit.kind !== 'measure') return String(stored);
  const text = formatAmount(fromHundredths(stored));
  return withUnit && habit.unit ? `${text} ${habit.unit}` : text;
}

/** The habit with the longest streak that today's check-in has not kept alive yet. */
function atRisk(facts: InsightFacts, { insights, recommendations }: Advice): void {
  let pick: InsightHabit | undefined;
  for (const habit of facts.habits) {
    const today = habit.figures.today;
    const done = today !== null && today.count >= today.target;
    // NOTE: a habit to quit is not checked in to keep it: over its limit, today is lost already.
    if (habit.dueToday === false || done || habit.kind === 'quit') continue;
    if (habit.streak >= AT_RISK_MIN_STREAK && habit.streak > (pick?.streak ?? 0)) {
      pick = habit;
    }
  }
  if (!pick) return;
  const today = pick.figures.today ?? { count: 0, target: pick.dailyTarget };
  const progress = `${amount(pick, today.count)} of ${amount(pick, today.target, true)}`;
  insights.push({
    type: 'warning',
    icon: '🔥',
    title: `${pick.name} streak at risk`,
    message: `${pick.name} is on a ${pick.streak}-day streak and today is not done yet (${progress}): check in today to keep it.`,
  });
  recommendations.push({
    title: `Keep your ${pick.name} streak alive`,
    description: `${pick.streak} days in a row so far; today stands at ${progress}.`,
    action: `Check in to ${pick.name} today`,
    priority: 'high',
  });
}

/** This period against the one just before it, when both had habits. */
function comparison(facts: InsightFacts, { insights, recommendations }: Advice): void {
  const { current, previous } = facts;
  if (current.possible === 0 || previous.possible === 0) return;
  const span = PERIOD_WORDS[facts.period];
  const now = percent(current.rate);
  const before = percent(previous.rate);
  const change = Math.round((current.rate - previous.rate) * 10) / 10;
  if (Math.abs(change) < STEADY_WITHIN) {
    insights.push({
      type: 'info',
      icon: '➖',
      title: 'Holding steady',
      message: `Your completion rate is ${now} over the last ${span}, level with ${before} in the ${span} before.`,
    });
    return;
  }
  const up = change > 0;
  insights.push({
    type: up ? 'success' : 'warning',
    icon: up ? '📈' : '📉',
    title: up ? 'Trending up' : 'Trending down',
    message: `Your completion rate is ${now} over the last ${span}, ${up ? 'up' : 'down'} ${points(Math.abs(change))} from ${before} in the ${span} before.`,
  });
  recommendations.push(
    up
      ? {
          title: 'Keep the momentum',
          description: `Your completion rate rose ${points(change)} to ${now}: what you changed is working.`,
          action: 'Keep your current routine',
          priority: 'low',
        }
      : {
          title: 'Get back on track',
          description: `Your completion rate fell ${points(-change)} to ${now}. One habit done every day rebuilds the rhythm.`,
          action: 'Complete your most important habit first each day',
          priority: -change >= SHARP_FALL ? 'high' : 'medium',
        },
  );
}

/**
 * Best and weakest weekday, once every weekday that owes habits has enough days and they are far
 * enough apart. A weekday on which no habit is ever due (the weekend of weekday habits,
 * docs/decisions/017-fair-streaks.md) has no rate to compare and is left out.
 */
function weekdays(facts: InsightFacts, { insights, recommendations }: Advice): void {
  if (facts.weekdays.length !== 7) return;
  const owed = facts.weekdays.filter((w) => w.days > 0);
  if (owed.length < 2 || owed.some((w) => w.days < WEEKDAY_MIN_DAYS)) return;
  // Ties go to the earlier weekday (Sunday first), so the answer does not wobble.
  let best = owed[0]!;
  let worst = best;
  for (const w of owed) {
    if (w.rate > best.rate) best = w;
    if (w.rate < worst.rate) worst = w;
  }
  if (best.rate - worst.rate < WEEKDAY_MIN_GAP) return;
  insights.push({
    type: 'info',
    icon: '📅',
    title: `${plural(best.weekday)} are your strongest day`,
    message: `You complete ${percent(best.rate)} of your habits on ${plural(best.weekday)} but only ${percent(worst.rate)} on ${plural(worst.weekday)}.`,
  });
  recommendations.push({
    title: `Plan ahead for ${plural(worst.weekday)}`,
    description: `${plural(worst.weekday)} are your weakest day at ${percent(worst.rate)}, against ${percent(best.rate)} on ${plural(best.weekday)}.`,
    action: `Set a reminder for ${WEEKDAY_NAMES[worst.weekday] ?? ''}`,
    priority: 'medium',
  });
}

/** A count to one decimal; a measure's hundredths as an amount with its unit ("2.5 km"). */
function measured(habit: InsightHabit, stored: number): string {
  if (habit.kind !== 'measure') return String(Math.round(stored * 10) / 10);
  return `${formatAmount(fromHundredths(stored))} ${habit.unit ?? ''}`.trim();
}

/**
 * A habit checked in on most days that still seldom reaches its target: partial days pile up. A
 * habit to quit has a row on every day and a target of 1: it never shows here.
 */
function targetTooHigh(facts: InsightFacts, { insights, recommendations }: Advice): void {
  let pick: InsightHabit | undefined;
  for (const habit of facts.habits) {
    const { days, done, checkedIn } = habit.figures;
    if (habit.dailyTarget < 2 || days < TARGET_MIN_DAYS) continue;
    if (done >= TARGET_REACHED_BELOW * days || checkedIn <= CHECKED_IN_ABOVE * days) continue;
    if (!pick || done / days < pick.figures.done / pick.figures.days) pick = habit;
  }
  if (!pick) return;
  const { days, done, checkedIn, units } = pick.figures;
  // The typical check-in day's count, rounded, and always below the current target; a measure's
  // rounded down to a whole amount in its unit (its counts are hundredths).
  const typical =
    pick.kind === 'measure'
      ? Math.max(100, Math.floor(units / checkedIn / 100) * 100)
      : Math.round(units / checkedIn);
  const suggested = Math.max(1, Math.min(pick.dailyTarget - 1, typical));
  insights.push({
    type: 'warning',
    icon: '🎯',
    title: `${pick.name}'s target may be too high`,
    message: `${pick.name} reached its target on only ${done} of ${days} days (${percent(toRate(done, days))}), though you checked in on ${checkedIn} of them.`,
  });
  recommendations.push({
    title: `Make ${pick.name} achievable`,
    description: `On the days you check in you average ${measured(pick, units / checkedIn)} of ${measured(pick, pick.dailyTarget)}. A target you reach builds the streak.`,
    action: `Lower ${pick.name}'s daily target to ${measured(pick, suggested)}`,
    priority: 'medium',
  });
}
