import {
  addDays,
  completionRateByDueDays,
  habitRateDays,
  monthStart,
  weekStart,
  type Day,
  type DueRateTally,
  type Habit,
} from '@streakwise/shared';

/** The habit card's window: the last 30 days, today included. */
export const CARD_RATE_DAYS = 30;

export interface PeriodRates {
  /** Monday to today. */
  week: DueRateTally;
  /** The 1st of the month to today. */
  month: DueRateTally;
}

/**
 * This week's and this month's share of due habit-days done, each habit from its creation day:
 * done ÷ (due − protected), the rule the server's analytics use (`completionRateByDueDays`).
 */
export function periodRates(habits: readonly Habit[], today: Day, timeZone: string): PeriodRates {
  const days = habits.map((habit) => habitRateDays(habit, timeZone));
  return {
    week: completionRateByDueDays(days, weekStart(today), today),
    month: completionRateByDueDays(days, monthStart(today), today),
  };
}

/** One habit over the last 30 days, or fewer when it is younger: `possible` says how many. */
export function recentRate(habit: Habit, today: Day, timeZone: string): DueRateTally {
  return completionRateByDueDays(
    [habitRateDays(habit, timeZone)],
    addDays(today, 1 - CARD_RATE_DAYS),
    today,
  );
}

/**
 * A weekly habit over the weeks of the last 30 days since it was added
 * (docs/decisions/017-fair-streaks.md: its weeks are judged, not its days): a closed week counts,
 * met when its owed days were done; the week still running counts only once met, since it can
 * still be; a week all protected is left out.
 */
export function recentWeeks(
  habit: Habit,
  today: Day,
  timeZone: string,
): { met: number; weeks: number } {
  const days = habitRateDays(habit, timeZone);
  const windowStart = addDays(today, 1 - CARD_RATE_DAYS);
  const from = windowStart > days.createdOn ? windowStart : days.createdOn;
  let met = 0;
  let weeks = 0;
  for (let monday = weekStart(from); monday <= today; monday = addDays(monday, 7)) {
    const sunday = addDays(monday, 6);
    // The running week is owed to its Sunday: a Monday's one day done does not meet a 2-a-week.
    const tally = completionRateByDueDays([days], monday < from ? from : monday, sunday);
    if (tally.possible === 0) continue;
    const isMet = tally.completed >= tally.possible;
    if (sunday >= today && !isMet) continue;
    weeks += 1;
    if (isMet) met += 1;
  }
  return { met, weeks };
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
