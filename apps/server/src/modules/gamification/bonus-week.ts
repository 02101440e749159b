import {
  addDays,
  isFairPerfectWeek,
  localDay,
  weekDays,
  weekStart,
  type Day,
  type Schedule,
} from '@streakwise/shared';

/*
 * A week's bonuses: the days and keys they are paid under, how a payment or a taking back is keyed
 * (docs/decisions/026-taking-back-rewards.md), and the perfect-week judge.
 */

/** A week's days and the keys its bonuses are paid under, from any day of it. */
export function weekOf(today: Day) {
  const monday = weekStart(today);
  return {
    monday,
    sunday: addDays(monday, 6),
    challengeKey: `weekly-challenge:${monday}`,
    perfectWeekKey: `perfect-week:${monday}`,
  };
}
export type Week = ReturnType<typeof weekOf>;
export type WeekKeys = Pick<Week, 'monday' | 'sunday' | 'challengeKey'>;

/** A bonus's entries in one week: how often it was paid, how often taken back. */
export interface BonusRecord {
  paid: number;
  takenBack: number;
}

/** Whether a bonus stands: it was paid once more than it was taken back (never more). */
export const stands = (record: BonusRecord): boolean => record.paid > record.takenBack;

/*
 * NOTE: the ledger's bonus keys are unique per user (point_entries_bonus_idx), and each payment
 * and each taking back is an entry of its own, never a deletion: so the nth payment and the
 * taking back of it have keys of their own. The first payment keeps the key bonuses always had
 * ('weekly-challenge:2026-11-16'), the second is '…:2', and the taking back of the first is
 * '…:revoked:1'. Two requests racing to pay or take back the same one write one entry.
 */

/** The key of the payment after `record`'s. */
export const payKey = (key: string, record: BonusRecord): string =>
  record.paid === 0 ? key : `${key}:${record.paid + 1}`;

/** The key of the taking back of the `nth` payment. */
export const takeBackKey = (key: string, nth: number): string => `${key}:revoked:${nth}`;

/**
 * A habit as a perfect week judges it: when it existed, what it owes, and the week's days it was
 * reached. The habits module reads it (habits.repository.ts `weekOfHabits`) and
 * passes the read in, so gamification never imports habits.
 */
export interface HabitWeek {
  createdOn: string;
  archivedAt: Date | null;
  schedule: Schedule;
  /** The days of the week on which it reached that day's target. */
  reached: string[];
}

/**
 * Whether the week up to today is perfect (docs/decisions/017-fair-streaks.md, "Points and
 * badges"): every habit's due days done; a protected day keeps a streak but is not done, so it
 * does not make a week perfect. A habit
 * counts from the day it was created until the day it was archived (that day excluded); deleted
 * habits are gone with their history. Each day of the week must have had a habit.
 */
export function weekIsPerfect(
  habits: readonly HabitWeek[],
  week: Week,
  today: Day,
  timeZone: string,
): boolean {
  const days = weekDays(week.monday);
  const spans = habits.map((h) => {
    const until = h.archivedAt ? localDay(h.archivedAt, timeZone) : null;
    return { ...h, had: (day: Day) => h.createdOn <= day && (until === null || day < until) };
  });
  if (!days.every((day) => spans.some((span) => span.had(day)))) return false;
  // NOTE: a day after archiving counts as done, so the archived habit neither blocks nor makes
  // the week.
  return isFairPerfectWeek(
    week.monday,
    spans.map((span) => ({
      schedule: span.schedule,
      createdOn: span.createdOn,
      doneDays: new Set([
        ...span.reached,
        ...days.filter((day) => day >= span.createdOn && !span.had(day)),
      ]),
    })),
    today,
  );
}
