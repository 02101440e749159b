import type { Day, Habit, Schedule, Streak } from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { viewAt } from './habit-strength.js';
import { habitStreaks, habitViews } from './habits.service.js';
import * as repo from './habits.repository.js';

/*
 * The habits module owns habits, their days and check-ins. This is what other modules read of
 * them: the weekly report (reminders/report.service.ts), premium coaching
 * (premium/coaching.service.ts) and the gamification stats (passed in by app.ts). The SQL stays in
 * the habits module's repositories, which no other module imports (docs/architecture.md §2).
 */
export { completionsBetween, unitsBetween, type DayCount } from './habits.repository.js';
export {
  protectedDays,
  protectionsPage,
  type ProtectedDay,
  type ProtectionCursor,
} from './day-protections.repository.js';
export { firstCheckIns, type FirstCheckIn } from './check-in-times.repository.js';

const NO_STREAK = { current: 0, longest: 0 } as const;

/**
 * Each active habit's streak as of `today`, newest habit first: kept or fair, as the habit list
 * gives it (docs/decisions/012-streak-state.md, 017-fair-streaks.md).
 */
export async function activeHabitStreaks(
  db: Queryable,
  userId: string,
  today: Day,
): Promise<Map<string, Streak>> {
  const rows = await repo.listHabits(db, userId, 'active');
  const streaks = await habitStreaks(db, userId, rows, today);
  return new Map(rows.map((row) => [row.id, streaks.get(row.id) ?? NO_STREAK]));
}

/**
 * Every habit's streak as of `today`, archived ones included (the weekly report lists the habits
 * of last week), kept or fair as the habit list gives it.
 */
export async function allHabitStreaks(
  db: Queryable,
  userId: string,
  today: Day,
): Promise<Map<string, Streak>> {
  const rows = await repo.listHabits(db, userId, 'all');
  return habitStreaks(db, userId, rows, today);
}

/** What a habit's view adds to its row, for an export (premium/export.service.ts, my data). */
export interface HabitStanding {
  /** The person's own order: lists go by it, smallest first (`PUT /api/habits/order`). */
  position: number;
  schedule: Schedule;
  reminder: Habit['reminder'];
  /** As the habit list gives it: days, or weeks for a weekly habit. */
  streak: Streak;
  /** 0–100, habit-strength.ts. */
  strength: number;
}

/**
 * Every habit's standing as of `now`, archived ones included: its order, schedule, reminder,
 * streak and strength as GET /api/habits shows them, by habit id.
 */
export async function habitStandings(
  db: Queryable,
  user: Pick<UserRow, 'id' | 'timezone' | 'freezesHeld'>,
  now: Date,
): Promise<Map<string, HabitStanding>> {
  const rows = await repo.listHabits(db, user.id, 'all');
  const views = await habitViews(db, user.id, rows, viewAt(now, user));
  const positions = new Map(rows.map((row) => [row.id, row.position]));
  return new Map(
    views.map((view) => [
      view._id,
      {
        position: positions.get(view._id) ?? 0,
        schedule: view.schedule,
        reminder: view.reminder ?? null,
        streak: view.streak,
        strength: view.strength ?? 0,
      },
    ]),
  );
}
