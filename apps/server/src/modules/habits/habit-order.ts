import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { habits } from '../../db/schema.js';

/*
 * The person's own order of their habits (PUT /api/habits/order): the lists a screen shows go by
 * it, so the dashboard and analytics agree. The data export and the weekly report mail keep the
 * order the habits were made in: records, not the person's screen.
 */

/** Smallest position first; habits with the same one (never ordered) newest first, as before. */
export const habitOrder: SQL[] = [asc(habits.position), desc(habits.createdAt), desc(habits.id)];

/** A position before every habit the user has: a new habit shows first. */
export const firstPosition = (userId: string): SQL =>
  sql`(select coalesce(min(${habits.position}), 0) - 1 from ${habits} where ${habits.userId} = ${userId})`;

/** A position after every habit the user has: a restored habit shows last. */
export const lastPosition = (userId: string): SQL =>
  sql`(select coalesce(max(${habits.position}), -1) + 1 from ${habits} where ${habits.userId} = ${userId})`;
