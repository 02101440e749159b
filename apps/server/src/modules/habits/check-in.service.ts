import {
  localDay,
  MESSAGES,
  planCheckIn,
  planKeptCheckIn,
  streakStateFrom,
  type CompleteResult,
  type Day,
  type StreakState,
} from '@streakwise/shared';
import type { Tx } from '../../db/client.js';
import type { HabitRow } from '../../db/schema.js';
import type { SignedInUser } from '../auth/user-view.js';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import * as gamificationRepo from '../gamification/gamification.repository.js';
import { currentChallenge, settleRewards } from '../gamification/rewards.js';
import { requireActive } from './habit-edits.service.js';
import { habitViews } from './habits.service.js';
import * as checkInRepo from './check-in.repository.js';
import * as repo from './habits.repository.js';
import { keptAfter } from './kept-streak.js';

/*
 * Check-in and undo (docs/decisions/003-habits-and-gamification.md), each one transaction behind
 * the user's row lock that reads every thing once: the lock, the habit with today's count, the
 * saved reply. The streak comes from the habit's kept state, so no history is read, and the reply
 * is built from what the transaction already holds (docs/decisions/012-streak-state.md).
 */

/** The user's row lock, then the habit and its count today. */
async function lockedHabit(ctx: ServiceContext, tx: Tx, userId: string, habitId: string) {
  const user = await repo.lockUser(tx, userId);
  if (!user) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  const now = ctx.clock.now();
  const today = localDay(now, user.timezone);
  const found = await checkInRepo.findHabitOnDay(tx, userId, habitId, today);
  if (!found) throw new AppError('NOT_FOUND', MESSAGES.habitNotFound);
  return { user, now, today, ...found };
}

/**
 * The check-in planned from the kept state; when the state cannot place today (the zone moved west,
 * so today is before the newest day written), planned from the habit's counted days instead, the
 * one case that reads its history.
 */
async function planned(tx: Tx, habit: HabitRow, today: Day, todayCount: number, units: number) {
  const plan = planKeptCheckIn(
    { dailyTarget: habit.dailyTarget, todayCount, streak: repo.streakStateOf(habit), today },
    units,
  );
  if (plan.kind !== 'needs-history') return plan;
  const counted = (await repo.countedDays(tx, habit.userId, habit.id))
    .map((c) => c.day)
    .filter((day) => day !== today);
  const outcome = planCheckIn(
    { dailyTarget: habit.dailyTarget, todayCount, countedDays: counted, today },
    units,
  );
  if (outcome.kind !== 'checked-in') return outcome;
  const state = streakStateFrom(outcome.streakIncremented ? [...counted, today] : counted, today);
  return { ...outcome, state };
}

/**
 * A check-in: progress, the check-in record, its ledger entry, bonuses and badges. With an
 * Idempotency-Key, a retry gets the first reply and changes nothing.
 */
export async function completeHabit(
  ctx: ServiceContext,
  user: SignedInUser,
  habitId: string,
  requested: number,
  idempotencyKey?: string,
): Promise<CompleteResult> {
  const scope = `complete:${habitId}`;
  return ctx.database.db.transaction(async (tx) => {
    const {
      user: locked,
      now,
      today,
      habit,
      dayCount,
    } = await lockedHabit(ctx, tx, user.id, habitId);
    if (idempotencyKey) {
      const earlier = await gamificationRepo.findReply(tx, user.id, idempotencyKey);
      if (earlier) {
        if (earlier.scope !== scope) throw new AppError('CONFLICT', MESSAGES.idempotencyKeyReused);
        return earlier.body as CompleteResult;
      }
    }
    requireActive(habit);
    const outcome = await planned(tx, habit, today, dayCount, requested);
    if (outcome.kind === 'already-complete')
      throw new AppError('ALREADY_COMPLETE', MESSAGES.habitAlreadyComplete);

    await checkInRepo.writeDay(tx, {
      habitId: habit.id,
      userId: user.id,
      day: today,
      count: outcome.todayCount,
      target: habit.dailyTarget,
      now,
      streak: outcome.state,
    });
    const points = await checkInRepo.recordCheckIn(tx, {
      habitId: habit.id,
      userId: user.id,
      day: today,
      units: outcome.units,
      points: outcome.pointsEarned,
      now,
    });
    const settlement = await settleRewards(tx, {
      userId: user.id,
      timeZone: locked.timezone,
      today,
      now,
      bestCurrentStreak: outcome.streak.current,
      completedToday: outcome.streakIncremented,
      points,
    });
    const result = await resultOf(tx, habit, outcome.state, today, {
      streakIncremented: outcome.streakIncremented,
      pointsEarned: outcome.pointsEarned,
      ...settlement,
    });
    if (idempotencyKey) {
      await gamificationRepo.saveReply(tx, {
        userId: user.id,
        key: idempotencyKey,
        scope,
        status: 200,
        body: result,
        createdAt: now,
      });
    }
    return result;
  });
}

/** Undoes today's last check-in of a habit: its units and its points. Badges already earned stay. */
export async function undoCheckIn(
  ctx: ServiceContext,
  user: SignedInUser,
  habitId: string,
): Promise<CompleteResult> {
  return ctx.database.db.transaction(async (tx) => {
    const { now, today, habit, dayCount } = await lockedHabit(ctx, tx, user.id, habitId);
    requireActive(habit);
    const last = await checkInRepo.lastLiveCheckIn(tx, habit.id, today);
    if (!last) throw new AppError('NOTHING_TO_UNDO', MESSAGES.nothingToUndo);
    const count = dayCount - last.units;
    // NOTE: today is the open day of the kept state (a check-in made it so), so un-counting it
    // leaves the settled days as they were: exact, with no history read.
    const kept = await keptAfter(tx, habit, today, count >= habit.dailyTarget);
    await checkInRepo.writeDay(tx, {
      habitId: habit.id,
      userId: user.id,
      day: today,
      count,
      target: habit.dailyTarget,
      now,
      streak: kept,
    });
    const points = await checkInRepo.reverseCheckIn(tx, last, now);
    ctx.log.info({ event: 'check_in.undone', userId: user.id, habitId }, 'check-in undone');
    return resultOf(tx, habit, kept, today, {
      streakIncremented: false,
      pointsEarned: -last.points,
      bonuses: [],
      badges: [],
      weeklyChallenge: await currentChallenge(tx, user.id, today, now),
      points,
    });
  });
}

/** The reply: the habit as the list would show it now, and the totals the change left. */
async function resultOf(
  tx: Tx,
  habit: HabitRow,
  streak: StreakState,
  today: Day,
  parts: Omit<CompleteResult, 'habit' | 'progress'>,
): Promise<CompleteResult> {
  const [view] = await habitViews(tx, habit.userId, [repo.withStreak(habit, streak)], today);
  if (!view) throw new Error('habit has no view');
  return {
    habit: view,
    progress: { completed: view.today.completed, target: view.dailyTarget },
    ...parts,
  };
}
