import type { Day, Habit, Schedule, Streak } from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { viewAt } from './habit-strength.js';
import { habitStreaks, habitViews } from './habits.service.js';
import * as checkInTimes from './check-in-times.repository.js';
import type { FirstCheckIn } from './check-in-times.repository.js';
import * as protections from './day-protections.repository.js';
import type { ProtectedDay, ProtectionRange } from './day-protections.repository.js';
import * as edits from './habit-edits.repository.js';
import * as repo from './habits.repository.js';

/*
 * The habits module owns habits, their days and check-ins. This is what other modules read of
 * them: the weekly report (reminders/report.service.ts), premium coaching
 * (premium/coaching.service.ts), the export, an unsubscribe link and the gamification stats (passed
 * in by app.ts). The SQL stays in
 * the habits module's repositories, which no other module imports (docs/architecture.md §2).
 */
export type { DayCount } from './habits.repository.js';
export type { ProtectedDay, ProtectionCursor } from './day-protections.repository.js';
export type { FirstCheckIn } from './check-in-times.repository.js';

/** Each reached day's count from `from` to `to` (or on), of one habit or all (the weekly report). */
export function completionsBetween(
  db: Queryable,
  userId: string,
  from: string,
  to?: string,
  habitId?: string,
): Promise<repo.DayCount[]> {
  return repo.completionsBetween(db, userId, from, to, habitId);
}

/** The units checked in over the days from `from` to `to` (premium coaching). */
export function unitsBetween(db: Queryable, userId: string, from: string, to: string) {
  return repo.unitsBetween(db, userId, from, to);
}

/** The protected days (skips, vacations, freezes) of the chosen habits and range (suggestions). */
export function protectedDays(
  db: Queryable,
  userId: string,
  range: ProtectionRange = {},
): Promise<ProtectedDay[]> {
  return protections.protectedDays(db, userId, range);
}

/** A page of the protected days in a range, after the cursor (the export's paged read). */
export const protectionsPage = protections.protectionsPage;

/** Each habit's first check-in of each day in the range (premium coaching's time of day). */
export function firstCheckIns(
  db: Queryable,
  userId: string,
  from: Day,
  to: Day,
): Promise<FirstCheckIn[]> {
  return checkInTimes.firstCheckIns(db, userId, from, to);
}

/**
 * The habits' own reminders all removed (an unsubscribe link of the habit reminders: they have no
 * switch of their own, so the link removes them, as the habit form would one by one).
 */
export function clearHabitReminders(db: Queryable, userId: string): Promise<void> {
  return edits.clearHabitReminders(db, userId);
}

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
