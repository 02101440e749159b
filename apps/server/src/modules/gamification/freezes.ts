import {
  addDays,
  canLogDay,
  FREEZE_PRICE,
  localDay,
  MAX_FREEZES,
  MESSAGES,
  type BuyFreezeResult,
  type Day,
  type FreezeUse,
  type Freezes,
} from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import { storedReply, storeReply } from '../idempotency/idempotency.service.js';
import type { SignedInUser } from '../users/user-view.js';
import { lockSignedInUser } from '../users/users.service.js';
import * as repo from './gamification.repository.js';

/*
 * Streak freezes (docs/decisions/017-fair-streaks.md, "Freezes"): bought here for points, shown in
 * the stats, and used by the habits module (habits/freeze-judge.service.ts), which records each use
 * in the ledger through `recordFreezeUses`.
 */

/** Freezes used on missed days, put in the ledger at 0 points each (the total does not move). */
export function recordFreezeUses(
  tx: Queryable,
  userId: string,
  uses: readonly { habitId: string; day: string }[],
  now: Date,
): Promise<void> {
  return repo.recordFreezeUses(tx, userId, uses, now);
}

/** How far back the stats list the freezes used, for the dashboard's "streak saved" notice. */
const RECENT_USES_MS = 14 * 86_400_000;

/**
 * The last day no check-in can land on any more, whose misses a freeze may cover: yesterday once
 * late logging has ended (10:00 local, `canLogDay`, docs/decisions/015-late-logging.md), else the
 * day before yesterday.
 */
export function lastClosedDay(now: Date, timeZone: string): Day {
  const yesterday = addDays(localDay(now, timeZone), -1);
  return canLogDay(yesterday, now, timeZone) === 'closed' ? yesterday : addDays(yesterday, -1);
}

/**
 * The stats' `freezes`. A person who never bought a freeze has no judging mark and so no use to
 * show (the first purchase sets the mark), which spares the common stats read a statement.
 */
export async function freezeStats(
  db: Queryable,
  user: Pick<SignedInUser, 'id' | 'freezesHeld' | 'freezesJudgedThrough'>,
  now: Date,
): Promise<Freezes> {
  const uses = user.freezesJudgedThrough === null ? [] : await recentUses(db, user.id, now);
  return freezesOf(user.freezesHeld, uses);
}

const recentUses = (db: Queryable, userId: string, now: Date) =>
  repo.recentFreezeUses(db, userId, new Date(now.getTime() - RECENT_USES_MS));

function freezesOf(
  held: number,
  uses: readonly { habitId: string; habitName: string; day: Day; usedAt: Date }[],
): Freezes {
  return {
    held,
    max: MAX_FREEZES,
    price: FREEZE_PRICE,
    recentUses: uses.map((use): FreezeUse => ({
      habitId: use.habitId,
      habitName: use.habitName,
      date: use.day,
      usedAt: use.usedAt.toISOString(),
    })),
  };
}

/**
 * POST /api/gamification/freezes: one freeze for FREEZE_PRICE points, in one transaction behind
 * the user's lock, so two purchases at once cannot both pass the checks. Holding MAX_FREEZES is
 * FREEZE_LIMIT and too few points NOT_ENOUGH_POINTS, with nothing changed. With an
 * Idempotency-Key, a retry gets the first reply and buys nothing more.
 */
export async function buyFreeze(
  ctx: ServiceContext,
  user: SignedInUser,
  idempotencyKey?: string,
): Promise<BuyFreezeResult> {
  const scope = 'freezes:buy';
  const { result, bought } = await ctx.database.db.transaction(async (tx) => {
    const locked = await lockSignedInUser(tx, user.id);
    const keyed = { userId: user.id, key: idempotencyKey, scope };
    const earlier = await storedReply<BuyFreezeResult>(tx, keyed);
    if (earlier) return { result: earlier, bought: false };
    if (locked.freezesHeld >= MAX_FREEZES) {
      throw new AppError('FREEZE_LIMIT', MESSAGES.freezeLimit);
    }
    if (locked.points < FREEZE_PRICE) {
      throw new AppError('NOT_ENOUGH_POINTS', MESSAGES.notEnoughPoints(FREEZE_PRICE));
    }
    const now = ctx.clock.now();
    const after = await repo.buyFreeze(tx, {
      userId: user.id,
      price: FREEZE_PRICE,
      day: localDay(now, locked.timezone),
      lastClosed: lastClosedDay(now, locked.timezone),
      now,
    });
    const reply: BuyFreezeResult = {
      points: after.points,
      freezes: freezesOf(after.freezesHeld, await recentUses(tx, user.id, now)),
    };
    await storeReply(tx, keyed, reply, now);
    return { result: reply, bought: true };
  });
  if (bought) ctx.log.info({ event: 'freeze.bought', userId: user.id }, 'streak freeze bought');
  return result;
}
