import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { completions, goals, habits, pointEntries, userBadges } from '../../db/schema.js';
import type { DayCount } from './export-habit-days.js';

/** Every habit of the user, archived ones included, oldest first. */
export async function allHabits(db: Queryable, userId: string) {
  return db
    .select({
      id: habits.id,
      name: habits.name,
      category: habits.category,
      dailyTarget: habits.dailyTarget,
      icon: habits.icon,
      color: habits.color,
      description: habits.description,
      createdOn: habits.createdOn,
      archivedAt: habits.archivedAt,
    })
    .from(habits)
    .where(eq(habits.userId, userId))
    .orderBy(asc(habits.createdAt), asc(habits.id));
}

export async function countsBetween(
  db: Queryable,
  userId: string,
  from: string,
  to: string,
): Promise<DayCount[]> {
  return db
    .select({
      habitId: completions.habitId,
      day: completions.day,
      count: completions.count,
      target: completions.target,
    })
    .from(completions)
    .where(
      and(eq(completions.userId, userId), gte(completions.day, from), lte(completions.day, to)),
    )
    .orderBy(asc(completions.day), asc(completions.habitId));
}

export async function badgesEarned(db: Queryable, userId: string) {
  return db
    .select({ badgeId: userBadges.badgeId, earnedAt: userBadges.earnedAt })
    .from(userBadges)
    .where(eq(userBadges.userId, userId))
    .orderBy(asc(userBadges.earnedAt), asc(userBadges.badgeId));
}

export async function allGoals(db: Queryable, userId: string) {
  return db
    .select({
      title: goals.title,
      description: goals.description,
      type: goals.type,
      target: goals.target,
      status: goals.status,
      deadline: goals.deadline,
      habitName: goals.habitName,
    })
    .from(goals)
    .where(eq(goals.userId, userId))
    .orderBy(asc(goals.createdAt), asc(goals.id));
}

/** Ledger entries dated within the range, with the habit's name while the habit exists. */
export async function pointsBetween(db: Queryable, userId: string, from: string, to: string) {
  return db
    .select({
      day: pointEntries.day,
      reason: pointEntries.reason,
      amount: pointEntries.amount,
      habitName: habits.name,
    })
    .from(pointEntries)
    .leftJoin(habits, eq(habits.id, pointEntries.habitId))
    .where(
      and(eq(pointEntries.userId, userId), gte(pointEntries.day, from), lte(pointEntries.day, to)),
    )
    .orderBy(asc(pointEntries.createdAt), asc(pointEntries.id));
}
