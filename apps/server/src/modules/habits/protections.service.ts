import {
  canLogDay,
  daysBetween,
  MESSAGES,
  SKIP_MAX_DAYS_AHEAD,
  VACATION_MAX_DAYS,
  type Day,
  type skipDayResultSchema,
  type RemoveRestDayQuery,
  type SkipDayRequest,
  type Vacation,
  type VacationRequest,
} from '@streakwise/shared';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { SignedInUser } from '../users/user-view.js';
import { lockSignedInUser } from '../users/users.service.js';
import {
  protectDay,
  protectVacationDays,
  removeSkip,
  unprotectVacationDays,
} from './day-protections.repository.js';
import { requireActive } from './habit-edits.service.js';
import { viewAt } from './habit-strength.js';
import { habitViews, todayFor } from './habits.service.js';
import * as repo from './habits.repository.js';
import * as vacationsRepo from './vacations.repository.js';
import type { VacationRow } from './vacations.repository.js';

/*
 * Rest days and vacations (docs/decisions/017-fair-streaks.md, "Protected days"): each a write of
 * day_protections rows, one transaction behind the user's lock like every habit write. A
 * protection changes no points; its triggers (migration 0008) bump habits_version, so the kept
 * habit list is rebuilt (docs/decisions/014-habit-list-cache.md).
 */

type SkipDayResult = z.infer<typeof skipDayResultSchema>;

async function locked(tx: Tx, userId: string) {
  const user = await lockSignedInUser(tx, userId);
  return user;
}

/**
 * Today, a later day up to a year ahead, or yesterday while late logging is open for it
 * (`canLogDay`, and only for a habit that existed then, as for a late check-in). An earlier day
 * is closed: a broken streak is not mended after the fact.
 */
function requireSkippableDay(day: Day, today: Day, now: Date, timeZone: string, createdOn: Day) {
  if (day > today) {
    if (daysBetween(today, day) > SKIP_MAX_DAYS_AHEAD) {
      throw new AppError('VALIDATION', MESSAGES.skipTooFar, { date: MESSAGES.skipTooFar });
    }
    return;
  }
  const window = canLogDay(day, now, timeZone);
  if (window === 'closed' || (window === 'yesterday' && day < createdOn)) {
    throw new AppError('DAY_CLOSED', MESSAGES.skipDayClosed);
  }
}

/**
 * POST /api/habits/:id/skip. A day already protected (skipped before, on vacation, saved by a
 * freeze) keeps its first row and the reply says so: a retry changes nothing.
 */
export async function skipDay(
  ctx: ServiceContext,
  user: SignedInUser,
  habitId: string,
  input: SkipDayRequest,
): Promise<SkipDayResult> {
  const result = await ctx.database.db.transaction(async (tx) => {
    const me = await locked(tx, user.id);
    const now = ctx.clock.now();
    const today = todayFor(ctx, me);
    const day = input.date ?? today;
    const habit = await repo.findHabit(tx, user.id, habitId);
    if (!habit) throw new AppError('NOT_FOUND', MESSAGES.habitNotFound);
    requireSkippableDay(day, today, now, me.timezone, habit.createdOn);
    requireActive(habit);
    // A day already done needs no rest: saying "your streak is safe" about it would mislead, and
    // the card would have nothing to show. A quit habit's day is judged only when it ends.
    if (habit.kind !== 'quit') {
      const [done] = await repo.completionsBetween(tx, user.id, day, day, habit.id);
      if (done && done.count >= done.target) {
        throw new AppError('ALREADY_COMPLETE', MESSAGES.skipDayDone);
      }
    }
    const stored = await protectDay(tx, {
      habitId: habit.id,
      userId: user.id,
      day,
      reason: input.reason ? input.reason : null,
      now,
    });
    const [view] = await habitViews(tx, user.id, [habit], viewAt(ctx.clock.now(), me));
    if (!view) throw new Error('habit has no view');
    return { habit: view, date: day, reason: stored.reason };
  });
  // NOTE: never the reason: it may say something about the person's health.
  ctx.log.info({ event: 'habit.skipped', userId: user.id, habitId }, 'habit day skipped');
  return result;
}

/**
 * DELETE /api/habits/:id/skip: takes back a rest day planned for today or later (a mistaken tap,
 * a plan that changed). The day is owed again and nothing else changes. A vacation's or a
 * freeze's day is not a rest day (404); a day before today is over (409 DAY_CLOSED).
 */
export async function removeRestDay(
  ctx: ServiceContext,
  user: SignedInUser,
  habitId: string,
  query: RemoveRestDayQuery,
): Promise<SkipDayResult> {
  const result = await ctx.database.db.transaction(async (tx) => {
    const me = await locked(tx, user.id);
    const today = todayFor(ctx, me);
    const day = query.date ?? today;
    const habit = await repo.findHabit(tx, user.id, habitId);
    if (!habit) throw new AppError('NOT_FOUND', MESSAGES.habitNotFound);
    if (day < today) throw new AppError('DAY_CLOSED', MESSAGES.restDayRemoveClosed);
    requireActive(habit);
    const removed = await removeSkip(tx, { habitId: habit.id, userId: user.id, day });
    if (!removed) throw new AppError('NOT_FOUND', MESSAGES.restDayNotFound);
    // NOTE: the row does not say whether the habit has a protection left, so its view is
    // computed from its history (habitViews), which no longer holds this day.
    const [view] = await habitViews(tx, user.id, [habit], viewAt(ctx.clock.now(), me));
    if (!view) throw new Error('habit has no view');
    return { habit: view, date: day, reason: removed.reason };
  });
  ctx.log.info({ event: 'habit.rest_day_removed', userId: user.id, habitId }, 'rest day removed');
  return result;
}

function toVacation(row: VacationRow): Vacation {
  return {
    _id: row.id,
    from: row.fromDay,
    to: row.toDay,
    habitIds: row.habitIds ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * POST /api/vacations: the vacation and one protection per habit and day. Without `habitIds`
 * every active habit goes on it (a habit made later is not on it); with them each must be one of
 * the user's active habits, or nothing is written.
 */
export async function createVacation(
  ctx: ServiceContext,
  user: SignedInUser,
  input: VacationRequest,
): Promise<Vacation> {
  const row = await ctx.database.db.transaction(async (tx) => {
    const me = await locked(tx, user.id);
    const now = ctx.clock.now();
    const today = todayFor(ctx, me);
    if (input.from < today) {
      throw new AppError('VALIDATION', MESSAGES.vacationInPast, { from: MESSAGES.vacationInPast });
    }
    if (daysBetween(input.from, input.to) + 1 > VACATION_MAX_DAYS) {
      throw new AppError('VALIDATION', MESSAGES.vacationTooLong, { to: MESSAGES.vacationTooLong });
    }
    const active = (await repo.listHabits(tx, user.id, 'active')).map((h) => h.id);
    const chosen = input.habitIds ? [...new Set(input.habitIds)] : undefined;
    if (chosen && !chosen.every((id) => active.includes(id))) {
      throw new AppError('NOT_FOUND', MESSAGES.habitNotFound);
    }
    const vacation = await vacationsRepo.insertVacation(tx, {
      userId: user.id,
      from: input.from,
      to: input.to,
      habitIds: chosen ?? null,
      now,
    });
    await protectVacationDays(tx, {
      userId: user.id,
      vacationId: vacation.id,
      habitIds: chosen ?? active,
      from: input.from,
      to: input.to,
      now,
    });
    return vacation;
  });
  ctx.log.info(
    { event: 'vacation.created', userId: user.id, vacationId: row.id },
    'vacation created',
  );
  return toVacation(row);
}

/** GET /api/vacations: all of the user's vacations, latest start first. */
export async function listVacations(ctx: ServiceContext, user: SignedInUser): Promise<Vacation[]> {
  return (await vacationsRepo.listVacations(ctx.database.db, user.id)).map(toVacation);
}

/**
 * DELETE /api/vacations/:id: the vacation ends, and so do its protections from today on. Days
 * already past stay protected, since the person relied on them.
 */
export async function deleteVacation(
  ctx: ServiceContext,
  user: SignedInUser,
  vacationId: string,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const me = await locked(tx, user.id);
    await unprotectVacationDays(tx, user.id, vacationId, todayFor(ctx, me));
    if (!(await vacationsRepo.deleteVacation(tx, user.id, vacationId))) {
      throw new AppError('NOT_FOUND', MESSAGES.vacationNotFound);
    }
  });
  ctx.log.info({ event: 'vacation.deleted', userId: user.id, vacationId }, 'vacation deleted');
}
