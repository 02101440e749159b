import type { Habit } from '@streakwise/shared';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { completions, goals, habits } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';

const t = useTestApp();

const NAMES = {
  read: 'Read, then "reflect"',
  formula: '=SUM(A1)',
  tags: `Tags <&> "double" 'single'`,
  walk: 'Walk\nthe dog',
  cafe: 'Café au lait 🏃 漢字',
} as const;

let m: kit.Member;
const ids: Record<keyof typeof NAMES, string> = {
  read: '',
  formula: '',
  tags: '',
  walk: '',
  cafe: '',
};

/** [day, habit, count, that day's target] stored before the export. */
const COUNTS: [string, keyof typeof NAMES, number, number][] = [
  ['2026-03-01', 'read', 2, 2],
  ['2026-03-02', 'read', 1, 2],
  // The target was 3 that day: reached, although it is 2 today.
  ['2026-03-03', 'read', 3, 3],
  ['2026-03-02', 'formula', 1, 1],
  ['2026-03-06', 'walk', 1, 1],
];

/** The habit-day rows the export must hold from `from` to `to`, in date then habit order. */
function expectedRows(from: string, to: string) {
  const rows: { date: string; habit: string; count: string; target: string; completed: string }[] =
    [];
  for (
    let d = new Date(`${from}T00:00:00Z`);
    d <= new Date(`${to}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    const date = d.toISOString().slice(0, 10);
    const existing = (['read', 'formula', 'tags', 'cafe', 'walk'] as const).filter(
      (key) => key !== 'walk' || date >= '2026-03-05',
    );
    for (const key of existing) {
      const stored = COUNTS.find(([day, habit]) => day === date && habit === key);
      const target = stored?.[3] ?? (key === 'read' ? 2 : 1);
      const count = stored?.[2] ?? 0;
      rows.push({
        date,
        habit: NAMES[key],
        count: String(count),
        target: String(target),
        completed: String(count >= target),
      });
    }
  }
  return rows;
}

const exportUrl = (query: string) => `/api/premium/export?${query}`;
const download = (query: string, token = m.token) =>
  t.app.inject({ method: 'GET', url: exportUrl(query), headers: bearer(token) });

beforeAll(async () => {
  m = await kit.newMember(t, '2026-03-01T10:00:00Z', { plan: 'premium' });
  const add = async (key: keyof typeof NAMES, dailyTarget: number, minute: number) => {
    t.clock.set(new Date(`2026-03-01T10:0${minute}:00Z`));
    const habit: Habit = await kit.addHabit(
      t,
      m.token,
      { name: NAMES[key], category: 'Other', dailyTarget, color: '#EF4444' },
      201,
    );
    ids[key] = habit._id;
  };
  await add('read', 2, 1);
  await add('formula', 1, 2);
  await add('tags', 1, 3);
  await add('cafe', 1, 4);
  // The API refuses a line break in a name; the export must still cope with one.
  const [walk] = await db(t)
    .insert(habits)
    .values({
      userId: m.id,
      name: NAMES.walk,
      category: 'Fitness',
      dailyTarget: 1,
      icon: '🏃',
      color: '#10B981',
      createdOn: '2026-03-05',
      createdAt: new Date('2026-03-05T08:00:00Z'),
    })
    .returning({ id: habits.id });
  ids.walk = walk?.id ?? '';
  await db(t)
    .insert(completions)
    .values(
      COUNTS.map(([day, key, count, target]) => ({
        habitId: ids[key],
        userId: m.id,
        day,
        count,
        target,
      })),
    );
  await db(t).insert(goals).values({
    userId: m.id,
    title: 'Read, daily',
    type: 'streak',
    target: 7,
    deadline: '2026-04-01',
    createdOn: '2026-03-01',
  });
  // A check-in through the API on 03-07 writes a points entry dated that day.
  await kit.moveClock(t, m, '2026-03-07T12:00:00Z');
  kit.okResult(await kit.completeHabit(t, m.token, ids.tags, { count: 1 }));
  COUNTS.push(['2026-03-07', 'tags', 1, 1]);
  await kit.moveClock(t, m, '2026-03-10T12:00:00Z');
});

describe('GET /api/premium/export as CSV', () => {
  it('downloads a dated RFC 4180 file whose habit-day rows parse back to the same rows', async () => {
    const res = await download('format=csv&startDate=2026-03-01&endDate=2026-03-07');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="streakwise-export-2026-03-01-to-2026-03-07.csv"',
    );
    expect(res.body).toContain('\r\n');
    // RFC 4180: a cell with a line break, comma or quote is quoted, its quotes doubled.
    expect(res.body).toContain('"Walk\nthe dog"');
    expect(res.body).toContain('"Read, then ""reflect"""');
    const records = parse<Record<string, string>>(res.body, { bom: true, columns: true });
    const days = records
      .filter((r) => r.section === 'habit-day')
      .map(({ date, habit, count, target, completed }) => ({
        date,
        habit,
        count,
        target,
        completed,
      }));
    const expected = expectedRows('2026-03-01', '2026-03-07').map((row) =>
      // A cell a spreadsheet would run as a formula comes back with an apostrophe in front.
      row.habit === NAMES.formula ? { ...row, habit: `'${NAMES.formula}` } : row,
    );
    expect(days).toEqual(expected);
    expect(records.find((r) => r.section === 'profile' && r.name === 'email')?.detail).toBe(
      m.person.email,
    );
    expect(records.filter((r) => r.section === 'habit').map((r) => r.habit)).toContain(NAMES.walk);
    expect(records.find((r) => r.section === 'goal')).toMatchObject({
      name: 'Read, daily',
      type: 'streak',
      target: '7',
      status: 'active',
      date: '2026-04-01',
    });
    expect(records.filter((r) => r.section === 'points')).toEqual([
      expect.objectContaining({
        date: '2026-03-07',
        habit: NAMES.tags,
        type: 'check-in',
        amount: '10',
      }),
    ]);
    expect(records.filter((r) => r.section === 'badge').map((r) => r.name)).toContain(
      'Getting Started',
    );
  });

  it('keeps rows and ledger entries outside the range out', async () => {
    const res = await download('format=csv&startDate=2026-03-02&endDate=2026-03-03');
    const records = parse<Record<string, string>>(res.body, { bom: true, columns: true });
    const days = records.filter((r) => r.section === 'habit-day');
    expect(new Set(days.map((r) => r.date))).toEqual(new Set(['2026-03-02', '2026-03-03']));
    expect(days).toHaveLength(8);
    expect(records.filter((r) => r.section === 'points')).toEqual([]);
  });
});

describe('GET /api/premium/export as JSON, XML and PDF', () => {
  it('defaults to JSON from the first habit’s day to today', async () => {
    const res = await download('');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="streakwise-export-2026-03-01-to-2026-03-10.json"',
    );
    const body = res.json<{
      range: object;
      profile: { name: string; email: string; plan: string };
      habitDays: Record<string, unknown>[];
      goals: object[];
    }>();
    expect(body.range).toEqual({ startDate: '2026-03-01', endDate: '2026-03-10' });
    expect(body.profile).toMatchObject({
      name: m.person.name,
      email: m.person.email,
      plan: 'premium',
    });
    expect(
      body.habitDays.map((r) => ({
        ...r,
        count: String(r.count),
        target: String(r.target),
        completed: String(r.completed),
      })),
    ).toEqual(
      // Count habits with neither note nor corrected day (kinds-exports.test.ts has those).
      expectedRows('2026-03-01', '2026-03-10').map((r) => ({ ...r, corrected: false, note: null })),
    );
    expect(body.goals).toEqual([
      expect.objectContaining({
        title: 'Read, daily',
        type: 'streak',
        target: 7,
        status: 'active',
        deadline: '2026-04-01',
      }),
    ]);
  });

  it('writes well-formed XML that keeps <&>"\' and line breaks in names', async () => {
    const res = await download('format=xml&startDate=2026-03-05&endDate=2026-03-06');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const xml = new XMLParser({ parseTagValue: false, trimValues: false }).parse(res.body) as {
      export: {
        habits: { habit: { name: string }[] };
        habitDays: { habitDay: { date: string; habit: string; completed: string }[] };
      };
    };
    expect(xml.export.habits.habit.map((h) => h.name)).toEqual([
      NAMES.read,
      NAMES.formula,
      NAMES.tags,
      NAMES.cafe,
      NAMES.walk,
    ]);
    const rows = xml.export.habitDays.habitDay;
    expect(rows.map((r) => [r.date, r.habit, r.completed])).toEqual(
      expectedRows('2026-03-05', '2026-03-06').map((r) => [r.date, r.habit, r.completed]),
    );
  });

  it('writes a PDF report naming every habit, without the glyphs the font lacks', async () => {
    const res = await download('format=pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="streakwise-export-2026-03-01-to-2026-03-10.pdf"',
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    for (const name of [NAMES.read, NAMES.formula, NAMES.tags, 'Walk the dog']) {
      expect(text).toContain(name);
    }
    // The emoji is left out and each Chinese character (not in DejaVu Sans) shows the
    // placeholder; a glyph the font lacks would come out as U+0000 (an empty box on screen).
    expect(text).toContain('Café au lait \uFFFD\uFFFD');
    expect(text).not.toContain('\u0000');
    expect(text).toContain('Completion by week');
    expect(text).toContain(m.person.email);
  });
});

describe('edge cases', () => {
  it('stops an archived habit’s rows on the day it was archived', async () => {
    await db(t)
      .update(habits)
      .set({ archivedAt: new Date('2026-03-03T09:00:00Z') })
      .where(eq(habits.id, ids.formula));
    const res = await download('format=json&startDate=2026-03-01&endDate=2026-03-04');
    const rows = res.json<{ habitDays: { date: string; habit: string }[] }>().habitDays;
    expect(rows.filter((r) => r.habit === NAMES.formula).map((r) => r.date)).toEqual([
      '2026-03-01',
      '2026-03-02',
    ]);
    await db(t).update(habits).set({ archivedAt: null }).where(eq(habits.id, ids.formula));
  });
});
