import { quitDayRow, toHundredths, type Habit } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { checkIns, completions, habitDays, habits } from '../db/schema.js';
import * as kit from './habits.js';
import { db, type TestApp } from './helper.js';

/*
 * Habits of each kind for the tests of the modules that read them (premium, reminders, my data),
 * stored as docs/decisions/032-habit-kinds.md says: made through POST /api/habits, then turned
 * into a measure or a habit to quit through the database, their days written directly.
 */

export type KindSpec =
  | { kind: 'count'; dailyTarget?: number }
  | { kind: 'measure'; unit: string; target: number }
  | { kind: 'quit'; limit: number; unit?: string };

/** POST /api/habits, then the kind's columns set as the habits module stores them. */
export async function addKindHabit(
  t: TestApp,
  member: kit.Member,
  name: string,
  spec: KindSpec,
): Promise<Habit> {
  const habit = await kit.addHabit(
    t,
    member.token,
    { name, category: 'Health', dailyTarget: spec.kind === 'count' ? (spec.dailyTarget ?? 1) : 1 },
    201,
  );
  if (spec.kind === 'measure') {
    await db(t)
      .update(habits)
      .set({ kind: 'measure', unit: spec.unit, dailyTarget: toHundredths(spec.target) })
      .where(eq(habits.id, habit._id));
  } else if (spec.kind === 'quit') {
    await db(t)
      .update(habits)
      .set({ kind: 'quit', unit: spec.unit ?? null, dailyTarget: 1, slipLimit: spec.limit })
      .where(eq(habits.id, habit._id));
  }
  return habit;
}

/** A measure's day with a total `amount` against `target` (both in the person's numbers). */
export async function measureDay(
  t: TestApp,
  member: kit.Member,
  habitId: string,
  day: string,
  amount: number,
  target: number,
): Promise<void> {
  await db(t)
    .insert(completions)
    .values({
      habitId,
      userId: member.id,
      day,
      count: toHundredths(amount),
      target: toHundredths(target),
    });
}

/** A quit habit's day with `slips` against `limit`. */
export async function quitDay(
  t: TestApp,
  member: kit.Member,
  habitId: string,
  day: string,
  slips: number,
  limit: number,
): Promise<void> {
  await db(t)
    .insert(completions)
    .values({ habitId, userId: member.id, day, ...quitDayRow(slips, limit) })
    .onConflictDoUpdate({
      target: [completions.habitId, completions.day],
      set: quitDayRow(slips, limit),
    });
}

/** A count habit's day with `count` check-ins against `target`. */
export async function countDay(
  t: TestApp,
  member: kit.Member,
  habitId: string,
  day: string,
  count: number,
  target: number,
): Promise<void> {
  await db(t).insert(completions).values({ habitId, userId: member.id, day, count, target });
}

/** A day's note and, when `corrected`, its corrected mark (habit_days). */
export async function markDay(
  t: TestApp,
  member: kit.Member,
  habitId: string,
  day: string,
  { note = null, corrected = false }: { note?: string | null; corrected?: boolean },
): Promise<void> {
  await db(t)
    .insert(habitDays)
    .values({
      habitId,
      userId: member.id,
      day,
      note,
      correctedAt: corrected ? t.clock.now() : null,
    });
}

/**
 * A check-in entry as the habits module records it (check_ins.units: a count's check-ins, a
 * measure's hundredths, a quit habit's slips); `amount` is given in the person's numbers.
 */
export async function entry(
  t: TestApp,
  member: kit.Member,
  habitId: string,
  day: string,
  units: number,
): Promise<void> {
  await db(t).insert(checkIns).values({ habitId, userId: member.id, day, units, points: 0 });
}
