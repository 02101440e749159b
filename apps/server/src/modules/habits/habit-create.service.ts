import {
  DEFAULT_HABIT_COLOR,
  DEFAULT_HABIT_ICON,
  DEFAULT_SCHEDULE,
  EMPTY_STREAK_STATE,
  markDay,
  MESSAGES,
  quitDayRow,
  storedSchedule,
  type CreateHabitRequest,
  type Day,
  type Habit,
} from '@streakwise/shared';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import { listedCategory } from '../categories/habit-category.js';
import { awardEarnedBadges } from '../gamification/gamification.service.js';
import type { SignedInUser } from '../users/user-view.js';
import { lockSignedInUser, startQuitDays } from '../users/users.service.js';
import { kindColumns } from './habit-kinds.js';
import { viewAt } from './habit-strength.js';
import { habitViews, requireRoomForHabit, todayFor } from './habits.service.js';
import * as repo from './habits.repository.js';

/* Creating a habit of any kind (docs/decisions/032-habit-kinds.md), behind the user's row lock. */

/** Free plans cannot pick an icon or colour; sending the defaults is not a choice. */
function wantsCustomLook(input: CreateHabitRequest): boolean {
  return (
    (input.icon ?? DEFAULT_HABIT_ICON) !== DEFAULT_HABIT_ICON ||
    (input.color ?? DEFAULT_HABIT_COLOR) !== DEFAULT_HABIT_COLOR
  );
}

/**
 * A new quit habit's days are written through today (its kept row, which counts toward its
 * streak as any done day would).
 */
function quitStart(today: Day) {
  const state = markDay(EMPTY_STREAK_STATE, today, true) ?? EMPTY_STREAK_STATE;
  return { quitWrittenThrough: today, ...repo.streakColumns(state) };
}

export async function createHabit(
  ctx: ServiceContext,
  user: SignedInUser,
  input: CreateHabitRequest,
): Promise<Habit> {
  return ctx.database.db.transaction(async (tx) => {
    const locked = await lockSignedInUser(tx, user.id);
    const category = await listedCategory(tx, user.id, input.category);
    if (locked.plan === 'free' && wantsCustomLook(input)) {
      throw new AppError('PLAN_REQUIRED', MESSAGES.customizationRequiresPlan);
    }
    await requireRoomForHabit(tx, locked, MESSAGES.habitLimitReached);
    const now = ctx.clock.now();
    const today = todayFor(ctx, locked);
    const kind = kindColumns(input);
    const row = await repo.insertHabit(tx, {
      userId: user.id,
      name: input.name,
      category,
      ...kind,
      ...(kind.kind === 'quit' ? quitStart(today) : {}),
      icon: input.icon ?? DEFAULT_HABIT_ICON,
      color: input.color ?? DEFAULT_HABIT_COLOR,
      description: input.description ?? '',
      schedule: input.schedule ? storedSchedule(input.schedule) : DEFAULT_SCHEDULE,
      createdOn: today,
      createdAt: now,
    });
    if (row.kind === 'quit') {
      // Today's row, kept until a slip takes it over (docs/decisions/032-habit-kinds.md).
      await repo.insertDayRow(tx, {
        habitId: row.id,
        userId: user.id,
        day: today,
        ...quitDayRow(0, kind.slipLimit ?? 0),
        updatedAt: now,
      });
      if (locked.quitDaysThrough === null) await startQuitDays(tx, user.id, today);
    }
    await awardEarnedBadges(
      tx,
      user.id,
      { bestCurrentStreak: 0, countHabits: () => repo.countHabits(tx, user.id) },
      now,
    );
    ctx.log.info({ event: 'habit.created', userId: user.id, habitId: row.id }, 'habit created');
    // A new habit has no protected day yet.
    const fresh = { ...row, hasProtection: false };
    const [view] = await habitViews(tx, user.id, [fresh], viewAt(now, locked));
    if (!view) throw new Error('created habit has no view');
    return view;
  });
}
