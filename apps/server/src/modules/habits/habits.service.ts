import {
  addDays,
  DEFAULT_HABIT_COLOR,
  DEFAULT_HABIT_ICON,
  HABIT_HISTORY_DAYS,
  HABIT_LIMITS,
  MAX_HISTORY_DAYS,
  localDay,
  MESSAGES,
  streakAsOf,
  type CreateHabitRequest,
  type Day,
  type Habit,
  type Streak,
} from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import type { HabitRow, UserRow } from '../../db/schema.js';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import { listedCategory } from '../categories/habit-category.js';
import { awardEarnedBadges } from '../gamification/gamification.service.js';
import type { SignedInUser } from '../users/user-view.js';
import { lockUser } from '../users/users.service.js';
import { PLAN_NAMES } from './habit-messages.js';
import { byHabit, toHabitView } from './habit-view.js';
import * as repo from './habits.repository.js';

export function todayFor(ctx: Pick<ServiceContext, 'clock'>, user: Pick<UserRow, 'timezone'>): Day {
  return localDay(ctx.clock.now(), user.timezone);
}

const NO_STREAK = { current: 0, longest: 0 } as const;

/**
 * Each habit's streak as of today, from its kept state (docs/decisions/012-streak-state.md). Only
 * a habit counted on a day after today (the user's zone moved west) needs its history: those few
 * are computed from it, in one query.
 */
export async function keptStreaks(
  db: Queryable,
  userId: string,
  rows: readonly HabitRow[],
  today: Day,
): Promise<Map<string, Streak>> {
  const streaks = new Map<string, Streak>();
  const unknown: string[] = [];
  for (const row of rows) {
    const streak = streakAsOf(repo.streakStateOf(row), today);
    if (streak) streaks.set(row.id, streak);
    else unknown.push(row.id);
  }
  if (unknown.length > 0) {
    const computed = await repo.streaksByHabit(
      db,
      userId,
      today,
      unknown.length === 1 ? unknown[0] : undefined,
    );
    for (const id of unknown) streaks.set(id, computed.get(id) ?? NO_STREAK);
  }
  return streaks;
}

/**
 * Habit views for some of a user's habits, with completions on or after `from`: the window's rows
 * and the kept streaks, so the cost does not grow with the history outside the window.
 * NOTE: queries run one after another: inside a transaction they share one connection.
 */
export async function habitViews(
  db: Queryable,
  userId: string,
  rows: HabitRow[],
  today: Day,
  from?: Day,
): Promise<Habit[]> {
  // NOTE: at most MAX_HISTORY_DAYS back, so one request cannot ask for decades of rows.
  const oldest = addDays(today, -MAX_HISTORY_DAYS);
  const defaultFrom = addDays(today, -(HABIT_HISTORY_DAYS - 1));
  const since = from === undefined ? defaultFrom : from < oldest ? oldest : from;
  const only = rows.length === 1 ? rows[0]?.id : undefined;
  const recent = byHabit(await repo.completionsBetween(db, userId, since, undefined, only));
  const streaks = await keptStreaks(db, userId, rows, today);
  return rows.map((row) =>
    toHabitView(row, recent.get(row.id) ?? [], streaks.get(row.id) ?? NO_STREAK, today),
  );
}

/** The active habits (what the day shows), or with `archived` the archived ones. */
export async function listHabits(
  ctx: ServiceContext,
  user: SignedInUser,
  from?: Day,
  archived = false,
  today: Day = todayFor(ctx, user),
): Promise<Habit[]> {
  const db = ctx.database.db;
  const rows = await repo.listHabits(db, user.id, archived ? 'archived' : 'active');
  return habitViews(db, user.id, rows, today, from);
}

/** The plan's habit limit counts active habits only: archiving one frees its place. */
export async function requireRoomForHabit(
  tx: Queryable,
  user: Pick<UserRow, 'id' | 'plan'>,
  message: (limit: number, plan: string) => string,
): Promise<void> {
  const limit = HABIT_LIMITS[user.plan];
  if (limit !== null && (await repo.countActiveHabits(tx, user.id)) >= limit) {
    throw new AppError('HABIT_LIMIT', message(limit, PLAN_NAMES[user.plan]));
  }
}

/** Free plans cannot pick an icon or colour; sending the defaults is not a choice. */
function wantsCustomLook(input: CreateHabitRequest): boolean {
  return (
    (input.icon ?? DEFAULT_HABIT_ICON) !== DEFAULT_HABIT_ICON ||
    (input.color ?? DEFAULT_HABIT_COLOR) !== DEFAULT_HABIT_COLOR
  );
}

export async function createHabit(
  ctx: ServiceContext,
  user: SignedInUser,
  input: CreateHabitRequest,
): Promise<Habit> {
  return ctx.database.db.transaction(async (tx) => {
    const locked = await lockUser(tx, user.id);
    if (!locked) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
    const category = await listedCategory(tx, user.id, input.category);
    if (locked.plan === 'free' && wantsCustomLook(input)) {
      throw new AppError('PLAN_REQUIRED', MESSAGES.customizationRequiresPlan);
    }
    await requireRoomForHabit(tx, locked, MESSAGES.habitLimitReached);
    const now = ctx.clock.now();
    const today = todayFor(ctx, locked);
    const row = await repo.insertHabit(tx, {
      userId: user.id,
      name: input.name,
      category,
      dailyTarget: input.dailyTarget,
      icon: input.icon ?? DEFAULT_HABIT_ICON,
      color: input.color ?? DEFAULT_HABIT_COLOR,
      description: input.description ?? '',
      createdOn: today,
      createdAt: now,
    });
    await awardEarnedBadges(
      tx,
      user.id,
      { bestCurrentStreak: 0, countHabits: () => repo.countHabits(tx, user.id) },
      now,
    );
    ctx.log.info({ event: 'habit.created', userId: user.id, habitId: row.id }, 'habit created');
    const [view] = await habitViews(tx, user.id, [row], today);
    if (!view) throw new Error('created habit has no view');
    return view;
  });
}

export async function deleteHabit(
  ctx: ServiceContext,
  user: SignedInUser,
  habitId: string,
): Promise<void> {
  // NOTE: another user's habit is a 404 too, so ids reveal nothing. Points already earned stay
  // (the ledger keeps the entries with the habit unset), and so do badges. The user's lock puts
  // the delete in line with check-ins: one that had already read the habit would otherwise write
  // rows pointing at a deleted habit (a foreign-key error, a 500).
  await ctx.database.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    if (!(await repo.deleteHabit(tx, user.id, habitId))) {
      throw new AppError('NOT_FOUND', MESSAGES.habitNotFound);
    }
  });
  ctx.log.info({ event: 'habit.deleted', userId: user.id, habitId }, 'habit deleted');
}
