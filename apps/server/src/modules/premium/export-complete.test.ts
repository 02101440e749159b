import { parse } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { ARCHIVED_AT, TODAY, useFullAccount } from '../../test/full-account.js';
import { bearer, useTestApp } from '../../test/helper.js';

/*
 * Issue 28: an export holds everything a Streakwise import needs (docs/export-format.md): each
 * habit's kind, figures, look, schedule, reminder, order, category, archiving and standing; the
 * days' totals, notes and corrections; rest days, vacations and freezes; custom categories; goals
 * with reward, progress and completion; badges and points. JSON, XML and CSV alike.
 */

const t = useTestApp();
const account = useFullAccount(t);

const download = async (format: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/premium/export?format=${format}`,
    headers: bearer(account.member.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

/**
 * The ledger: two check-ins today, and the quit habit's kept days. NOTE: in any order (entries
 * written at one instant go by their random ids), so compared as sets.
 */
const POINTS = [
  { date: TODAY, reason: 'check-in', amount: 20, habit: 'Read' },
  { date: '2026-03-03', reason: 'quit-day', amount: 10, habit: 'Soda' },
  { date: '2026-03-02', reason: 'quit-day', amount: 10, habit: 'Soda' },
];

const PROTECTED = [
  { date: '2026-03-02', habit: 'Read', kind: 'freeze', reason: null },
  { date: TODAY, habit: 'Walk', kind: 'skip', reason: 'sick' },
  { date: '2026-03-06', habit: 'Walk', kind: 'vacation', reason: null },
  { date: '2026-03-07', habit: 'Walk', kind: 'vacation', reason: null },
];

describe('a complete export', () => {
  it('JSON holds every habit field, day, protection, category, vacation, goal, badge and point', async () => {
    const doc = JSON.parse(await download('json')) as Record<string, unknown[]> & {
      format: string;
      formatVersion: number;
    };
    expect(doc.format).toBe('streakwise-export');
    expect(doc.formatVersion).toBe(2);
    expect(doc.habits).toEqual([
      expect.objectContaining({
        name: 'Read',
        kind: 'count',
        dailyTarget: 2,
        category: 'Mindfulness',
        icon: '📚',
        color: '#10B981',
        description: 'Before bed',
        schedule: { kind: 'weekdays', days: [1, 3, 5] },
        reminder: { time: '07:30', days: [1, 3] },
        position: expect.any(Number) as number,
        archivedAt: null,
        ...account.standing('Read'),
      }),
      expect.objectContaining({
        name: 'Walk',
        kind: 'measure',
        unit: 'km',
        target: 5,
        schedule: { kind: 'daily' },
        reminder: null,
        ...account.standing('Walk'),
      }),
      expect.objectContaining({
        name: 'Soda',
        kind: 'quit',
        limit: 2,
        ...account.standing('Soda'),
      }),
      expect.objectContaining({
        name: 'Old habit',
        archivedOn: TODAY,
        archivedAt: expect.stringMatching(ARCHIVED_AT) as string,
        ...account.standing('Old habit'),
      }),
    ]);
    // The person's own order: Old habit was made last, so it came first until archived.
    const positions = (doc.habits as { name: string; position: number }[]).map((h) => h.position);
    expect(new Set(positions).size).toBe(4);
    expect(doc.categories).toEqual([{ name: 'Mindfulness' }]);
    expect(doc.vacations).toEqual([{ from: '2026-03-06', to: '2026-03-07', habits: ['Walk'] }]);
    expect(doc.habitDays).toContainEqual({
      date: '2026-03-03',
      habit: 'Walk',
      count: 2.5,
      target: 5,
      completed: false,
      corrected: true,
      note: 'Rain, cut short',
    });
    expect(doc.protectedDays).toEqual(PROTECTED);
    expect(doc.goals).toEqual([
      expect.objectContaining({
        title: 'First walk',
        status: 'completed',
        reward: 'Cinema',
        completedAt: '2026-03-03T18:00:00.000Z',
        habit: 'Walk',
        createdOn: '2026-03-02',
      }),
      expect.objectContaining({
        title: 'Read ten times',
        type: 'frequency',
        target: 10,
        status: 'active',
        reward: 'A new book',
        progress: 1,
        completedAt: null,
        habit: 'Read',
      }),
    ]);
    expect(doc.badges).toContainEqual(expect.objectContaining({ name: 'Getting Started' }));
    expect(doc.points).toHaveLength(POINTS.length);
    expect(doc.points).toEqual(expect.arrayContaining(POINTS));
  });

  it('XML holds the same, nested where the JSON nests', async () => {
    const body = await download('xml');
    expect(XMLValidator.validate(body)).toBe(true);
    const lists = ['habits.habit', 'protectedDay', 'goal', 'vacation', 'categories.category'];
    const doc = new XMLParser({
      parseTagValue: false,
      ignoreAttributes: false,
      isArray: (name, jPath) =>
        ['day', 'badge'].includes(name) || lists.some((l) => String(jPath).endsWith(l)),
    }).parse(body) as { export: Record<string, Record<string, Record<string, unknown>[]>> };
    const xml = doc.export;
    expect(xml['@_format']).toBe('streakwise-export');
    expect(xml['@_formatVersion']).toBe('2');
    const text = (values: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
    const [read, walk, , old] = xml.habits?.habit ?? [];
    expect(read).toMatchObject({
      name: 'Read',
      category: 'Mindfulness',
      icon: '📚',
      color: '#10B981',
      schedule: { kind: 'weekdays', days: { day: ['1', '3', '5'] } },
      reminder: { time: '07:30', days: { day: ['1', '3'] } },
      archivedAt: '',
      ...text(account.standing('Read')),
    });
    expect(read?.position).toMatch(/^-?\d+$/);
    expect(walk).toMatchObject({ kind: 'measure', unit: 'km', target: '5', reminder: '' });
    expect(old).toMatchObject({
      archivedAt: expect.stringMatching(ARCHIVED_AT) as string,
      archivedOn: TODAY,
    });
    expect(xml.categories?.category).toEqual([{ name: 'Mindfulness' }]);
    expect(xml.vacations?.vacation).toEqual([
      { from: '2026-03-06', to: '2026-03-07', habits: { habit: ['Walk'] } },
    ]);
    expect(xml.habitDays?.habitDay).toContainEqual({
      date: '2026-03-03',
      habit: 'Walk',
      count: '2.5',
      target: '5',
      completed: 'false',
      corrected: 'true',
      note: 'Rain, cut short',
    });
    expect(xml.protectedDays?.protectedDay).toEqual(
      PROTECTED.map((p) => ({ ...p, reason: p.reason ?? '' })),
    );
    expect(xml.goals?.goal).toEqual([
      expect.objectContaining({
        title: 'First walk',
        status: 'completed',
        reward: 'Cinema',
        completedAt: '2026-03-03T18:00:00.000Z',
      }),
      expect.objectContaining({ title: 'Read ten times', reward: 'A new book', progress: '1' }),
    ]);
    expect(xml.badges?.badge).toContainEqual(expect.objectContaining({ name: 'Getting Started' }));
    expect(xml.points?.entry).toHaveLength(POINTS.length);
    expect(xml.points?.entry).toEqual(
      expect.arrayContaining(POINTS.map((p) => ({ ...p, amount: String(p.amount) }))),
    );
  });

  it('CSV holds the same, a section per kind of row', async () => {
    const rows = parse<Record<string, string>>(await download('csv'), { bom: true, columns: true });
    const of = (section: string) => rows.filter((r) => r.section === section);
    const habit = (name: string) => of('habit').find((r) => r.habit === name);
    const shown = (name: string) =>
      Object.fromEntries(Object.entries(account.standing(name)).map(([k, v]) => [k, String(v)]));
    expect(habit('Read')).toMatchObject({
      type: 'Mindfulness',
      kind: 'count',
      target: '2',
      icon: '📚',
      color: '#10B981',
      detail: 'Before bed',
      schedule: 'weekdays Mon Wed Fri',
      reminderTime: '07:30',
      reminderDays: 'Mon Wed',
      status: 'active',
      archivedAt: '',
      ...shown('Read'),
    });
    expect(habit('Read')?.position).toMatch(/^-?\d+$/);
    expect(habit('Walk')).toMatchObject({ kind: 'measure', unit: 'km', schedule: 'daily' });
    expect(habit('Soda')).toMatchObject({ kind: 'quit', limit: '2', ...shown('Soda') });
    expect(habit('Old habit')).toMatchObject({
      status: `archived ${TODAY}`,
      archivedAt: expect.stringMatching(ARCHIVED_AT) as string,
    });
    expect(of('category').map((r) => r.name)).toEqual(['Mindfulness']);
    expect(of('vacation')).toEqual([
      expect.objectContaining({ date: '2026-03-06', to: '2026-03-07', habit: 'Walk' }),
    ]);
    expect(of('habit-day')).toContainEqual(
      expect.objectContaining({
        date: '2026-03-03',
        habit: 'Walk',
        count: '2.5',
        corrected: 'true',
        note: 'Rain, cut short',
      }),
    );
    expect(of('protected-day').map((r) => [r.date, r.habit, r.type, r.detail])).toEqual(
      PROTECTED.map((p) => [p.date, p.habit, p.kind, p.reason ?? '']),
    );
    expect(of('goal')).toEqual([
      expect.objectContaining({
        name: 'First walk',
        status: 'completed',
        reward: 'Cinema',
        completedAt: '2026-03-03T18:00:00.000Z',
      }),
      expect.objectContaining({ name: 'Read ten times', reward: 'A new book', progress: '1' }),
    ]);
    expect(of('badge').map((r) => r.name)).toContain('Getting Started');
    expect(of('points').map((r) => [r.date, r.type, r.amount, r.habit])).toHaveLength(
      POINTS.length,
    );
    expect(of('points').map((r) => [r.date, r.type, r.amount, r.habit])).toEqual(
      expect.arrayContaining(POINTS.map((p) => [p.date, p.reason, String(p.amount), p.habit])),
    );
  });
});
