import { addDays, HABIT_CATEGORIES } from '@streakwise/shared';
import { beforeAll, expect, it } from 'vitest';
import { completions, habits } from '../../db/schema.js';
import { db, useTestApp } from '../../test/helper.js';
import * as premium from '../../test/premium.js';

const t = useTestApp();
const TODAY = '2026-06-30';
const HABITS = 100;
/** Two years: the last year and the year before it, which 1y compares with. */
const DAYS = 730;
let m: premium.PlanMember;
/** Habit-days of the last year that reached their target, counted while seeding. */
let doneLastYear = 0;

/*
 * The heaviest analytics a Premium member can ask for: a year of 100 habits, compared with the
 * year before. The rows go straight into the tables (the API would take minutes to write them).
 */
beforeAll(async () => {
  m = await premium.member(t, TODAY);
  const first = addDays(TODAY, -(DAYS - 1));
  const rows = await db(t)
    .insert(habits)
    .values(
      Array.from({ length: HABITS }, (_, i) => ({
        userId: m.id,
        name: `Habit ${i + 1}`,
        category: HABIT_CATEGORIES[i % HABIT_CATEGORIES.length]!,
        dailyTarget: (i % 3) + 1,
        icon: '🎯',
        color: '#3B82F6',
        createdOn: first,
        createdAt: new Date(Date.parse(`${first}T08:00:00Z`) + i * 1000),
      })),
    )
    .returning({ id: habits.id, dailyTarget: habits.dailyTarget });
  const batch: (typeof completions.$inferInsert)[] = [];
  const flush = async () => {
    if (batch.length > 0) await db(t).insert(completions).values(batch.splice(0));
  };
  for (const [h, habit] of rows.entries()) {
    for (let d = 0; d < DAYS; d += 1) {
      // Most days checked in, some partial, a few missed, varying by habit and weekday.
      if ((d * 7 + h) % 11 === 0) continue;
      const count = (d + h) % 5 === 0 ? 1 : habit.dailyTarget;
      if (d >= DAYS - 365 && count >= habit.dailyTarget) doneLastYear += 1;
      batch.push({
        habitId: habit.id,
        userId: m.id,
        day: addDays(first, d),
        count,
        target: habit.dailyTarget,
      });
      if (batch.length >= 5000) await flush();
    }
  }
  await flush();
}, 120_000);

// NOTE: speed is measured by `npm run bench -- premium`, not asserted here (shared, noisy machines).
it('answers a year of 100 habits with every habit-day counted', async () => {
  const last = await premium.analytics(t, m.token, '1y');
  expect(last?.daily).toHaveLength(365);
  expect(last?.overview.totalHabits).toBe(HABITS);
  expect(last?.daily.every((d) => d.possible === HABITS)).toBe(true);
  expect(last?.daily.reduce((sum, d) => sum + d.completed, 0)).toBe(doneLastYear);
  expect(last?.overview.completionRate).toBe(
    Math.round((doneLastYear / (HABITS * 365)) * 1000) / 10,
  );
}, 60_000);
