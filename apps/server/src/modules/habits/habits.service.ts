import {
  addDays,
  HABIT_HISTORY_DAYS,
  HABIT_LIMITS,
  MAX_HISTORY_DAYS,
  cachedStreak,
  cacheServes,
  localDay,
  MESSAGES,
  ruleStreak,
  type Day,
  type Habit,
  type Streak,
} from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { SignedInUser } from '../users/user-view.js';
import { lockUser } from '../users/users.service.js';
import { PLAN_NAMES } from './habit-messages.js';
import { readFrom, strengthsAndRisks, viewAt, type ViewAt } from './habit-strength.js';
import { byHabit, closedDays, toHabitView } from './habit-view.js';
import * as repo from './habits.repository.js';
import type { DayCount, ListedHabit } from './habits.repository.js';

export function todayFor(ctx: Pick<ServiceContext, 'clock'>, user: Pick<UserRow, 'timezone'>): Day {
  return localDay(ctx.clock.now(), user.timezone);
}

const NO_STREAK = { current: 0, longest: 0 } as const;

/**
 * Whether the habit's streak is served from the kept state on its row (`cacheServes`,
 * docs/decisions/045-one-streak-rule.md): a daily habit known to have no protected day. Every other
 * habit, and one whose protections are not known (`hasProtection` absent), is computed by the rule
 * from its history (docs/decisions/017-fair-streaks.md).
 */
export function isKept(row: ListedHabit): boolean {
  return cacheServes(row);
}

/** A rest day of the habit's view: a skip planned for today or later, with its reason. */
export type RestDay = Habit['restDays'][number];

/**
 * A habit's counted days (count ≥ that day's target) and protected days, up to today; and its
 * rest days (skips) from today on, which the habit's view lists.
 */
export interface HabitDays {
  done: Day[];
  /**
   * Counted days after today (the zone moved west): the kept state holds them, the rule leaves
   * them out. Read only where the state may be rebuilt from this history (a check-in).
   */
  ahead?: Day[];
  protectedDays: Day[];
  restDays: RestDay[];
}

/**
 * The counted and protected days of some habits, up to `today`, and their rest days from today on:
 * one statement for all of them.
 */
export async function fairHistories(
  db: Queryable,
  userId: string,
  habitIds: readonly string[],
  today: Day,
): Promise<Map<string, HabitDays>> {
  const histories = new Map<string, HabitDays>(
    habitIds.map((id) => [id, { done: [], protectedDays: [], restDays: [] }]),
  );
  const read = await repo.fairDays(db, userId, habitIds);
  for (const { habitId, day, done, kind, reason } of read) {
    const days = histories.get(habitId);
    if (!days) continue;
    if (done) {
      if (day <= today) days.done.push(day);
      else (days.ahead ??= []).push(day);
    } else {
      if (day <= today) days.protectedDays.push(day);
      if (kind === 'skip' && day >= today) days.restDays.push({ date: day, reason });
    }
  }
  // NOTE: days are ISO dates, so their text order is their calendar order.
  for (const days of histories.values())
    days.restDays.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return histories;
}

/** The streak rule over a habit's history (`fairHistories`), as of `today` (`ruleStreak`). */
export function fairStreakOf(
  row: Pick<ListedHabit, 'schedule' | 'createdOn' | 'hasProtection'>,
  days: HabitDays,
  today: Day,
): Streak {
  return ruleStreak(row, days, today);
}

/**
 * Each habit's streak as of today, and the history of those computed from it. A kept habit
 * (`isKept`) costs no statement; the others are read together in one (`fairHistories`), except
 * the ones whose history the caller already holds (`known`, e.g. a check-in that read it).
 */
async function streaksOf(
  db: Queryable,
  userId: string,
  rows: readonly ListedHabit[],
  today: Day,
  known?: ReadonlyMap<string, HabitDays>,
): Promise<{ streaks: Map<string, Streak>; histories: Map<string, HabitDays> }> {
  const streaks = new Map<string, Streak>();
  const histories = new Map<string, HabitDays>();
  const unread: string[] = [];
  for (const row of rows) {
    const cached = cachedStreak(repo.streakStateOf(row), row, today);
    if (cached) streaks.set(row.id, cached);
    else {
      const days = known?.get(row.id);
      if (days) histories.set(row.id, days);
      else unread.push(row.id);
    }
  }
  if (unread.length > 0) {
    for (const [id, days] of await fairHistories(db, userId, unread, today))
      histories.set(id, days);
  }
  for (const row of rows) {
    const days = histories.get(row.id);
    if (!streaks.has(row.id) && days) streaks.set(row.id, fairStreakOf(row, days, today));
  }
  return { streaks, histories };
}

/**
 * Each habit's streak as of today: kept or fair as `isKept` says. The list, the stats
 * (habit-history.service.ts) and a check-in's reply all come through here, so they agree.
 */
export async function habitStreaks(
  db: Queryable,
  userId: string,
  rows: readonly ListedHabit[],
  today: Day,
): Promise<Map<string, Streak>> {
  return (await streaksOf(db, userId, rows, today)).streaks;
}

/** The first day of a habit's default window (the list without `from`). */
export const historyWindowStart = (today: Day): Day => addDays(today, -(HABIT_HISTORY_DAYS - 1));

/**
 * Habit views for some of a user's habits, with the days on or after `from`: the window's rows,
 * its protected and missed days, and the streaks, so the cost of a kept habit does not grow with
 * the history outside the window (a habit computed fair reads its counted and protected days:
 * docs/decisions/017-fair-streaks.md). What the caller has read already is not read again:
 * `read.known` holds histories, `read.recent` the rows of every habit in `rows` from
 * `readWindowStart(today)` (habit-strength.ts: strength reads further back than the window).
 * NOTE: queries run one after another: inside a transaction they share one connection. A caller
 * that has just written a protection must pass a row whose `hasProtection` is true or absent.
 */
export async function habitViews(
  db: Queryable,
  userId: string,
  rows: readonly ListedHabit[],
  at: ViewAt,
  from?: Day,
  read: { known?: ReadonlyMap<string, HabitDays>; recent?: readonly DayCount[] } = {},
): Promise<Habit[]> {
  const { today } = at;
  // NOTE: at most MAX_HISTORY_DAYS back, so one request cannot ask for decades of rows.
  const oldest = addDays(today, -MAX_HISTORY_DAYS);
  const since = from === undefined ? historyWindowStart(today) : from < oldest ? oldest : from;
  const only = rows.length === 1 ? rows[0]?.id : undefined;
  const recent = byHabit(
    from === undefined && read.recent
      ? read.recent
      : await repo.completionsBetween(db, userId, readFrom(since, today), undefined, only),
  );
  const { streaks, histories } = await streaksOf(db, userId, rows, today, read.known);
  const closed = closedDays(since, today);
  const extras = strengthsAndRisks(
    rows.map((row) => ({
      row,
      rows: recent.get(row.id) ?? [],
      protectedDays: histories.get(row.id)?.protectedDays ?? [],
    })),
    at,
  );
  return rows.map((row) => {
    // A habit without a protected day (every kept one) has none in the window either.
    const days = histories.get(row.id);
    const guarded = days?.protectedDays.filter((day) => day >= since) ?? [];
    const window = (recent.get(row.id) ?? []).filter((c) => c.day >= since);
    return toHabitView(row, window, streaks.get(row.id) ?? NO_STREAK, today, {
      protectedDays: new Set(guarded),
      closed,
      restDays: days?.restDays ?? [],
      ...(extras.get(row.id) ?? { strength: 0, streakAtRisk: null }),
    });
  });
}

/** The active habits (what the day shows), or with `archived` the archived ones. */
export async function listHabits(
  ctx: ServiceContext,
  user: SignedInUser,
  from?: Day,
  archived = false,
  at: ViewAt = viewAt(ctx.clock.now(), user),
): Promise<Habit[]> {
  const db = ctx.database.db;
  const rows = await repo.listHabits(db, user.id, archived ? 'archived' : 'active');
  return habitViews(db, user.id, rows, at, from);
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
