import {
  addDays,
  type Day,
  type Habit,
  type HabitDayList,
  type ImportView,
} from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { completions, imports } from '../../db/schema.js';
import { importBatchDays } from '../habits/habit-import.service.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';
import { call, sample, upload, waitForImport } from '../../test/imports.js';

/*
 * A long habit is written in batches of importBatchDays days, one short transaction each
 * (docs/decisions/043-import-in-short-transactions.md); the progress counts the batches, and a
 * batch that fails takes back the ones before it.
 */

const t = useTestApp();
/** This database's batch (200 on PGlite, 2,000 on PostgreSQL). */
const batch = () => importBatchDays(t.deps.database.kind);
const EARLIER = '2026-10-25T12:00:00Z';
const NOW = '2026-11-20T12:00:00Z';

/** `n` days ending on 19 November 2026, one check-in each. */
const daysUpTo = (n: number): [Day, number][] =>
  Array.from({ length: n }, (_, i) => [addDays('2026-11-19', i - n + 1), 1]);

async function member() {
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
async function importOf(token: string, parsed: object): Promise<string> {
  const id = (await upload(t, token, sample('wide.csv'))).json<{ _id: string }>()._id;
  await db(t).update(imports).set({ parsed }).where(eq(imports.id, id));
  return id;
}

const account = async (token: string) => {
  const all = [
    ...(await kit.getJson<Habit[]>(t, token, '/api/habits', 200)),
    ...(await kit.getJson<Habit[]>(t, token, '/api/habits?archived=true', 200)),
  ];
  return Promise.all(
    all.map(async (h) => ({
      name: h.name,
      streak: h.streak,
      days: (
        await kit.getJson<HabitDayList>(
          t,
          token,
          `/api/habits/${h._id}/days?from=2026-10-25&to=2026-11-20`,
          200,
        )
      ).days.map((d) => [d.date, d.count]),
    })),
  );
};

describe('applying a long history', () => {
  it('writes it in batches, the progress counting them, the days all there', async () => {
    const { m } = await member();
    const long = daysUpTo(2 * batch() + 10);
    const id = await importOf(m.token, {
      habits: [{ name: 'Long', kind: 'count', unit: null, days: long }],
      warnings: [],
    });
    expect((await call(t, m.token, 'POST', `/api/imports/${id}/apply`)).statusCode).toBe(202);
    const done = await waitForImport(t, m.token, id);
    expect(done).toMatchObject<Partial<ImportView>>({
      status: 'done',
      progress: { done: 3, total: 3 },
      created: { habits: 1, checkIns: long.length, protectedDays: 0 },
    });
    const habit = (await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200)).find(
      (h) => h.name === 'Long',
    );
    expect(habit?.streak).toMatchObject({ longest: long.length });
    expect(await kit.countRows(t, completions, m.id)).toBe(long.length + 1);
  });

  it('fails as a whole: a later batch that cannot be written leaves the account as it was', async () => {
    const { m } = await member();
    const before = await account(m.token);
    const rows = await kit.countRows(t, completions, m.id);
    // A day PostgreSQL refuses, in the second batch of the second habit: the merge into Read and
    // the first batch are written (and committed), then taken back.
    const long = daysUpTo(2 * batch());
    long.splice(batch() + 5, 0, ['2026-02-30', 1]);
    const id = await importOf(m.token, {
      habits: [
        { name: 'Read', kind: 'count', unit: null, days: [['2026-11-01', 1]] },
        { name: 'Long', kind: 'count', unit: null, days: long },
      ],
      warnings: [],
    });
    expect((await call(t, m.token, 'POST', `/api/imports/${id}/apply`)).statusCode).toBe(202);
    expect(await waitForImport(t, m.token, id)).toMatchObject<Partial<ImportView>>({
      status: 'failed',
      reason: 'The import stopped before it finished, and nothing of it was kept. Try again.',
    });
    expect(await account(m.token)).toEqual(before);
    expect(await kit.countRows(t, completions, m.id)).toBe(rows);
  });
});
