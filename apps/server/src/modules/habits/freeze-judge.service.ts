import {
  addDays,
  MESSAGES,
  planFreezes,
  weekStart,
  type Day,
  type FairHistory,
} from '@streakwise/shared';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import { lastClosedDay, recordFreezeUses } from '../gamification/gamification.service.js';
import type { SignedInUser } from '../users/user-view.js';
import { lockSignedInUser, setFreezes } from '../users/users.service.js';
import { protectedDays } from './day-protections.repository.js';
import * as repo from './freeze-judge.repository.js';

/*
 * Held streak freezes are used on their own, on the person's next read of the habit list or the
 * stats once a missed day has closed (docs/decisions/017-fair-streaks.md, "Freezes"). Which days,
 * `planFreezes` (packages/shared/src/domain/fair-streak.ts) decides per habit; this file shares
 * the freezes held among the habits, and writes the outcome.
 */

/** One habit's history, for a plan; the habits come oldest first. */
export interface FreezeHistory extends FairHistory {
  habitId: string;
}

/** A day a freeze covers, of one habit. */
export interface FreezeUse {
  habitId: string;
  day: Day;
}

/**
 * Shares `held` freezes among habits over the days [`from`, `through`]: the earliest missed day is
 * covered first, and on the same day the oldest habit (`habits` come oldest first). One cover is
 * decided at a time, with the covers chosen so far counted as protected days, so each decision
 * rests on the past alone, as a judging every morning would make it: a freeze spent on a day is
 * not taken back because the habit missed the next day too. A weekly habit's short week is
 * covered whole or not at all (`planFreezes`), and takes its place on the week's Sunday, the day
 * it closes.
 */
export function shareFreezes(
  habits: readonly FreezeHistory[],
  held: number,
  from: Day,
  through: Day,
): FreezeUse[] {
  const covered = new Map<string, Day[]>();
  const uses: FreezeUse[] = [];
  let left = held;
  while (left > 0) {
    let next: { habitId: string; days: Day[]; on: Day } | undefined;
    for (const habit of habits) {
      const planned = planFreezes({
        ...habit,
        protectedDays: [...habit.protectedDays, ...(covered.get(habit.habitId) ?? [])],
        held: left,
        from,
        through,
      });
      const first = planned[0];
      if (first === undefined) continue;
      const week = habit.schedule.kind === 'weekly' ? weekStart(first) : undefined;
      const days = week === undefined ? [first] : planned.filter((d) => weekStart(d) === week);
      const on = week === undefined ? first : addDays(week, 6);
      // Strictly earlier only: on the same day the older habit, met first, keeps its place.
      if (next === undefined || on < next.on) next = { habitId: habit.habitId, days, on };
    }
    if (next === undefined) break;
    covered.set(next.habitId, [...(covered.get(next.habitId) ?? []), ...next.days]);
    for (const day of next.days) uses.push({ habitId: next.habitId, day });
    left -= next.days.length;
  }
  return uses;
}

/**
 * Judges the held freezes against the days closed since the last judging, and returns the user as
 * the row now is: the freezes left, the new mark and the habit list's version, which a freeze's
 * protection bumps (so a kept list is rebuilt: docs/decisions/014-habit-list-cache.md).
 *
 * NOTE: it sends no statement at all unless a freeze is held and a day closed since the mark: the
 * signed-in user's row (one statement, already read) says so. That is the common case of every
 * read of the list and the stats.
 */
export async function judgeFreezes(ctx: ServiceContext, user: SignedInUser): Promise<SignedInUser> {
  const now = ctx.clock.now();
  if (!hasWork(user.freezesHeld, user.freezesJudgedThrough, lastClosedDay(now, user.timezone))) {
    return user;
  }
  const judged = await ctx.database.db.transaction(async (tx) => {
    const locked = await lockSignedInUser(tx, user.id);
    const held = locked.freezesHeld;
    const mark = locked.freezesJudgedThrough;
    const through = lastClosedDay(now, locked.timezone);
    // Another request may have judged while this one waited for the lock.
    if (!hasWork(held, mark, through)) return { row: locked, uses: [] };
    // Without a mark (a purchase always sets one), only the last closed day is judged.
    const from = mark === null ? through : addDays(mark, 1);
    const candidates = await repo.freezeCandidates(tx, user.id, through);
    const guarded = await protectedDays(tx, user.id, {
      habitIds: candidates.map((c) => c.habitId),
      to: through,
    });
    const guardedBy = new Map<string, Day[]>();
    for (const { habitId, day } of guarded) {
      const days = guardedBy.get(habitId);
      if (days) days.push(day);
      else guardedBy.set(habitId, [day]);
    }
    const histories = candidates.map((c): FreezeHistory => ({
      ...c,
      protectedDays: guardedBy.get(c.habitId) ?? [],
    }));
    const uses = shareFreezes(histories, held, from, through);
    await repo.insertFreezeProtections(tx, user.id, uses, now);
    await recordFreezeUses(tx, user.id, uses, now);
    const row = await setFreezes(tx, user.id, {
      held: held - uses.length,
      judgedThrough: through,
    });
    if (!row) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
    return { row, uses };
  });
  for (const use of judged.uses) {
    ctx.log.info(
      { event: 'freeze.used', userId: user.id, habitId: use.habitId },
      'streak freeze used',
    );
  }
  return {
    ...user,
    freezesHeld: judged.row.freezesHeld,
    freezesJudgedThrough: judged.row.freezesJudgedThrough,
    habitsVersion: judged.row.habitsVersion,
  };
}

/** Whether a freeze is held and a day closed that was not judged yet. */
function hasWork(held: number, mark: Day | null, through: Day): boolean {
  return held > 0 && (mark === null || through > mark);
}
