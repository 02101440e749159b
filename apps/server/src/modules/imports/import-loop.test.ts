import type { Habit, HabitDayList, ImportCreated, ImportView } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayProtections } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';
import { call, upload, waitForImport } from '../../test/imports.js';
import { LOOP_CSV, loopDb, loopZip, zipOf } from '../../test/loop-samples.js';

/* Importing from Loop Habit Tracker (docs/decisions/035-import-sources.md): its ZIP and its .db. */
const t = useTestApp();
const NOW = '2026-11-20T12:00:00Z';

async function preview(m: kit.Member, file: Buffer): Promise<ImportCreated> {
  const res = await upload(t, m.token, file, 'loop');
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ImportCreated>();
}
async function apply(m: kit.Member, id: string): Promise<ImportView> {
  expect((await call(t, m.token, 'POST', `/api/imports/${id}/apply`)).statusCode).toBe(202);
  return waitForImport(t, m.token, id);
}
const allHabits = async (m: kit.Member) => [
  ...(await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200)),
  ...(await kit.getJson<Habit[]>(t, m.token, '/api/habits?archived=true', 200)),
];
const days = async (m: kit.Member, id: string) =>
  (
    await kit.getJson<HabitDayList>(
      t,
      m.token,
      `/api/habits/${id}/days?from=2026-10-01&to=2026-11-12`,
      200,
    )
  ).days
    .filter((d) => d.count > 0 || d.note)
    .map((d) => [d.date, d.count, d.note]);
const restDays = async (m: kit.Member) =>
  (
    await db(t)
      .select({ day: dayProtections.day, kind: dayProtections.kind })
      .from(dayProtections)
      .where(eq(dayProtections.userId, m.id))
  ).map((p) => [p.day, p.kind]);

/** The Meditate habit of both samples (test/loop-samples.ts) as the preview shows it. */
const MEDITATE = {
  name: 'Meditate',
  kind: 'count',
  days: 2,
  checkIns: 2,
  firstDay: '2026-11-01',
  lastDay: '2026-11-02',
};

describe('importing from Loop Habit Tracker', () => {
  it('reads the .db backup into a preview, and applies it with schedules, rest days and notes', async () => {
    const m = await kit.newMember(t, NOW);
    const created = await preview(m, loopDb());
    expect(created.source).toBe('loop');
    expect(created.preview).toMatchObject({
      habits: [
        MEDITATE,
        {
          name: 'Run',
          kind: 'measure',
          days: 2,
          checkIns: 2,
          firstDay: '2026-11-01',
          lastDay: '2026-11-03',
        },
        { name: 'Coffee', kind: 'quit', days: 1, checkIns: 3 },
        { name: 'Piano', kind: 'count', days: 1, checkIns: 1 },
      ],
      days: 6,
    });
    expect(created.preview.warnings).toEqual([
      '"Piano" is 2 times in 3 days in Loop: it comes in as 5 days a week.',
    ]);

    const done = await apply(m, created._id);
    expect(done).toMatchObject({ status: 'done', created: { habits: 4, protectedDays: 1 } });
    const habits = await allHabits(m);
    const byName = (name: string) => habits.find((h) => h.name === name);
    expect(byName('Meditate')).toMatchObject({
      kind: 'count',
      dailyTarget: 1,
      description: 'Did you meditate? — calm mind',
      schedule: { kind: 'daily' },
      archivedAt: null,
    });
    expect(byName('Run')).toMatchObject({
      kind: 'measure',
      unit: 'km',
      target: 5,
      schedule: { kind: 'weekly', times: 3 },
    });
    expect(byName('Coffee')).toMatchObject({ kind: 'quit', unit: 'cups', limit: 2 });
    expect(byName('Piano')).toMatchObject({ schedule: { kind: 'weekly', times: 5 } });
    expect(byName('Piano')?.archivedAt).not.toBeNull();
    expect(await days(m, byName('Meditate')?._id ?? '')).toEqual([
      ['2026-11-01', 1, null],
      ['2026-11-02', 1, 'Long one'],
    ]);
    expect(await days(m, byName('Run')?._id ?? '')).toEqual([
      ['2026-11-01', 5.5, null],
      ['2026-11-03', 3, null],
    ]);
    expect(await days(m, byName('Coffee')?._id ?? '')).toEqual([['2026-11-10', 3, null]]);
    expect(await restDays(m)).toEqual([['2026-11-03', 'skip']]);
  });

  it('reads the ZIP of the CSV export: per-habit folders and the wide Checkmarks.csv', async () => {
    const m = await kit.newMember(t, NOW);
    const created = await preview(m, loopZip());
    expect(created.preview).toMatchObject({
      habits: [
        MEDITATE,
        {
          name: 'Gym',
          kind: 'measure',
          days: 1,
          checkIns: 1,
          firstDay: '2026-11-02',
          lastDay: '2026-11-02',
        },
      ],
      warnings: [],
    });
    const done = await apply(m, created._id);
    expect(done).toMatchObject({ status: 'done', created: { habits: 2, protectedDays: 1 } });
    const habits = await allHabits(m);
    expect(habits.find((h) => h.name === 'Meditate')).toMatchObject({
      description: 'Did you meditate? — Calm, then work',
      schedule: { kind: 'daily' },
    });
    expect(habits.find((h) => h.name === 'Gym')).toMatchObject({
      schedule: { kind: 'weekly', times: 2 },
    });
    expect(await restDays(m)).toEqual([['2026-11-03', 'skip']]);
  });

  it('refuses files that are not a Loop export with 400 IMPORT_UNREADABLE and a sentence', async () => {
    const m = await kit.newMember(t, NOW);
    const zip = loopZip();
    const db = loopDb();
    const cases: [Buffer, RegExp][] = [
      [zip.subarray(0, Math.floor(zip.length * 0.6)), /ZIP file could not be read/],
      [zipOf({ 'notes.txt': 'hello' }), /no Habits\.csv/],
      [
        zipOf({ ...LOOP_CSV, 'Habits.csv': 'Name,Colour\nRun,red\n' }),
        /lacks the columns Position/,
      ],
      [loopDb({ repetitions: false }), /no Repetitions table/],
      [loopDb({ habitColumns: 'id integer, name text' }), /Habits table .* lacks freq_num/],
      [db.subarray(0, 600), /database could not be read/],
      [Buffer.from('date,habit\n2026-11-01,Run\n'), /not a Loop Habit Tracker export/],
    ];
    for (const [file, message] of cases) {
      const res = await upload(t, m.token, file, 'loop');
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json<{ code: string; message: string }>();
      expect(body.code).toBe('IMPORT_UNREADABLE');
      expect(body.message).toMatch(message);
    }
    expect((await call(t, m.token, 'GET', '/api/imports')).json()).toEqual({ imports: [] });
  });
});
