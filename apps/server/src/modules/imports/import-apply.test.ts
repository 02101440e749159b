import type { Habit, HabitDayList, ImportList, ImportView } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { completions, imports } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';
import { call, importFile, sample, upload, waitForImport } from '../../test/imports.js';

const t = useTestApp();
const NOW = '2026-11-20T12:00:00Z';
const EARLIER = '2026-10-25T12:00:00Z';

/** A member whose habits were made on 25 October (days since then can be set), now on NOW. */
async function memberWith(...made: { name: string; dailyTarget: number }[]) {
  const m = await kit.newMember(t, EARLIER);
  const ids: string[] = [];
  for (const h of made)
    ids.push((await kit.addHabit(t, m.token, { ...h, category: 'Health' }))._id);
  await kit.moveClock(t, m, NOW);
  return { m, ids };
}

const habits = (token: string, archived = false) =>
  kit.getJson<Habit[]>(t, token, `/api/habits${archived ? '?archived=true' : ''}`, 200);
const named = async (token: string, name: string) =>
  [...(await habits(token)), ...(await habits(token, true))].find((h) => h.name === name);
const days = async (token: string, habitId: string) =>
  (
    await kit.getJson<HabitDayList>(
      t,
      token,
      `/api/habits/${habitId}/days?from=2026-10-25&to=2026-11-20`,
      200,
    )
  ).days.map((d) => [d.date, d.count]);
const setDay = (token: string, habitId: string, date: string, count: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/habits/${habitId}/days/${date}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { count },
  });

describe('applying an import', () => {
  it('merges into the habit of the same name and makes the others; no points, no badges', async () => {
    const { m, ids } = await memberWith({ name: 'READ', dailyTarget: 1 });
    const read = { _id: ids[0] ?? '' };
    expect((await setDay(m.token, read._id, '2026-11-03', 1)).statusCode).toBe(200);
    const points = await kit.storedPoints(t, m.id);
    const badges = await kit.earnedBadges(t, m.token);

    const done = await importFile(t, m.token, sample('long.csv'));
    expect(done).toMatchObject({
      status: 'done',
      progress: { done: 2, total: 2 },
      created: { habits: 1, checkIns: 4, protectedDays: 0 },
      merged: { habits: 1 },
    });
    expect(done.skipped).toEqual(
      expect.arrayContaining([
        { reason: 'before 2000', count: 1 },
        { reason: 'in the future', count: 1 },
        { reason: 'already in Streakwise with the same or a larger total', count: 1 },
      ]),
    );
    expect(await days(m.token, read._id)).toEqual([
      ['2026-11-01', 1],
      ['2026-11-02', 1],
      ['2026-11-03', 1],
    ]);
    const merged = await named(m.token, 'READ');
    expect(merged?.streak).toEqual({ current: 0, longest: 3 });
    expect(await named(m.token, 'Run')).toBeDefined();
    expect(await kit.storedPoints(t, m.id)).toBe(points);
    expect(await kit.earnedBadges(t, m.token)).toEqual(badges);
    expect(await kit.ledger(t, m.id)).toMatchObject({ entries: 0 });
  });

  it('counts imported days for the streak up to yesterday, and changes nothing a second time', async () => {
    const m = await kit.newMember(t, '2026-11-03T12:00:00Z');
    await importFile(t, m.token, sample('bom-crlf.csv'));
    const walk = await named(m.token, 'Walk');
    expect(walk?.streak).toEqual({ current: 2, longest: 2 });
    const before = await kit.countRows(t, completions, m.id);

    const again = await importFile(t, m.token, sample('bom-crlf.csv'));
    expect(again).toMatchObject({
      status: 'done',
      created: { habits: 0, checkIns: 0 },
      merged: { habits: 0 },
      skipped: [{ reason: 'already in Streakwise with the same or a larger total', count: 2 }],
    });
    expect((await habits(m.token)).map((h) => h.name)).toEqual(['Walk']);
    const after = await kit.countRows(t, completions, m.id);
    expect(after).toBe(before);
  });

  it('keeps the larger total of a day already in Streakwise', async () => {
    const { m, ids } = await memberWith({ name: 'water', dailyTarget: 10 });
    const water = { _id: ids[0] ?? '' };
    await setDay(m.token, water._id, '2026-11-01', 9);
    await setDay(m.token, water._id, '2026-11-02', 2);
    await importFile(t, m.token, sample('wide.csv'));
    expect(await days(m.token, water._id)).toEqual([
      ['2026-11-01', 9],
      ['2026-11-02', 6],
    ]);
  });

  it("brings habits past the plan's limit in archived", async () => {
    const m = await kit.newMember(t, NOW);
    await kit.addHabit(t, m.token, { name: 'Yoga', category: 'Health', dailyTarget: 1 });
    await kit.addHabit(t, m.token, { name: 'Walk', category: 'Health', dailyTarget: 1 });
    const done = await importFile(t, m.token, sample('wide.csv'));
    expect(done.created?.habits).toBe(3);
    expect((await habits(m.token)).map((h) => h.name).sort()).toEqual(['Meditate', 'Walk', 'Yoga']);
    expect((await habits(m.token, true)).map((h) => h.name).sort()).toEqual(['Stretch', 'Water']);
  });

  it('undoes exactly what it wrote, and leaves what the person did since', async () => {
    const { m, ids } = await memberWith({ name: 'Read', dailyTarget: 1 });
    const read = { _id: ids[0] ?? '' };
    expect((await setDay(m.token, read._id, '2026-11-10', 1)).statusCode).toBe(200);
    const running = await upload(t, m.token, sample('long.csv'));
    const id = running.json<{ _id: string }>()._id;
    expect((await call(t, m.token, 'DELETE', `/api/imports/${id}`)).statusCode).toBe(409);
    const applied = await call(t, m.token, 'POST', `/api/imports/${id}/apply`);
    expect([applied.statusCode, applied.json()]).toEqual([202, { _id: id, status: 'running' }]);
    await waitForImport(t, m.token, id);
    expect((await call(t, m.token, 'POST', `/api/imports/${id}/apply`)).statusCode).toBe(409);
    // The person changes one imported day afterwards (to the same count, even): the undo leaves it.
    await kit.moveClock(t, m, '2026-11-20T12:05:00Z');
    await setDay(m.token, read._id, '2026-11-02', 0);
    await setDay(m.token, read._id, '2026-11-02', 1);

    const list = (await call(t, m.token, 'GET', '/api/imports')).json<ImportList>();
    expect(list.imports).toEqual([
      expect.objectContaining({ _id: id, status: 'done', created: expect.anything() as object }),
    ]);
    expect((await call(t, m.token, 'DELETE', `/api/imports/${id}`)).statusCode).toBe(204);
    expect(await named(m.token, 'Run')).toBeUndefined();
    expect(await days(m.token, read._id)).toEqual([
      ['2026-11-02', 1],
      ['2026-11-10', 1],
    ]);
    expect((await call(t, m.token, 'GET', '/api/imports')).json()).toEqual({ imports: [] });
    expect((await call(t, m.token, 'GET', `/api/imports/${id}`)).statusCode).toBe(404);
  });

  it("shows another person's import to no one else", async () => {
    const a = await kit.newMember(t, NOW);
    const b = await kit.newMember(t, NOW);
    const id = (await upload(t, a.token, sample('wide.csv'))).json<{ _id: string }>()._id;
    for (const [method, url] of [
      ['GET', `/api/imports/${id}`],
      ['POST', `/api/imports/${id}/apply`],
      ['DELETE', `/api/imports/${id}`],
    ] as const) {
      expect((await call(t, b.token, method, url)).statusCode).toBe(404);
    }
  });

  it('fails as a whole: a habit that cannot be written takes back the ones before it', async () => {
    const m = await kit.newMember(t, NOW);
    const id = (await upload(t, m.token, sample('wide.csv'))).json<{ _id: string }>()._id;
    // A day PostgreSQL refuses, in the last habit: the first two are written, then taken back.
    const parsed = {
      habits: [
        { name: 'Alpha', kind: 'count', unit: null, days: [['2026-11-01', 1]] },
        { name: 'Beta', kind: 'count', unit: null, days: [['2026-02-30', 1]] },
      ],
      warnings: [],
    };
    await db(t).update(imports).set({ parsed, progressTotal: 2 });
    expect((await call(t, m.token, 'POST', `/api/imports/${id}/apply`)).statusCode).toBe(202);
    const failed = await waitForImport(t, m.token, id);
    expect(failed).toMatchObject<Partial<ImportView>>({
      status: 'failed',
      reason: 'The import stopped before it finished, and nothing of it was kept. Try again.',
    });
    expect(await habits(m.token)).toEqual([]);
  });
});
