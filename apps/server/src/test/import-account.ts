import { addDays, type Day, type Habit, type HabitDayList } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { imports } from '../db/schema.js';
import * as kit from './habits.js';
import { db, type TestApp } from './helper.js';
import { sample, upload } from './imports.js';

/*
 * An account to import a long history into, and what a person sees of it afterwards
 * (modules/imports/import-batches.test.ts, import-undo.test.ts).
 */

const EARLIER = '2026-10-25T12:00:00Z';
const NOW = '2026-11-20T12:00:00Z';

/** `n` days ending on 19 November 2026, one check-in each. */
export const daysUpTo = (n: number): [Day, number][] =>
  Array.from({ length: n }, (_, i) => [addDays('2026-11-19', i - n + 1), 1]);

/** A member with Read (made on 25 October 2026, done on 3 November), now on 20 November. */
export async function memberWithRead(t: TestApp) {
  const m = await kit.newMember(t, EARLIER);
  const read = await kit.addHabit(t, m.token, { name: 'Read', category: 'Health', dailyTarget: 1 });
  await kit.moveClock(t, m, NOW);
  const set = await t.app.inject({
    method: 'PUT',
    url: `/api/habits/${read._id}/days/2026-11-03`,
    headers: { authorization: `Bearer ${m.token}` },
    payload: { count: 1 },
  });
  expect(set.statusCode, set.body).toBe(200);
  return { m, read };
}

/** An import of `parsed`, made from a sample and given these habits instead. */
export async function importOf(t: TestApp, token: string, parsed: object): Promise<string> {
  const id = (await upload(t, token, sample('wide.csv'))).json<{ _id: string }>()._id;
  await db(t).update(imports).set({ parsed }).where(eq(imports.id, id));
  return id;
}

/** Each habit (archived ones too) with its streak and its days from 25 October 2026 on. */
export async function accountOf(t: TestApp, token: string) {
  const all = [
    ...(await kit.getJson<Habit[]>(t, token, '/api/habits', 200)),
    ...(await kit.getJson<Habit[]>(t, token, '/api/habits?archived=true', 200)),
  ];
  const days = (id: string) =>
    kit.getJson<HabitDayList>(
      t,
      token,
      `/api/habits/${id}/days?from=2026-10-25&to=2026-11-20`,
      200,
    );
  return Promise.all(
    all.map(async (h) => ({
      name: h.name,
      streak: h.streak,
      days: (await days(h._id)).days.map((d) => [d.date, d.count]),
    })),
  );
}
