import {
  addDays,
  DEFAULT_HABIT_COLOR,
  DEFAULT_HABIT_ICON,
  HABIT_KIND_MESSAGES,
  HABIT_REMINDER_MESSAGES,
  isExpired,
  kindFieldIssues,
  MESSAGES,
  type Day,
  type Habit,
  type UpdateHabitRequest,
  storedSchedule,
} from '@streakwise/shared';
import type { Tx } from '../../db/client.js';
import type { HabitRow } from '../../db/schema.js';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import { listedCategory } from '../categories/habit-category.js';
import type { SignedInUser } from '../users/user-view.js';
import { lockSignedInUser, startQuitDays } from '../users/users.service.js';
import * as edits from './habit-edits.repository.js';
import { kindChanges } from './habit-kinds.js';
import { reminderColumns } from './habit-reminder.js';
import { HABIT_MESSAGES } from './habit-messages.js';
import { lastPosition } from './habit-order.js';
import { viewAt } from './habit-strength.js';
import { habitViews, requireRoomForHabit, todayFor } from './habits.service.js';
import * as repo from './habits.repository.js';
import type { ListedHabit } from './habits.repository.js';
import { keptAfter } from './kept-streak.js';
import { insertQuitDays } from './quit-days.repository.js';

/*
 * Editing, archiving and restoring a habit (docs/decisions/005-editing-and-archiving-habits.md).
 * Each runs behind the user's row lock, in line with check-ins and the plan's habit limit.
 */

/** `edit` in one transaction, behind the user's row lock, given the habit the request names. */
async function editLocked(
  ctx: ServiceContext,
  userId: string,
  habitId: string,
  edit: (tx: Tx, locked: SignedInUser, habit: ListedHabit) => Promise<Habit>,
): Promise<Habit> {
  return ctx.database.db.transaction(async (tx) => {
    const locked = await lockSignedInUser(tx, userId);
    // NOTE: another user's habit is a 404 too, so ids reveal nothing.
    const habit = await repo.findHabit(tx, userId, habitId);
    if (!habit) throw new AppError('NOT_FOUND', MESSAGES.habitNotFound);
    return edit(tx, locked, habit);
  });
}

/** Writes the changes; a habit gone meanwhile is a 404. */
async function savedHabit(
  tx: Tx,
  userId: string,
  habitId: string,
  changes: Parameters<typeof edits.updateHabit>[3],
) {
  const row = await edits.updateHabit(tx, userId, habitId, changes);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.habitNotFound);
  return row;
}

/** A new icon or colour; the defaults or the habit's current look are not a choice. */
function changesLook(input: UpdateHabitRequest, habit: HabitRow): boolean {
  const picks = (value: string | undefined, fallback: string, current: string) =>
    value !== undefined && value !== fallback && value !== current;
  return (
    picks(input.icon, DEFAULT_HABIT_ICON, habit.icon) ||
    picks(input.color, DEFAULT_HABIT_COLOR, habit.color)
  );
}

async function viewOf(
  ctx: ServiceContext,
  tx: Tx,
  user: SignedInUser,
  row: ListedHabit,
): Promise<Habit> {
  const [view] = await habitViews(tx, user.id, [row], viewAt(ctx.clock.now(), user));
  if (!view) throw new Error('habit has no view');
  return view;
}

/**
 * Changes what the request names. A new target applies from today: today's progress is judged by
 * it, and every earlier day keeps the target it had. A new schedule changes which days are owed,
 * and so the streak and the missed days, for the whole history.
 */
export async function updateHabit(
  ctx: ServiceContext,
  user: SignedInUser,
  habitId: string,
  input: UpdateHabitRequest,
): Promise<Habit> {
  return editLocked(ctx, user.id, habitId, async (tx, locked, habit) => {
    requireKindFields(input, habit);
    // The habit's own category stays valid as it is, whatever has happened since.
    const category =
      input.category === undefined || input.category === habit.category
        ? input.category
        : await listedCategory(tx, user.id, input.category);
    if (locked.plan === 'free' && changesLook(input, habit)) {
      throw new AppError('PLAN_REQUIRED', MESSAGES.customizationRequiresPlan);
    }
    // A habit's own reminder is Premium's; removing one (null) is anyone's.
    const premium = locked.plan === 'premium' && !isExpired(locked, ctx.clock.now());
    if (input.reminder && !premium) {
      throw new AppError('PLAN_REQUIRED', HABIT_REMINDER_MESSAGES.requiresPremium);
    }
    const row = await savedHabit(tx, user.id, habit.id, {
      ...(input.reminder !== undefined
        ? reminderColumns(input.reminder, ctx.clock.now(), locked.timezone)
        : {}),
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(category !== undefined ? { category } : {}),
      ...kindChanges(input),
      ...(input.icon !== undefined ? { icon: input.icon } : {}),
      ...(input.color !== undefined ? { color: input.color } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      // A new schedule judges the whole history from now on (docs/decisions/017-fair-streaks.md);
      // past days keep the target they were given.
      ...(input.schedule !== undefined ? { schedule: storedSchedule(input.schedule) } : {}),
    });
    const retargeted =
      row.dailyTarget !== habit.dailyTarget || row.slipLimit !== habit.slipLimit
        ? await retarget(tx, row, todayFor(ctx, locked))
        : row;
    ctx.log.info({ event: 'habit.updated', userId: user.id, habitId }, 'habit updated');
    return viewOf(ctx, tx, locked, retargeted);
  });
}

/**
 * A habit's kind is fixed (409), and an edit sends only its kind's fields (400 with the sentence):
 * docs/decisions/032-habit-kinds.md.
 */
function requireKindFields(input: UpdateHabitRequest, habit: HabitRow): void {
  if (input.kind !== undefined && input.kind !== habit.kind) {
    throw new AppError('CONFLICT', HABIT_KIND_MESSAGES.kindFixed);
  }
  const issues = kindFieldIssues(input, habit.kind, false);
  const [first] = issues;
  if (first) {
    throw new AppError(
      'VALIDATION',
      first.message,
      Object.fromEntries(issues.map((issue) => [issue.path, issue.message])),
    );
  }
}

/**
 * Today's row, if any, takes the habit's new target (a quit habit's new limit), which may turn
 * today from reached (kept) to not or back: the kept streak follows
 * (docs/decisions/012-streak-state.md). Returns the row as stored.
 */
async function retarget<Row extends HabitRow>(tx: Tx, row: Row, today: Day): Promise<Row> {
  const day = await edits.retargetDay(tx, row, today);
  if (day === undefined) return row;
  const streak = await keptAfter(tx, row, today, day.count >= day.target);
  await repo.saveStreak(tx, row.id, streak);
  return repo.withStreak(row, streak);
}

/** Hides a habit from the day, keeping its history; archiving an archived habit changes nothing. */
export async function archiveHabit(
  ctx: ServiceContext,
  user: SignedInUser,
  habitId: string,
): Promise<Habit> {
  return editLocked(ctx, user.id, habitId, async (tx, locked, habit) => {
    if (habit.archivedAt) return viewOf(ctx, tx, locked, habit);
    const row = await savedHabit(tx, user.id, habit.id, { archivedAt: ctx.clock.now() });
    ctx.log.info({ event: 'habit.archived', userId: user.id, habitId }, 'habit archived');
    return viewOf(ctx, tx, locked, row);
  });
}

/** Brings an archived habit back, if the plan has room for one more active habit. */
export async function restoreHabit(
  ctx: ServiceContext,
  user: SignedInUser,
  habitId: string,
): Promise<Habit> {
  return editLocked(ctx, user.id, habitId, async (tx, locked, habit) => {
    if (!habit.archivedAt) return viewOf(ctx, tx, locked, habit);
    await requireRoomForHabit(tx, locked, HABIT_MESSAGES.restoreOverLimit);
    // Back at the end of the list, after the habits the person kept meanwhile.
    let row = await savedHabit(tx, user.id, habit.id, {
      archivedAt: null,
      position: lastPosition(user.id),
      ...(habit.kind === 'quit' ? quitRestart(habit, todayFor(ctx, locked)) : {}),
    });
    if (row.kind === 'quit') row = await restartQuitDays(ctx, tx, locked, row);
    ctx.log.info({ event: 'habit.restored', userId: user.id, habitId }, 'habit restored');
    return viewOf(ctx, tx, locked, row);
  });
}

/**
 * A quit habit's days while it was archived were never kept: they are not written (nor paid) as
 * kept days on its return. Its days start again today (docs/decisions/032-habit-kinds.md).
 */
function quitRestart(habit: HabitRow, today: Day) {
  const yesterday = addDays(today, -1);
  const paid = habit.quitPaidThrough;
  return {
    quitWrittenThrough: today,
    quitPaidThrough: paid !== null && paid > yesterday ? paid : yesterday,
  };
}

/** Today's kept row of a restored quit habit, its streak, and the person's mark of written days. */
async function restartQuitDays(
  ctx: ServiceContext,
  tx: Tx,
  locked: SignedInUser,
  row: Awaited<ReturnType<typeof savedHabit>>,
) {
  const today = todayFor(ctx, locked);
  await insertQuitDays(
    tx,
    [{ habitId: row.id, userId: locked.id, day: today, slipLimit: row.slipLimit ?? 0 }],
    ctx.clock.now(),
  );
  const [todayRow] = await repo.completionsBetween(tx, locked.id, today, today, row.id);
  const streak = await keptAfter(tx, row, today, (todayRow?.count ?? 0) >= (todayRow?.target ?? 1));
  if (locked.quitDaysThrough === null) await startQuitDays(tx, locked.id, today);
  await repo.saveStreak(tx, row.id, streak);
  return { ...row, ...repo.streakColumns(streak) };
}

/** Check-ins and undos are for the habits of the day: an archived one must be restored first. */
export function requireActive(habit: HabitRow): void {
  if (habit.archivedAt) throw new AppError('HABIT_ARCHIVED', HABIT_MESSAGES.archived);
}
