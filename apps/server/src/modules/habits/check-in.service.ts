import { MESSAGES, planCheckIn, type CompleteResult } from '@streakwise/shared';
import type { Tx } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import * as gamificationRepo from '../gamification/gamification.repository.js';
import { currentChallenge, settleRewards } from '../gamification/rewards.js';
import { requireActive } from './habit-edits.service.js';
import { habitViews, todayFor } from './habits.service.js';
import * as repo from './habits.repository.js';

async function lockedHabit(tx: Tx, userId: string, habitId: string) {
  const user = await repo.lockUser(tx, userId);
  if (!user) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  const habit = await repo.findHabit(tx, userId, habitId);
  if (!habit) throw new AppError('NOT_FOUND', MESSAGES.habitNotFound);
  return { user, habit };
}

/**
 * A check-in, all in one transaction behind the user's row lock: progress, the check-in record,
 * its ledger entry, bonuses and badges. With an Idempotency-Key, a retry gets the first reply
 * and changes nothing.
 */
export async function completeHabit(
  ctx: ServiceContext,
  user: UserRow,
  habitId: string,
  requested: number,
  idempotencyKey?: string,
): Promise<CompleteResult> {
  const scope = `complete:${habitId}`;
  return ctx.database.db.transaction(async (tx) => {
    const { user: locked, habit } = await lockedHabit(tx, user.id, habitId);
    if (idempotencyKey) {
      const earlier = await gamificationRepo.findReply(tx, user.id, idempotencyKey);
      if (earlier) {
        if (earlier.scope !== scope) throw new AppError('CONFLICT', MESSAGES.idempotencyKeyReused);
        return earlier.body as CompleteResult;
      }
    }
    requireActive(habit);
    const now = ctx.clock.now();
    const today = todayFor(ctx, locked);
    const todayRows = await repo.completionsBetween(tx, user.id, today, today, habit.id);
    const counted = await repo.countedDays(tx, user.id, habit.id);
    const outcome = planCheckIn(
      {
        dailyTarget: habit.dailyTarget,
        todayCount: todayRows[0]?.count ?? 0,
        countedDays: counted.map((c) => c.day),
        today,
      },
      requested,
    );
    if (outcome.kind === 'already-complete')
      throw new AppError('ALREADY_COMPLETE', MESSAGES.habitAlreadyComplete);

    await repo.setCompletion(tx, {
      habitId: habit.id,
      userId: user.id,
      day: today,
      count: outcome.todayCount,
      target: habit.dailyTarget,
      now,
    });
    const checkIn = await repo.insertCheckIn(tx, {
      habitId: habit.id,
      userId: user.id,
      day: today,
      units: outcome.units,
      points: outcome.pointsEarned,
      createdAt: now,
    });
    await gamificationRepo.addPoints(tx, {
      userId: user.id,
      habitId: habit.id,
      checkInId: checkIn.id,
      reason: 'check-in',
      amount: outcome.pointsEarned,
      day: today,
      createdAt: now,
    });
    const settlement = await settleRewards(tx, {
      userId: user.id,
      timeZone: locked.timezone,
      today,
      now,
      bestCurrentStreak: outcome.streak.current,
      completedToday: outcome.streakIncremented,
    });
    const result = await resultOf(tx, user.id, habit.id, today, {
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
  user: UserRow,
  habitId: string,
): Promise<CompleteResult> {
  return ctx.database.db.transaction(async (tx) => {
    const { user: locked, habit } = await lockedHabit(tx, user.id, habitId);
    requireActive(habit);
    const now = ctx.clock.now();
    const today = todayFor(ctx, locked);
    const last = await repo.lastLiveCheckIn(tx, habit.id, today);
    if (!last) throw new AppError('NOTHING_TO_UNDO', MESSAGES.nothingToUndo);
    const [todayRow] = await repo.completionsBetween(tx, user.id, today, today, habit.id);
    await repo.markUndone(tx, last.id, now);
    await repo.setCompletion(tx, {
      habitId: habit.id,
      userId: user.id,
      day: today,
      count: (todayRow?.count ?? 0) - last.units,
      target: habit.dailyTarget,
      now,
    });
    await gamificationRepo.addPoints(tx, {
      userId: user.id,
      habitId: habit.id,
      checkInId: last.id,
      reason: 'undo',
      amount: -last.points,
      day: today,
      createdAt: now,
    });
    ctx.log.info({ event: 'check_in.undone', userId: user.id, habitId }, 'check-in undone');
    return resultOf(tx, user.id, habit.id, today, {
      streakIncremented: false,
      pointsEarned: -last.points,
      bonuses: [],
      badges: [],
      weeklyChallenge: await currentChallenge(tx, user.id, today, now),
    });
  });
}

async function resultOf(
  tx: Tx,
  userId: string,
  habitId: string,
  today: string,
  parts: Pick<
    CompleteResult,
    'streakIncremented' | 'pointsEarned' | 'bonuses' | 'badges' | 'weeklyChallenge'
  >,
): Promise<CompleteResult> {
  const habit = await repo.findHabit(tx, userId, habitId);
  if (!habit) throw new Error('habit vanished inside its own transaction');
  const points = await repo.userPoints(tx, userId);
  const [view] = await habitViews(tx, userId, [habit], today);
  if (!view) throw new Error('habit has no view');
  return {
    habit: view,
    points,
    progress: { completed: view.today.completed, target: view.dailyTarget },
    ...parts,
  };
}
