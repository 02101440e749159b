import { addDays, keptDayPoints, localDay, MESSAGES, type Day } from '@streakwise/shared';
import type { Tx } from '../../db/client.js';
import type { HabitRow } from '../../db/schema.js';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import {
  lastClosedDay,
  payQuitDays,
  type KeptDayPay,
} from '../gamification/gamification.service.js';
import type { SignedInUser } from '../users/user-view.js';
import { lockUser, quitDayPeople, setQuitDaysThrough } from '../users/users.service.js';
import { judgeFreezes } from './freeze-judge.service.js';
import { fairHistories, fairStreakOf } from './habits.service.js';
import * as repo from './habits.repository.js';
import { keptAfter } from './kept-streak.js';
import * as quitRepo from './quit-days.repository.js';

/*
 * A quit habit's days are written ahead, and its kept days paid once their late window has closed
 * (docs/decisions/032-habit-kinds.md): on the person's next read of the list or the stats, and by
 * the scheduled pass (`runQuitDaysTick`) for the people who do not open the app. Both run behind
 * the user's lock, so a day is written and paid once; the bonus key makes the payment once anyway.
 */

/** What a settling leaves on the user row, for the request to go on with. */
type Settled = Pick<SignedInUser, 'quitDaysThrough' | 'points' | 'habitsVersion'>;

/** How many people the scheduled pass reads at a time. */
const BATCH = 200;

/**
 * Writes each active quit habit's missing days through the person's today, kept (no slip), and
 * keeps its streak: a day that has a row already (a slip wrote it) stays as it is, and the kept
 * streak follows only the days written here (kept-streak.ts `keptAfter`, which rebuilds the state
 * when a day lands before the open one). Returns how many rows were written.
 */
async function writeDays(tx: Tx, habits: readonly HabitRow[], today: Day, now: Date) {
  const owed: quitRepo.QuitDay[] = [];
  const moving = habits.filter(
    (h) => h.archivedAt === null && (h.quitWrittenThrough === null || h.quitWrittenThrough < today),
  );
  for (const habit of moving) {
    const from = habit.quitWrittenThrough ? addDays(habit.quitWrittenThrough, 1) : habit.createdOn;
    for (let day = from; day <= today; day = addDays(day, 1)) {
      owed.push({
        habitId: habit.id,
        userId: habit.userId,
        day,
        slipLimit: habit.slipLimit ?? 0,
      });
    }
  }
  const written = await quitRepo.insertQuitDays(tx, owed, now);
  for (const habit of moving) {
    const days = written
      .filter((w) => w.habitId === habit.id)
      .map((w) => w.day)
      .sort();
    let row = habit;
    for (const day of days) row = repo.withStreak(row, await keptAfter(tx, row, day, true));
    await quitRepo.markWritten(
      tx,
      habit.id,
      today,
      days.length > 0 ? repo.streakStateOf(row) : undefined,
    );
  }
  return written.length;
}

/**
 * Pays each active quit habit's kept days that ended after its paid mark, up to the last day whose
 * late window has closed (gamification/freezes.ts `lastClosedDay`): `keptDayPoints` of the
 * habit's streak that day, once. A protected day (a rest day, a vacation, a freeze) pays nothing,
 * nor does a day over the limit. Returns the points after, when anything was paid.
 */
export async function payKeptDays(
  tx: Tx,
  userId: string,
  habits: readonly HabitRow[],
  through: Day,
  now: Date,
): Promise<{ points: number; paid: number } | undefined> {
  const due = habits.filter(
    (h) => h.archivedAt === null && (h.quitPaidThrough ?? addDays(h.createdOn, -1)) < through,
  );
  if (due.length === 0) return undefined;
  const histories = await fairHistories(
    tx,
    userId,
    due.map((h) => h.id),
    through,
  );
  const pay: KeptDayPay[] = [];
  for (const habit of due) {
    const days = histories.get(habit.id);
    if (!days) continue;
    const done = new Set(days.done);
    const guarded = new Set(days.protectedDays);
    const from = habit.quitPaidThrough ? addDays(habit.quitPaidThrough, 1) : habit.createdOn;
    for (let day = from; day <= through; day = addDays(day, 1)) {
      if (!done.has(day) || guarded.has(day)) continue;
      const streak = fairStreakOf(habit, days, day).current;
      pay.push({ habitId: habit.id, day, points: keptDayPoints(streak) });
    }
  }
  const paid = await payQuitDays(tx, userId, pay, now);
  await quitRepo.markPaid(
    tx,
    due.map((h) => h.id),
    through,
  );
  return paid;
}

/**
 * Writes and pays what is owed to the locked user at `now`, and moves the user's mark (null once
 * they have no quit habit at all). Safe to repeat: a second run finds nothing to do.
 */
async function settle(tx: Tx, user: SignedInUser, now: Date) {
  const today = localDay(now, user.timezone);
  const habits = await quitRepo.quitHabits(tx, user.id);
  const written = await writeDays(tx, habits, today, now);
  const paid = await payKeptDays(tx, user.id, habits, lastClosedDay(now, user.timezone), now);
  const mark = habits.length === 0 ? null : today;
  if (mark === user.quitDaysThrough && written === 0 && !paid)
    return { row: user, written, paid: 0 };
  // The row as it now is: the points paid, and the list's version, which the rows written bumped
  // (docs/decisions/014-habit-list-cache.md), so a kept list is rebuilt.
  const row = await setQuitDaysThrough(tx, user.id, mark);
  if (!row) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  return { row, written, paid: paid?.paid ?? 0 };
}

/** One user's settling, in its own transaction behind the user's lock. */
async function settleUser(ctx: ServiceContext, userId: string): Promise<Settled | undefined> {
  const now = ctx.clock.now();
  const done = await ctx.database.db.transaction(async (tx) => {
    const locked = await lockUser(tx, userId);
    if (!locked || locked.quitDaysThrough === null) return undefined;
    return settle(tx, locked, now);
  });
  if (done && (done.written > 0 || done.paid > 0)) {
    ctx.log.info(
      { event: 'quit_days.settled', userId, written: done.written, paid: done.paid },
      'quit days written and paid',
    );
  }
  return done?.row;
}

/**
 * On the person's read: their quit habits' days through today, and the kept days whose window
 * closed, paid. NOTE: no statement at all unless the signed-in row's mark is before today, the
 * common case of every read (the row was read with the session).
 */
export async function writeQuitDays(
  ctx: ServiceContext,
  user: SignedInUser,
): Promise<SignedInUser> {
  const mark = user.quitDaysThrough;
  if (mark === null || mark >= localDay(ctx.clock.now(), user.timezone)) return user;
  const row = await settleUser(ctx, user.id);
  return row ? { ...user, ...row } : user;
}

/**
 * What a read of the list or the stats settles first: the quit days, then the held freezes, since a
 * quit day over its limit is a missed day a freeze may cover (passed to gamification by app.ts).
 */
export async function settleReads(ctx: ServiceContext, user: SignedInUser): Promise<SignedInUser> {
  return judgeFreezes(ctx, await writeQuitDays(ctx, user));
}

/**
 * The scheduled pass (jobs/ticks.ts): every person with quit habits whose day has moved or whose
 * kept day's window has closed, a batch of people at a time, each in its own transaction. One
 * person's failure is logged and the pass goes on; the next pass retries.
 */
export async function runQuitDaysTick(
  ctx: ServiceContext,
): Promise<{ settled: number; failed: number }> {
  const summary = { settled: 0, failed: 0 };
  let after: string | null = null;
  for (;;) {
    const people = await quitDayPeople(ctx.database.db, after, BATCH);
    if (people.length === 0) break;
    const marks = await quitRepo.paidMarks(
      ctx.database.db,
      people.map((p) => p.id),
    );
    for (const person of people) {
      try {
        const now = ctx.clock.now();
        const paid = marks.get(person.id);
        const owed =
          person.quitDaysThrough < localDay(now, person.timezone) ||
          (paid !== undefined && paid < lastClosedDay(now, person.timezone));
        if (!owed) continue;
        await settleUser(ctx, person.id);
        summary.settled += 1;
      } catch (err) {
        summary.failed += 1;
        // NOTE: only the error's type: a database error's message can quote the values.
        ctx.log.warn(
          {
            event: 'quit_days.failed',
            userId: person.id,
            error: err instanceof Error ? err.name : 'unknown',
          },
          'quit days not settled; a later pass retries',
        );
      }
    }
    after = people[people.length - 1]?.id ?? null;
    if (people.length < BATCH) break;
  }
  return summary;
}
