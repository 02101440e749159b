import { IMPORT_MESSAGES, type Habit, type ImportCreated } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import * as kit from '../../test/habits.js';
import { useTestApp } from '../../test/helper.js';
import { call, form, sample, upload } from '../../test/imports.js';

const t = useTestApp();
const NOW = '2026-11-20T12:00:00Z';

const preview = async (token: string, file: string) => {
  const res = await upload(t, token, sample(file));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ImportCreated>();
};

const refused = async (token: string, data: Buffer, source = 'csv') => {
  const res = await upload(t, token, data, source);
  return { status: res.statusCode, body: res.json<{ message: string; code?: string }>() };
};

describe('POST /api/imports: a CSV read into a preview', () => {
  it('reads the long form: counts summed per day, amounts as a measure, skips announced', async () => {
    const m = await kit.newMember(t, NOW);
    await kit.addHabit(t, m.token, { name: 'READ', category: 'Health', dailyTarget: 1 });
    const created = await preview(m.token, 'long.csv');
    expect(created).toMatchObject({
      source: 'csv',
      status: 'ready',
      _id: expect.any(String) as string,
    });
    const [read, run] = created.preview.habits;
    expect(read).toMatchObject({
      name: 'Read',
      kind: 'count',
      days: 3,
      checkIns: 5,
      firstDay: '2026-11-01',
      lastDay: '2026-11-03',
      matches: { _id: expect.any(String) as string, name: 'READ' },
    });
    expect(run).toMatchObject({ name: 'Run', kind: 'measure', days: 2, matches: null });
    expect(created.preview).toMatchObject({ days: 5, checkIns: 7 });
    const warnings = created.preview.warnings.join('\n');
    expect(warnings).toMatch(/Columns ignored: mood/);
    expect(warnings).toMatch(/1 day before 2000 will be skipped/);
    expect(warnings).toMatch(/1 day in the future will be skipped/);
    // Nothing is written to the habits yet.
    const habits = await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200);
    expect(habits.map((h) => h.name)).toEqual(['READ']);
  });

  it('reads the wide form: yes/no words, numbers and blanks', async () => {
    const m = await kit.newMember(t, NOW);
    const { preview: p } = await preview(m.token, 'wide.csv');
    expect(p.habits.map((h) => [h.name, h.kind, h.days, h.checkIns])).toEqual([
      ['Meditate', 'count', 2, 2],
      ['Water', 'count', 2, 14],
      ['Stretch', 'count', 2, 2],
    ]);
  });

  it('takes a byte-order mark and CRLF line ends', async () => {
    const m = await kit.newMember(t, NOW);
    const { preview: p } = await preview(m.token, 'bom-crlf.csv');
    expect(p.habits).toEqual([
      expect.objectContaining({ name: 'Walk', days: 2, firstDay: '2026-11-01' }),
    ]);
  });

  it('warns that habits past the plan limit come in archived', async () => {
    const m = await kit.newMember(t, NOW);
    await kit.addHabit(t, m.token, { name: 'Yoga', category: 'Health', dailyTarget: 1 });
    await kit.addHabit(t, m.token, { name: 'Walk', category: 'Health', dailyTarget: 1 });
    const { preview: p } = await preview(m.token, 'wide.csv');
    expect(p.warnings).toContain(
      '"Water" will come in archived: your plan\'s habit limit is reached.',
    );
    expect(p.warnings).toContain(
      '"Stretch" will come in archived: your plan\'s habit limit is reached.',
    );
    expect(p.warnings.join()).not.toMatch(/Meditate/);
  });

  it.each([
    ['empty.csv', /The file is empty/],
    ['wrong-columns.csv', /Line 1 of the CSV needs a "date" column/],
    ['truncated.csv', /ends inside a quoted value at line \d: the file looks cut short/],
    ['short-row.csv', /Line 3 of the CSV has a different number of values than its header/],
    ['bad-date.csv', /Line 3: "01\/11\/2026" is not a date in the form YYYY-MM-DD/],
  ])('refuses %s with IMPORT_UNREADABLE and a sentence', async (file, message) => {
    const m = await kit.newMember(t, NOW);
    const { status, body } = await refused(m.token, sample(file));
    expect(status).toBe(400);
    expect(body.code).toBe('IMPORT_UNREADABLE');
    expect(body.message).toMatch(message);
  });

  it('names the line of a count that is not a number', async () => {
    const m = await kit.newMember(t, NOW);
    const data = Buffer.from('date,habit,count\n2026-11-01,Read,2\n2026-11-02,Read,lots\n');
    const { status, body } = await refused(m.token, data);
    expect([status, body.message]).toEqual([
      400,
      'Line 3: count "lots" is not a whole number of 0 or more.',
    ]);
  });

  it('refuses a file over 20 MB with 413, naming the limit', async () => {
    const m = await kit.newMember(t, NOW);
    const { status, body } = await refused(m.token, Buffer.alloc(20 * 1024 * 1024 + 10, 'a'));
    expect(status).toBe(413);
    expect(body.message).toMatch(/20 MB/);
  });

  it('answers an upload cut short with a 400 that says so, not a server error', async () => {
    const m = await kit.newMember(t, NOW);
    const body = form({ source: 'csv' }, { name: 'history.csv', data: sample('long.csv') });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: { ...body.headers, authorization: `Bearer ${m.token}` },
      payload: body.payload.subarray(0, body.payload.length - 30),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(IMPORT_MESSAGES.uploadBroken);
    expect((await call(t, m.token, 'GET', '/api/imports')).json()).toEqual({ imports: [] });
  });

  it('refuses a source it does not know, naming the ones it reads', async () => {
    const m = await kit.newMember(t, NOW);
    const unknown = await refused(m.token, sample('long.csv'), 'excel');
    expect([unknown.status, unknown.body.message]).toEqual([
      400,
      'Choose where the file comes from: csv, streakwise, loop, habitica.',
    ]);
  });

  it('asks for the file, and for a signed-in person', async () => {
    const m = await kit.newMember(t, NOW);
    const body = form({ source: 'csv' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: { ...body.headers, authorization: `Bearer ${m.token}` },
      payload: body.payload,
    });
    expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([
      400,
      'Choose a file to import.',
    ]);
    expect((await call(t, 'nobody', 'GET', '/api/imports')).statusCode).toBe(401);
  });
});
