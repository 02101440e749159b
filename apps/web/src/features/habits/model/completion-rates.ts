import {
  addDays,
  completionRate,
  localDay,
  monthStart,
  weekStart,
  type Day,
  type Habit,
  type HabitDays,
  type RateTally,
} from '@streakwise/shared';

/** The habit card's window: the last 30 days, today included. */
export const CARD_RATE_DAYS = 30;

/** A habit as the completion-rate rule sees it, its days counted in the account's zone. */
export function habitDays(habit: Habit, timeZone: string): HabitDays {
  return {
    createdOn: localDay(new Date(habit.createdAt), timeZone),
    doneDays: new Set(
      habit.completions.filter((entry) => entry.status === 'done').map((entry) => entry.date),
    ),
  };
}

export interface PeriodRates {
  /** Monday to today. */
  week: RateTally;
  /** The 1st of the month to today. */
  month: RateTally;
}

/** This week's and this month's share of habit-days done, each habit from its creation day. */
export function periodRates(habits: readonly Habit[], today: Day, timeZone: string): PeriodRates {
  const days = habits.map((habit) => habitDays(habit, timeZone));
  return {
    week: completionRate(days, weekStart(today), today),
    month: completionRate(days, monthStart(today), today),
  };
}

/** One habit over the last 30 days, or fewer when it is younger: `possible` says how many. */
export function recentRate(habit: Habit, today: Day, timeZone: string): RateTally {
  return completionRate([habitDays(habit, timeZone)], addDays(today, 1 - CARD_RATE_DAYS), today);
}

const knownZones = new Map<string, boolean>();

function isKnownZone(timeZone: string): boolean {
  let known = knownZones.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(timeZone, known);
  }
  return known;
}

/** The account's zone when the browser knows it, else the browser's own. */
export function usableZone(timeZone: string | undefined): string {
  return timeZone && isKnownZone(timeZone)
    ? timeZone
    : Intl.DateTimeFormat().resolvedOptions().timeZone;
}
