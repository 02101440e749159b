import {
  BADGE_FACT,
  badgesTakenBack,
  bonusMove,
  PERFECT_WEEK_BONUS,
  WEEKLY_CHALLENGE_REWARD,
  weeklyChallengeFor,
  type BadgeFacts,
  type BadgeSummary,
  type Day,
} from '@streakwise/shared';
import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { stands, takeBackKey, weekIsPerfect, weekOf, type HabitWeek } from './bonus-week.js';
import * as facts from './facts.repository.js';
import * as repo from './gamification.repository.js';
import {
  challengeOf,
  postDue,
  withDone,
  type CheckInFacts,
  type DueBonus,
  type Settlement,
} from './rewards.js';

/*
 * What an undo takes back (docs/decisions/026-taking-back-rewards.md): a bonus whose condition it
 * broke, by an entry of its own in the ledger, and the badges whose rule it broke.
 */

/**
 * This week's facts as one SQL expression, for an undo's own write statement to return
 * (habits/check-in.repository.ts `writeUndo`): read there, they are from before the undo, and
 * `settleUndo` takes the habit-day the undo took back off. `since`: when the undone check-in was made, from which
 * on the badges earned are listed (a streak badge goes only with the check-in that earned it).
 */
export function undoFacts(userId: string, today: Day, since: Date): SQL {
  return facts.gamificationFactsSql(userId, weekOf(today), { since });
}

/**
 * Settles an undo, inside its transaction (the user's row is locked) and after its own write: the
 * bonuses it broke taken back, then the badges it broke. NOTE: only today's check-ins can be
 * undone, and today lies in this week, so this week is the only one whose bonuses can go. A
 * statement more only when there is something to take back, or a badge's exact fact to read.
 */
export async function settleUndo(
  tx: Queryable,
  input: {
    userId: string;
    /** The user's zone: the local day a habit was archived on. */
    timeZone: string;
    today: Day;
    now: Date;
    /**
     * The habit-days the undo took back (0, or −1 when it took its day below its target:
     * habits/habit-kinds.ts `challengeDays`).
     */
    days: number;
    /** `undoFacts` as read by the undo's write: as they were before the undo. */
    factsBefore: CheckInFacts;
    /** The user's points after the undo's own entry. */
    points: number;
    /** Whether the undo left its habit's day short of its target. */
    dayShort: boolean;
    /** The undone habit's current streak after the undo. */
    streak: number;
    /** The best current streak of the user's active habits, read by the habits module. */
    bestCurrentStreak: () => Promise<number>;
    /** The user's habits in a week, read by the habits module (habits.repository.ts). */
    weekOfHabits: (monday: Day, sunday: Day) => Promise<HabitWeek[]>;
  },
): Promise<Omit<Settlement, 'badges'>> {
  const { userId, today, now } = input;
  const week = weekOf(today);
  const known = withDone(input.factsBefore, input.days);
  const challenge = await challengeOf(tx, userId, week, known, now);

  const due: DueBonus[] = [];
  const reached = challenge.progress >= challenge.target;
  if (bonusMove('undo', reached, stands(known.challenge)) === -1) {
    due.push({
      reason: 'weekly-challenge',
      amount: -WEEKLY_CHALLENGE_REWARD,
      key: takeBackKey(week.challengeKey, known.challenge.paid),
    });
  }
  // NOTE: a week is paid as perfect only once none of its days lies ahead: on its Sunday, or on
  // the Monday after by a late check-in of Sunday, which no undo can reach. So only an undo on the
  // Sunday that leaves its day short can break the week, and only then are its habits read.
  if (today === week.sunday && input.dayShort && stands(known.perfectWeek)) {
    const habits = await input.weekOfHabits(week.monday, week.sunday);
    if (bonusMove('undo', weekIsPerfect(habits, week, today, input.timeZone), true) === -1) {
      due.push({
        reason: 'perfect-week',
        amount: -PERFECT_WEEK_BONUS,
        key: takeBackKey(week.perfectWeekKey, known.perfectWeek.paid),
      });
    }
  }

  const { points, bonuses, perfectWeeks } = await postDue(
    tx,
    userId,
    due,
    today,
    now,
    input.points,
  );
  const perfectWeeksLeft =
    perfectWeeks === undefined
      ? 1
      : perfectWeeks - bonuses.filter((b) => b.reason === 'perfect-week').length;
  const challengeGone = bonuses.some((b) => b.reason === 'weekly-challenge');
  const weeklyChallenge = challengeGone
    ? weeklyChallengeFor(week.monday, challenge.target, challenge.progress, false)
    : challenge;

  const lost = await badgesLost(tx, input, known, { points, perfectWeeksLeft });
  return { bonuses, badgesTakenBack: lost, weeklyChallenge, points };
}

/**
 * The badges the undo broke, taken back. The rules are judged first on lower bounds that cost no
 * read: the balance (the points earned are never fewer: only freezes spend) and the undone
 * habit's streak (the best is never shorter). A rule only grows with its fact, so a badge these
 * keep is kept; only for a badge they would take back is the exact fact read.
 */
async function badgesLost(
  tx: Queryable,
  input: Parameters<typeof settleUndo>[1],
  known: CheckInFacts,
  after: { points: number; perfectWeeksLeft: number },
): Promise<BadgeSummary[]> {
  const since = new Set(known.badgesSince ?? []);
  const held = known.badgeIds.map((id) => ({ id, sinceUndone: since.has(id) }));
  const judged: BadgeFacts = {
    habitCount: known.allHabits,
    bestCurrentStreak: input.streak,
    points: after.points,
    hasPerfectWeek: after.perfectWeeksLeft > 0,
  };
  let lost = badgesTakenBack(held, judged);
  const reads = new Set(lost.map((badge) => BADGE_FACT[badge.id]));
  if (reads.has('points')) judged.points = await repo.earnedPoints(tx, input.userId);
  // The undone habit is active: with no other, its streak is the best.
  if (reads.has('bestCurrentStreak') && known.activeHabits > 1)
    judged.bestCurrentStreak = await input.bestCurrentStreak();
  if (reads.has('points') || reads.has('bestCurrentStreak')) lost = badgesTakenBack(held, judged);

  const gone = new Set(
    await repo.takeBackBadges(
      tx,
      input.userId,
      lost.map((badge) => badge.id),
    ),
  );
  return lost
    .filter((badge) => gone.has(badge.id))
    .map(({ id, name, description, icon }) => ({ id, name, description, icon }));
}
