import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  addDays,
  computeStreak,
  EMPTY_STREAK_STATE,
  streakAsOf,
  streakStateFrom,
} from '@streakwise/shared';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/migrate.js';
import { completions, habits } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';
import { streakStateOf } from './habits.repository.js';

/*
 * The migration that introduced the kept streak (docs/decisions/012-streak-state.md) fills it in
 * for every existing habit with one gaps-and-islands UPDATE. Here that very statement runs over
 * seeded histories (targets that change from day to day, partial days, days ahead of today), and
 * each habit must end with the state streakStateFrom gives, so its streak is computeStreak's.
 */
const t = useTestApp();

const BACKFILL = readFileSync(path.join(MIGRATIONS_DIR, '0006_streak_state.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .find((statement) => statement.includes('UPDATE "habits"'));

const TODAY = '2026-11-21';
const HABITS = 3;
let userId: string;
const habitIds: string[] = [];

beforeAll(async () => {
  userId = (await kit.newMember(t)).id;
  for (let i = 0; i < HABITS; i += 1) {
    const [row] = await db(t)
      .insert(habits)
      .values({
        userId,
        name: `Habit ${i}`,
        category: 'Other',
        dailyTarget: 2,
        icon: '🎯',
        color: '#3B82F6',
        createdOn: '2025-01-01',
      })
      .returning();
    habitIds.push(row!.id);
  }
});

/** Per habit: day offsets from TODAY (negative = past) with a count and that day's target. */
const histories = fc.array(
  fc.uniqueArray(
    fc.tuple(
      fc.integer({ min: -400, max: 2 }),
      fc.integer({ min: 1, max: 4 }),
      fc.integer({ min: 1, max: 3 }),
    ),
    { selector: ([offset]) => offset, maxLength: 60 },
  ),
  { minLength: HABITS, maxLength: HABITS },
);
/** Runs of consecutive days, so long runs and runs of one both occur. */
const runs = fc.array(
  fc.tuple(fc.integer({ min: -400, max: 0 }), fc.integer({ min: 1, max: 40 })),
  {
    maxLength: 6,
  },
);

it('finds the backfill statement in the migration', () => {
  expect(BACKFILL).toContain('WITH "counted"');
});

it('backfills each habit with the state of its history, so its streak is computeStreak’s', async () => {
  await fc.assert(
    fc.asyncProperty(histories, runs, async (perHabit, extraRuns) => {
      const seeded = perHabit.map((days, i) =>
        i === 0
          ? // The first habit also gets whole runs, reached each day.
            [
              ...new Map([
                ...days.map(([offset, count, target]) => [offset, { count, target }] as const),
                ...extraRuns.flatMap(([from, length]) =>
                  Array.from({ length }, (_, n) => [from + n, { count: 1, target: 1 }] as const),
                ),
              ]),
            ].map(([offset, { count, target }]) => [offset, count, target] as const)
          : days,
      );
      await db(t).delete(completions).where(eq(completions.userId, userId));
      await db(t).update(habits).set({
        streakOpenDay: null,
        streakOpenDone: false,
        streakSettledLast: null,
        streakSettledRun: 0,
        streakSettledLongest: 0,
      });
      const rows = seeded.flatMap((days, i) =>
        days.map(([offset, count, target]) => ({
          habitId: habitIds[i]!,
          userId,
          day: addDays(TODAY, offset),
          count,
          target,
        })),
      );
      if (rows.length > 0) await db(t).insert(completions).values(rows);

      await db(t).execute(sql.raw(BACKFILL!));

      const stored = await db(t).select().from(habits).where(eq(habits.userId, userId));
      for (const [i, days] of seeded.entries()) {
        const row = stored.find((h) => h.id === habitIds[i]);
        const counted = days
          .filter(([, count, target]) => count >= target)
          .map(([offset]) => addDays(TODAY, offset));
        const state = streakStateOf(row!);
        expect(state).toEqual(streakStateFrom(counted, null));
        if (counted.length === 0) expect(state).toEqual(EMPTY_STREAK_STATE);
        for (const asOf of [addDays(TODAY, -1), TODAY, addDays(TODAY, 3)]) {
          if (counted.some((d) => d > asOf)) continue;
          expect(streakAsOf(state, asOf)).toEqual(computeStreak(counted, asOf));
        }
      }
    }),
    { numRuns: 40 },
  );
});
