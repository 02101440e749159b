import { parse } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import * as kit from '../../test/habits.js';
import { bearer, useTestApp } from '../../test/helper.js';
import * as kinds from '../../test/kinds.js';

/*
 * The exports and "Download my data" speak each kind in the person's numbers
 * (docs/decisions/032-habit-kinds.md): a measure's amounts with its unit, a quit habit's slips
 * against its limit, and every day's done (kept) state, note and corrected mark.
 */

const t = useTestApp();
let m: kit.Member;
const ids = { read: '', walk: '', soda: '' };

beforeAll(async () => {
  m = await kit.newMember(t, '2026-03-01T10:00:00Z', { plan: 'premium' });
  ids.read = (await kinds.addKindHabit(t, m, 'Read', { kind: 'count', dailyTarget: 2 }))._id;
  t.clock.set(new Date('2026-03-01T10:01:00Z'));
  const walk = { kind: 'measure', unit: 'km', target: 5 } as const;
  ids.walk = (await kinds.addKindHabit(t, m, 'Walk', walk))._id;
  t.clock.set(new Date('2026-03-01T10:02:00Z'));
  const soda = { kind: 'quit', limit: 2 } as const;
  ids.soda = (await kinds.addKindHabit(t, m, 'Soda', soda))._id;
  await kinds.countDay(t, m, ids.read, '2026-03-01', 2, 2);
  await kinds.measureDay(t, m, ids.walk, '2026-03-01', 2.5, 5);
  await kinds.measureDay(t, m, ids.walk, '2026-03-02', 6.25, 5);
  await kinds.quitDay(t, m, ids.soda, '2026-03-01', 1, 2);
  await kinds.quitDay(t, m, ids.soda, '2026-03-02', 3, 2);
  await kinds.markDay(t, m, ids.walk, '2026-03-01', { note: 'Rain, cut short', corrected: true });
  await kinds.markDay(t, m, ids.soda, '2026-03-02', { note: 'Party' });
  t.clock.set(new Date('2026-03-02T20:00:00Z'));
});

const download = (format: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/premium/export?format=${format}&startDate=2026-03-01&endDate=2026-03-02`,
    headers: bearer(m.token),
  });

describe('exports of measures and habits to quit', () => {
  it('JSON: each habit has its kind fields, each day its value, state, mark and note', async () => {
    const res = await download('json');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ habits: object[]; habitDays: object[] }>();
    expect(body.habits).toEqual([
      expect.objectContaining({ name: 'Read', kind: 'count', unit: null, target: null }),
      expect.objectContaining({
        name: 'Walk',
        kind: 'measure',
        unit: 'km',
        target: 5,
        limit: null,
      }),
      expect.objectContaining({ name: 'Soda', kind: 'quit', unit: null, limit: 2, dailyTarget: 1 }),
    ]);
    expect(body.habitDays).toContainEqual({
      date: '2026-03-01',
      habit: 'Walk',
      count: 2.5,
      target: 5,
      completed: false,
      corrected: true,
      note: 'Rain, cut short',
    });
    expect(body.habitDays).toContainEqual(
      expect.objectContaining({ date: '2026-03-02', habit: 'Walk', count: 6.25, completed: true }),
    );
    expect(body.habitDays).toContainEqual({
      date: '2026-03-01',
      habit: 'Soda',
      count: 1,
      target: 2,
      completed: true,
      corrected: false,
      note: null,
    });
    expect(body.habitDays).toContainEqual(
      expect.objectContaining({ habit: 'Soda', date: '2026-03-02', count: 3, completed: false }),
    );
  });

  it('CSV: the older columns keep their order, the kind columns come last', async () => {
    const res = await download('csv');
    const rows = parse<Record<string, string>>(res.body, { columns: true, bom: true });
    const header = Object.keys(rows[0] ?? {});
    expect(header.slice(0, 11)).toEqual([
      'section',
      'date',
      'habit',
      'count',
      'target',
      'completed',
      'name',
      'type',
      'status',
      'amount',
      'detail',
    ]);
    expect(header.slice(11, 16)).toEqual(['kind', 'unit', 'limit', 'corrected', 'note']);
    // Format version 2's columns come after them (docs/export-format.md).
    expect(header.slice(16, 18)).toEqual(['icon', 'color']);
    const walk = rows.find((r) => r.section === 'habit' && r.habit === 'Walk');
    expect(walk).toMatchObject({ kind: 'measure', unit: 'km', target: '5', limit: '' });
    const soda = rows.find((r) => r.section === 'habit' && r.habit === 'Soda');
    expect(soda).toMatchObject({ kind: 'quit', limit: '2' });
    const day = rows.find((r) => r.section === 'habit-day' && r.habit === 'Walk');
    expect(day).toMatchObject({
      date: '2026-03-01',
      count: '2.5',
      target: '5',
      completed: 'false',
      unit: 'km',
      corrected: 'true',
      note: 'Rain, cut short',
    });
  });

  it('XML: the kind fields are elements of each habit and day', async () => {
    const res = await download('xml');
    const doc = new XMLParser({ parseTagValue: false }).parse(res.body) as {
      export: { habits: { habit: object[] }; habitDays: { habitDay: object[] } };
    };
    expect(doc.export.habits.habit[1]).toMatchObject({ kind: 'measure', unit: 'km', target: '5' });
    expect(doc.export.habits.habit[2]).toMatchObject({ kind: 'quit', limit: '2' });
    expect(doc.export.habitDays.habitDay).toContainEqual({
      date: '2026-03-02',
      habit: 'Soda',
      count: '3',
      target: '2',
      completed: 'false',
      corrected: 'false',
      note: 'Party',
    });
  });

  it('PDF: amounts with units, slips against the limit, notes and corrected days', async () => {
    const res = await download('pdf');
    expect(res.statusCode).toBe(200);
    const { text } = await new PDFParse({ data: new Uint8Array(res.rawPayload) }).getText();
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('8.75 km');
    expect(flat).toContain('1 kept day');
    expect(flat).toContain('2026-03-01 Walk: 2.5 km (not done), corrected. Note: Rain, cut short');
    expect(flat).toContain('2026-03-02 Soda: 3 slips (limit 2) (over the limit). Note: Party');
  });

  it('my data: habits and days in the person numbers, with done, note and mark', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/my-data',
      headers: bearer(m.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ habits: object[]; completions: object[] }>();
    expect(body.habits).toContainEqual(
      expect.objectContaining({ name: 'Walk', kind: 'measure', unit: 'km', target: 5 }),
    );
    expect(body.habits).toContainEqual(
      expect.objectContaining({ name: 'Soda', kind: 'quit', limit: 2, dailyTarget: 1 }),
    );
    expect(body.completions).toContainEqual({
      habitId: ids.walk,
      day: '2026-03-01',
      count: 2.5,
      target: 5,
      done: false,
      corrected: true,
      note: 'Rain, cut short',
    });
    expect(body.completions).toContainEqual({
      habitId: ids.soda,
      day: '2026-03-01',
      count: 1,
      target: 2,
      done: true,
      corrected: false,
      note: null,
    });
  });
});
