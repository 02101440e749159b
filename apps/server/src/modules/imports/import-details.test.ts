import { HABIT_COLORS, type Habit, type HabitDayList, type ImportView } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayProtections, habitDays, imports, vacations } from '../../db/schema.js';
import * as categoryKit from '../../test/categories.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';
import { call, sample, upload, waitForImport } from '../../test/imports.js';

/*
 * Applying a parsed import that carries a tracker's own details (docs/decisions/035-import-sources.md):
 * the habits it creates take them, a habit it merges into keeps its own settings, and the undo
 * takes back exactly what was written.
 */
const t = useTestApp();
const NOW = '2026-11-20T12:00:00Z';
const COLOR = HABIT_COLORS[1];

const RICH = {
  habits: [
    {
      name: 'Run',
      kind: 'measure',
      unit: 'km',
      target: 5,
      days: [
        ['2026-11-01', 6],
        ['2026-11-02', 3],
      ],
      description: 'Before breakfast',
      category: 'Running',
      icon: '🏃',
      color: COLOR,
      schedule: { kind: 'weekly', times: 3 },
      notes: [
        ['2026-11-02', 'Rainy'],
        ['2026-11-03', 'Only a note'],
      ],
      restDays: [
        ['2026-11-04', 'Sore knee'],
        ['2031-01-01', null],
      ],
    },
    {
      name: 'No sugar',
      kind: 'quit',
      unit: null,
      target: 2,
      days: [['2026-11-18', 3]],
    },
    {
      name: 'Stretch',
      kind: 'count',
      unit: null,
      target: 3,
      days: [['2026-11-05', 2]],
      archived: true,
      schedule: { kind: 'weekdays', days: [] },
    },
  ],
  vacations: [{ from: '2026-11-15', to: '2026-11-16', habits: ['run'] }],
  categories: ['Running'],
  warnings: [],
};

/** Reads a file into an import, puts `parsed` in its place, applies it and waits for the end. */
async function applyParsed(m: kit.Member, parsed: object, steps: number): Promise<ImportView> {
  const id = (await upload(t, m.token, sample('wide.csv'))).json<{ _id: string }>()._id;
  await db(t).update(imports).set({ parsed, progressTotal: steps }).where(eq(imports.id, id));
  expect((await call(t, m.token, 'POST', `/api/imports/${id}/apply`)).statusCode).toBe(202);
  return waitForImport(t, m.token, id);
}

const allHabits = async (m: kit.Member) => [
  ...(await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200)),
  ...(await kit.getJson<Habit[]>(t, m.token, '/api/habits?archived=true', 200)),
];
const named = async (m: kit.Member, name: string) =>
  (await allHabits(m)).find((h) => h.name === name);
const days = async (m: kit.Member, id: string) =>
  (
    await kit.getJson<HabitDayList>(
      t,
      m.token,
      `/api/habits/${id}/days?from=2026-10-01&to=2026-11-20`,
      200,
    )
  ).days.map((d) => [d.date, d.count, d.note]);
const protections = async (m: kit.Member) =>
  (
    await db(t)
      .select({ day: dayProtections.day, kind: dayProtections.kind, reason: dayProtections.reason })
      .from(dayProtections)
      .where(eq(dayProtections.userId, m.id))
      .orderBy(dayProtections.day)
  ).map((p) => [p.day, p.kind, p.reason]);
const counts = async (m: kit.Member) => ({
  habits: (await allHabits(m)).length,
  notes: (await db(t).select().from(habitDays).where(eq(habitDays.userId, m.id))).length,
  protections: (await protections(m)).length,
  vacations: (await db(t).select().from(vacations).where(eq(vacations.userId, m.id))).length,
});

describe('applying the details a tracker keeps', () => {
  it('creates habits with them, writes notes, rest days and vacations; twice changes nothing; undo takes all back', async () => {
    const m = await kit.newMember(t, NOW, { plan: 'pro' });
    const done = await applyParsed(m, RICH, 4);
    expect(done).toMatchObject({
      status: 'done',
      created: { habits: 3, protectedDays: 3 },
      merged: { habits: 0 },
    });
    expect(done.skipped).toEqual([{ reason: 'in the future', count: 1 }]);

    const run = await named(m, 'Run');
    expect(run).toMatchObject({
      kind: 'measure',
      unit: 'km',
      target: 5,
      description: 'Before breakfast',
      category: 'Running',
      icon: '🏃',
      color: COLOR,
      schedule: { kind: 'weekly', times: 3 },
      archivedAt: null,
    });
    expect(await days(m, run?._id ?? '')).toEqual([
      ['2026-11-01', 6, null],
      ['2026-11-02', 3, 'Rainy'],
      ['2026-11-03', 0, 'Only a note'],
    ]);
    const sugar = await named(m, 'No sugar');
    expect(sugar).toMatchObject({ kind: 'quit', limit: 2 });
    const sugarDays = await days(m, sugar?._id ?? '');
    expect(sugarDays).toContainEqual(['2026-11-18', 3, null]);
    expect(sugarDays).toContainEqual(['2026-11-19', 0, null]);
    const stretch = await named(m, 'Stretch');
    expect(stretch).toMatchObject({ dailyTarget: 3, schedule: { kind: 'daily' } });
    expect(stretch?.archivedAt).not.toBeNull();
    expect(await categoryKit.ownNames(t, m.token)).toEqual(['Running']);
    expect(await protections(m)).toEqual([
      ['2026-11-04', 'skip', 'Sore knee'],
      ['2026-11-15', 'vacation', null],
      ['2026-11-16', 'vacation', null],
    ]);
    const planned = await kit.getJson<{ from: string; to: string }[]>(
      t,
      m.token,
      '/api/vacations',
      200,
    );
    expect(planned).toEqual([expect.objectContaining({ from: '2026-11-15', to: '2026-11-16' })]);
    expect(await kit.ledger(t, m.id)).toMatchObject({ entries: 0 });
    const written = await counts(m);

    const again = await applyParsed(m, RICH, 4);
    expect(again).toMatchObject({
      status: 'done',
      created: { habits: 0, checkIns: 0, protectedDays: 0 },
      merged: { habits: 0 },
    });
    expect(await counts(m)).toEqual(written);
    expect((await call(t, m.token, 'DELETE', `/api/imports/${again._id}`)).statusCode).toBe(204);

    expect((await call(t, m.token, 'DELETE', `/api/imports/${done._id}`)).statusCode).toBe(204);
    expect(await counts(m)).toEqual({ habits: 0, notes: 0, protections: 0, vacations: 0 });
    expect(await categoryKit.ownNames(t, m.token)).toEqual([]);
  });

  it('merges notes and rest days into a habit that keeps its settings; undo restores the note', async () => {
    const m = await kit.newMember(t, '2026-10-25T12:00:00Z');
    const read = await kit.addHabit(t, m.token, {
      name: 'Read',
      category: 'Learning',
      dailyTarget: 2,
    });
    await kit.moveClock(t, m, NOW);
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/habits/${read._id}/days/2026-11-02`,
        headers: { authorization: `Bearer ${m.token}` },
        payload,
      });
    expect((await put({ note: 'My own words' })).statusCode).toBe(200);
    const parsed = {
      habits: [
        {
          name: 'read',
          kind: 'count',
          unit: null,
          target: 5,
          category: 'Books',
          icon: '📚',
          schedule: { kind: 'weekly', times: 2 },
          days: [['2026-11-01', 1]],
          notes: [['2026-11-02', 'From the other app']],
          restDays: [['2026-11-03', null]],
        },
        {
          name: 'Walk',
          kind: 'count',
          unit: null,
          days: [['2026-11-01', 1]],
          icon: '🏃',
          category: 'Walking',
        },
      ],
      categories: ['Books', 'Walking'],
      warnings: [],
    };
    const done = await applyParsed(m, parsed, 2);
    expect(done).toMatchObject({ created: { habits: 1, protectedDays: 1 }, merged: { habits: 1 } });
    expect(await named(m, 'Read')).toMatchObject({
      category: 'Learning',
      dailyTarget: 2,
      icon: read.icon,
      schedule: { kind: 'daily' },
    });
    // A free plan: no custom category is made, and the icon stays the default.
    expect(await named(m, 'Walk')).toMatchObject({ category: 'Other', icon: read.icon });
    expect(await categoryKit.ownNames(t, m.token)).toEqual([]);
    expect(await days(m, read._id)).toEqual([
      ['2026-11-01', 1, null],
      ['2026-11-02', 0, 'From the other app'],
    ]);
    expect(await protections(m)).toEqual([['2026-11-03', 'skip', null]]);

    expect((await call(t, m.token, 'DELETE', `/api/imports/${done._id}`)).statusCode).toBe(204);
    expect(await days(m, read._id)).toEqual([['2026-11-02', 0, 'My own words']]);
    expect(await protections(m)).toEqual([]);
    expect(await named(m, 'Walk')).toBeUndefined();
  });
});
