import {
  canLogDay,
  HABIT_DAY_MESSAGES,
  HABIT_KIND_MESSAGES,
  MESSAGES,
  type Day,
  type HabitDay,
  type HabitDayList,
  type SetHabitDayRequest,
  type SetHabitDayResult,
} from '@streakwise/shared';
import type { HabitRow } from '../../db/schema.js';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { SignedInUser } from '../users/user-view.js';
import { completeHabit, lockedHabit, viewAfter } from './check-in.service.js';
import * as checkInRepo from './check-in.repository.js';
import { requireActive } from './habit-edits.service.js';
import { setDayRow, shownCount, shownTarget } from './habit-kinds.js';
import { viewAt } from './habit-strength.js';
import * as daysRepo from './habit-days.repository.js';
import * as repo from './habits.repository.js';
import { keptAfter } from './kept-streak.js';
import { undoCheckIn } from './undo.service.js';

/*
 * PUT /api/habits/:id/days/:date (docs/decisions/031-past-days-and-notes.md). A day still open
 * (today, and yesterday until the cut-off) moves to the count asked by ordinary check-ins and
 * undos, with their points; an older day is a correction: its count, the streak and the rates
 * change, the points, badges and challenges do not. A note is stored on any day. Setting a day to
 * what it already is changes nothing, so the PUT is safe to repeat. The value is the person's
 * number for the habit's kind (docs/decisions/032-habit-kinds.md): check-ins (`count`), a
 * measure's total (`amount`), a quit habit's slips (`count`).
 */

type Change =
  | { kind: 'none' }
  | {
      kind: 'open';
      habitKind: HabitRow['kind'];
      from: number;
      to: number;
      window: 'today' | 'yesterday';
    };

/** The day's checks, its note and (for a closed day) its correction: one transaction. */
async function writeUnderLock(
  ctx: ServiceContext,
  user: SignedInUser,
  habitId: string,
  date: Day,
  body: SetHabitDayRequest,
): Promise<Change> {
  return ctx.database.db.transaction(async (tx) => {
    const locked = await lockedHabit(ctx, tx, user.id, habitId, date);
    const { habit, now, today, stored: day } = locked;
    if (date > today) throw new AppError('CONFLICT', HABIT_DAY_MESSAGES.future);
    if (date < habit.createdOn && date !== today) {
      throw new AppError('CONFLICT', HABIT_DAY_MESSAGES.beforeHabit);
    }
    requireActive(habit);
    const { note } = body;
    const count = valueOf(habit, body, day.target ?? habit.dailyTarget);
    // A quit day without a row (not written yet) is set by any count, 0 included: kept.
    const current =
      habit.kind === 'quit' && day.target === null ? null : shownCount(habit.kind, day);
    const window = canLogDay(date, now, locked.user.timezone);
    if (count !== undefined && window === 'yesterday' && count < (current ?? 0)) {
      throw new AppError('CONFLICT', HABIT_DAY_MESSAGES.yesterdayLower);
    }
    if (note !== undefined) {
      await daysRepo.writeNote(tx, {
        habitId,
        userId: user.id,
        day: date,
        note: note || null,
        now,
      });
    }
    if (count === undefined || count === current) return { kind: 'none' };
    if (window !== 'closed')
      return { kind: 'open', habitKind: habit.kind, from: current ?? 0, to: count, window };
    const row = setDayRow(habit, day, count);
    const streak = await keptAfter(tx, habit, date, row.count >= row.target);
    await daysRepo.writeCorrection(tx, {
      habitId,
      userId: user.id,
      day: date,
      ...row,
      now,
      streak,
    });
    ctx.log.info({ event: 'habit_day.corrected', userId: user.id, habitId }, 'day corrected');
    return { kind: 'none' };
  });
}

/**
 * The day's value a PUT asks for, in the person's numbers: a measure takes `amount`, the other
 * kinds `count` (a count habit's at most the day's target). A field of another kind is 400.
 */
function valueOf(habit: HabitRow, body: SetHabitDayRequest, target: number): number | undefined {
  const refuse = (field: string, message: string) =>
    new AppError('VALIDATION', message, { [field]: message });
  if (habit.kind === 'measure') {
    if (body.count !== undefined) throw refuse('count', HABIT_KIND_MESSAGES.amountNeeded);
    return body.amount;
  }
  if (body.amount !== undefined) throw refuse('amount', HABIT_KIND_MESSAGES.amountRefused);
  if (habit.kind === 'count' && body.count !== undefined && body.count > target) {
    throw refuse('count', HABIT_DAY_MESSAGES.countOverTarget(target));
  }
  return body.count;
}

/**
 * Moves an open day to `to` through the check-in and the undo, each under an Idempotency-Key
 * made from the day's check-ins so far: two copies of one PUT sent at once make one change.
 */
async function moveOpenDay(
  ctx: ServiceContext,
  user: SignedInUser,
  habitId: string,
  date: Day,
  change: Extract<Change, { kind: 'open' }>,
): Promise<void> {
  const { db } = ctx.database;
  const countNow = async () => {
    const [stored] = await daysRepo.storedDays(db, habitId, date, date);
    return stored ? shownCount(change.habitKind, stored) : 0;
  };
  // NOTE: each undo is keyed by the check-in it takes back, and the count read afresh after it,
  // so a copy of this PUT running alongside never takes back one check-in too many.
  let count = change.from;
  while (count > change.to) {
    const last = await checkInRepo.lastLiveCheckIn(db, habitId, date);
    if (!last) break;
    await undoCheckIn(ctx, user, habitId, `day-set:undo:${last.id}`);
    count = await countNow();
  }
  if (count < change.to) {
    const made = await daysRepo.checkInsMade(db, habitId, date);
    const key = `day-set:${date}:${made}:${change.to}`;
    const more = change.to - count;
    await completeHabit(
      ctx,
      user,
      habitId,
      // NOTE: in hundredths and back, so 0.1 + 0.2 is not 0.30000000000000004.
      change.habitKind === 'measure' ? { amount: Math.round(more * 100) / 100 } : { count: more },
      key,
      change.window === 'today' ? undefined : date,
    );
  }
}

/** The day as it stands now, and the habit as the list shows it. */
async function current(
  ctx: ServiceContext,
  user: SignedInUser,
  habitId: string,
  date: Day,
): Promise<SetHabitDayResult> {
  return ctx.database.db.transaction(async (tx) => {
    const locked = await lockedHabit(ctx, tx, user.id, habitId, date);
    const { habit, now, recent } = locked;
    const [stored] = await daysRepo.storedDays(tx, habitId, date, date);
    const at = viewAt(now, locked.user);
    const view = await viewAfter(tx, habit, repo.streakStateOf(habit), at, { recent });
    return {
      day: dayOf(habit, stored, date, locked.stored.target ?? habit.dailyTarget),
      habit: view.habit,
    };
  });
}

/** A day in the person's numbers: a measure's amounts, a quit habit's slips of its limit. */
function dayOf(
  habit: HabitRow,
  stored: daysRepo.StoredDay | undefined,
  date: Day,
  target: number,
): HabitDay {
  return {
    date,
    count: shownCount(habit.kind, { count: stored?.count ?? 0, slips: stored?.slips ?? null }),
    target: shownTarget(habit.kind, {
      target: stored?.target ?? target,
      slipLimit: stored?.slipLimit ?? habit.slipLimit,
    }),
    note: stored?.note ?? null,
    corrected: stored?.corrected ?? false,
  };
}

export async function setHabitDay(
  ctx: ServiceContext,
  user: SignedInUser,
  habitId: string,
  date: Day,
  body: SetHabitDayRequest,
): Promise<SetHabitDayResult> {
  const change = await writeUnderLock(ctx, user, habitId, date, body);
  if (change.kind === 'open') await moveOpenDay(ctx, user, habitId, date, change);
  return current(ctx, user, habitId, date);
}

/** GET /api/habits/:id/days: the days of [from, to] with a count, a note or a correction. */
export async function listHabitDays(
  ctx: ServiceContext,
  user: SignedInUser,
  habitId: string,
  range: { from: Day; to: Day },
): Promise<HabitDayList> {
  const { db } = ctx.database;
  const habit = await repo.findHabit(db, user.id, habitId);
  if (!habit) throw new AppError('NOT_FOUND', MESSAGES.habitNotFound);
  const stored = await daysRepo.storedDays(db, habitId, range.from, range.to);
  return { days: stored.map((s) => dayOf(habit, s, s.day, habit.dailyTarget)) };
}
