import { addDays, computeStreak } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { completions, habits } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';
import { streaksByHabit } from './habits.repository.js';

const t = useTestApp();
let userId: string;
let habitId: string;
const TARGET = 2;
const TODAY = '2026-11-21';

beforeAll(async () => {
  userId = (await kit.newMember(t)).id;
  const [row] = await db(t)
    .insert(habits)
    .values({
      userId,
      name: 'Walk',
      category: 'Fitness',
      dailyTarget: TARGET,
      icon: '🎯',
      color: '#3B82F6',
      createdOn: '2026-01-01',
    })
    .returning();
  habitId = row!.id;
});

/** Day offsets from today (negative = past, positive = future) with a count for each. */
const history = fc.uniqueArray(
  fc.tuple(fc.integer({ min: -40, max: 3 }), fc.integer({ min: 1, max: 4 })),
  {
    selector: ([offset]) => offset,
    maxLength: 30,
  },
);

it('the SQL streak query agrees with computeStreak, the rule in shared/domain', async () => {
  await fc.assert(
    fc.asyncProperty(history, async (days) => {
      await db(t).delete(completions).where(eq(completions.habitId, habitId));
      if (days.length > 0) {
        await db(t)
          .insert(completions)
          .values(
            days.map(([offset, count]) => ({
              habitId,
              userId,
              day: addDays(TODAY, offset),
              count,
              target: TARGET,
            })),
          );
      }
      const counted = days
        .filter(([, count]) => count >= TARGET)
        .map(([offset]) => addDays(TODAY, offset));
      const expected = computeStreak(counted, TODAY);
      const actual = (await streaksByHabit(db(t), userId, TODAY)).get(habitId) ?? {
        current: 0,
        longest: 0,
      };
      expect(actual).toEqual(expected);
    }),
    { numRuns: 60 },
  );
});
