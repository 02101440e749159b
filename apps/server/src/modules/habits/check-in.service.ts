import {
  canLogDay,
  localDay,
  MESSAGES,
  type CompleteHabitRequest,
  type CompleteResult,
  type Day,
  type StreakState,
} from '@streakwise/shared';
import type { Tx } from '../../db/client.js';
import type { HabitRow } from '../../db/schema.js';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import {
  checkInFacts,
  payCheckIn,
  type CheckInFacts,
} from '../gamification/gamification.service.js';
import { storedReply, storeReply } from '../idempotency/idempotency.service.js';
import type { SignedInUser } from '../users/user-view.js';
import { lockSignedInUser } from '../users/users.service.js';
import { requireActive } from './habit-edits.service.js';
import { readWindowStart, viewAt, type ViewAt } from './habit-strength.js';
import { planEntry } from './check-in-plan.js';
import { challengeDays, checkInEntry } from './habit-kinds.js';
import { habitViews, type HabitDays } from './habits.service.js';
import * as checkInRepo from './check-in.repository.js';
import * as repo from './habits.repository.js';
import type { DayCount, ListedHabit } from './habits.repository.js';

/*
 * Check-in (docs/decisions/003-habits-and-gamification.md), and the parts the undo shares with it
 * (undo.service.ts): each one transaction behind the user's row lock that reads every thing once:
 * the lock, the habit with today's count, the saved reply. The streak comes from the habit's kept
 * state, so no history is read, and the reply is built from what the transaction already holds
 * (docs/decisions/012-streak-state.md).
 */

/** The user's row lock, then the habit and its count on `date` (today without one). */
export async function lockedHabit(
  ctx: ServiceContext,
  tx: Tx,
  userId: string,
  habitId: string,
  date?: Day,
) {
  const user = await lockSignedInUser(tx, userId);
  const now = ctx.clock.now();
  const today = localDay(now, user.timezone);
  const day = date ?? today;
  // The window of the reply's view and of its strength (habit-strength.ts).
  const since = readWindowStart(today);
  const found = await checkInRepo.findHabitOnDay(tx, userId, habitId, day, since);
  if (!found) throw new AppError('NOT_FOUND', MESSAGES.habitNotFound);
  return { user, now, today, day, since, ...found };
}

/**
 * A check-in's or an undo's transaction: the lock and the habit (`lockedHabit`), then under an
 * Idempotency-Key the first reply for a retry, else `write`'s reply, saved for the next retry.
 */
export async function keyedHabitWrite(
  ctx: ServiceContext,
  request: { userId: string; habitId: string; date?: Day | undefined },
  keyed: { key: string | undefined; scope: string },
  write: (tx: Tx, locked: Awaited<ReturnType<typeof lockedHabit>>) => Promise<CompleteResult>,
): Promise<CompleteResult> {
  const { userId, habitId, date } = request;
  return ctx.database.db.transaction(async (tx) => {
    const locked = await lockedHabit(ctx, tx, userId, habitId, date);
    const reply = { userId, ...keyed };
    const earlier = await storedReply<CompleteResult>(tx, reply);
    if (earlier) return earlier;
    const result = await write(tx, locked);
    await storeReply(tx, reply, result, locked.now);
    return result;
  });
}

/**
 * The reply's window after a write of `change.day`, as the write left it (a count of 0 deletes the
 * row, except a quit day's), from the rows read before it: the reply reads them no second time.
 */
export function windowAfter(recent: readonly DayCount[], change: DayCount, since: Day): DayCount[] {
  const others = recent.filter((row) => row.day !== change.day);
  if (checkInRepo.leavesNoRow(change) || change.day < since) return others;
  return [...others, change].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

/**
 * Today is always open; yesterday until the cut-off, and only for a habit that existed then (a
 * habit created today has no yesterday). Anything else is read-only.
 * NOTE: a habit created "tomorrow" (its day in a zone further east) still takes today's check-ins.
 */
function requireOpenDay(habit: HabitRow, day: Day, now: Date, timeZone: string): void {
  const window = canLogDay(day, now, timeZone);
  if (window === 'closed' || (window === 'yesterday' && day < habit.createdOn)) {
    throw new AppError('DAY_CLOSED', MESSAGES.dayClosed);
  }
}

/**
 * A check-in: progress, the check-in record, its ledger entry, bonuses and badges. `date` may name
 * yesterday until the cut-off (a late check-in: written, streaked, paid and judged for its week as
 * yesterday's); the reply is as of today either way. With an Idempotency-Key, a retry gets the first
 * reply and changes nothing, even past the cut-off. POST /api/push/done comes here too.
 */
export async function completeHabit(
  ctx: ServiceContext,
  // Its id only: a notification's "Done" action (push module) checks in with no session.
  user: Pick<SignedInUser, 'id'>,
  habitId: string,
  request: Pick<CompleteHabitRequest, 'count' | 'amount'>,
  idempotencyKey?: string,
  date?: Day,
): Promise<CompleteResult> {
  // The scope names the day as the request named it: a key used for today's check-in and then for
  // yesterday's is a 409, never a replay of the other; a request without `date` keeps the scope it
  // always had, so a retry sent just after midnight still gets its first reply.
  const scope = date === undefined ? `complete:${habitId}` : `complete:${habitId}:${date}`;
  const ids = { userId: user.id, habitId, date };
  return keyedHabitWrite(ctx, ids, { key: idempotencyKey, scope }, async (tx, found) => {
    const { user: locked, now, today, day, since, habit, stored, recent } = found;
    requireOpenDay(habit, day, now, locked.timezone);
    requireActive(habit);
    // The entry per kind (docs/decisions/032-habit-kinds.md); a day keeps the target it was given
    // (decision 005), a day without a row takes the habit's.
    const entry = checkInEntry(habit, stored, request);
    const outcome = await planEntry(tx, habit, entry, day, today);
    const dayRow = { habitId: habit.id, day, ...entry.row };
    const written = await checkInRepo.writeCheckIn<CheckInFacts>(
      tx,
      {
        ...dayRow,
        userId: user.id,
        now,
        streak: outcome.state,
        units: entry.units,
        points: outcome.pointsEarned,
      },
      checkInFacts(user.id, today, day),
    );
    const settlement = await payCheckIn(tx, {
      userId: user.id,
      timeZone: locked.timezone,
      today,
      day,
      now,
      bestCurrentStreak: outcome.streakNow.current,
      // The day reached its target, counted toward the streak or not (a day not due).
      completedDay: !entry.doneBefore && entry.doneAfter,
      points: written.points,
      days: challengeDays(habit.kind, entry),
      factsBefore: written.facts,
      weekOfHabits: (monday, sunday) => repo.weekOfHabits(tx, user.id, monday, sunday),
    });
    return resultOf(
      tx,
      habit,
      outcome.state,
      viewAt(now, locked),
      {
        streakIncremented: outcome.streakIncremented,
        pointsEarned: outcome.pointsEarned,
        ...settlement,
      },
      {
        recent: windowAfter(recent, dayRow, since),
        ...(outcome.days ? { known: new Map([[habit.id, outcome.days]]) } : {}),
      },
    );
  });
}

/**
 * The reply: the habit as the list would show it now, and the totals the change left. `read` is
 * what the transaction holds already: the window's rows after the write, and the habit's history
 * when the check-in has read it (a fair habit).
 */
async function resultOf(
  tx: Tx,
  habit: ListedHabit,
  streak: StreakState,
  at: ViewAt,
  parts: Omit<CompleteResult, 'habit' | 'progress'>,
  read: { known?: ReadonlyMap<string, HabitDays>; recent: readonly DayCount[] },
): Promise<CompleteResult> {
  return { ...(await viewAfter(tx, habit, streak, at, read)), ...parts };
}

/** The habit of a reply as the list would show it now, and its day's progress. */
export async function viewAfter(
  tx: Tx,
  habit: ListedHabit,
  streak: StreakState,
  at: ViewAt,
  read: { known?: ReadonlyMap<string, HabitDays>; recent: readonly DayCount[] },
): Promise<Pick<CompleteResult, 'habit' | 'progress'>> {
  const rows = [repo.withStreak(habit, streak)];
  const [view] = await habitViews(tx, habit.userId, rows, at, undefined, read);
  if (!view) throw new Error('habit has no view');
  return { habit: view, progress: { completed: view.today.completed, target: view.today.target } };
}
