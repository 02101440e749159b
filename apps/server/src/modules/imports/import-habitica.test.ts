import type { Habit, HabitDayList, ImportCreated } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import * as kit from '../../test/habits.js';
import { useTestApp } from '../../test/helper.js';
import {
  call,
  HABITICA_SAMPLE_WARNINGS,
  sample,
  upload,
  waitForImport,
} from '../../test/imports.js';

const t = useTestApp();
const NOW = '2026-11-20T12:00:00Z';

const preview = async (token: string, file: string) => {
  const res = await upload(t, token, sample(file), 'habitica');
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ImportCreated>();
};

describe('POST /api/imports with source=habitica: a Habitica export read into a preview', () => {
  it("previews dailies and habits with their days in the person's time zone, and warns", async () => {
    const m = await kit.newMember(t, NOW, { timezone: 'Europe/Berlin', plan: 'premium' });
    const created = await preview(m.token, 'habitica.json');
    expect(created).toMatchObject({ source: 'habitica', status: 'ready' });
    const rows = created.preview.habits.map((h) => [
      h.name,
      h.kind,
      h.days,
      h.checkIns,
      h.firstDay,
      h.lastDay,
    ]);
    expect(rows).toEqual([
      // 24 October 22:30 UTC was 00:30 on the 25th in Berlin (summer time), its own day.
      ['Read 📚', 'count', 4, 4, '2026-10-23', '2026-11-02'],
      ['Stretch', 'count', 2, 2, '2026-10-01', '2026-10-03'],
      ['Water the plants', 'count', 0, 0, null, null],
      ['Gym', 'count', 2, 2, '2026-11-10', '2026-11-12'],
      ['Floss 🦷', 'count', 1, 2, '2026-11-01', '2026-11-01'],
      ['Smoking', 'quit', 2, 4, '2026-11-03', '2026-11-05'],
      ['Read 📚 (2)', 'count', 1, 1, '2026-11-04', '2026-11-04'],
    ]);
    expect(created.preview).toMatchObject({ days: 12, checkIns: 15 });
    expect(created.preview.warnings).toEqual(HABITICA_SAMPLE_WARNINGS);
    // Nothing is written to the habits yet.
    expect(await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200)).toEqual([]);
  });

  it('reads a German export with its own offset and day start', async () => {
    const m = await kit.newMember(t, NOW);
    const { preview: p } = await preview(m.token, 'habitica-de.json');
    expect(p.habits).toEqual([
      expect.objectContaining({
        name: 'Zähne putzen 🪥',
        days: 2,
        firstDay: '2026-11-09',
        lastDay: '2026-11-11',
      }),
      expect.objectContaining({ name: 'Wasser trinken 💧', days: 2, checkIns: 5 }),
    ]);
    expect(p.warnings).toEqual([]);
  });

  it.each([
    [
      'habitica-truncated.json',
      'The JSON file ends in the middle: it looks cut short. Export it again.',
    ],
    [
      'habitica-no-tasks.json',
      'That JSON has no "tasks", so it is not a Habitica user-data export. Habitica\'s export is the JSON file from Settings → Export data → User data.',
    ],
    ['long.csv', /^That file is not JSON\./],
  ])('refuses %s with IMPORT_UNREADABLE and a sentence', async (file, message) => {
    const m = await kit.newMember(t, NOW);
    const res = await upload(t, m.token, sample(file), 'habitica');
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; code: string }>();
    expect(body.code).toBe('IMPORT_UNREADABLE');
    expect(body.message).toMatch(message);
    expect((await call(t, m.token, 'GET', '/api/imports')).json()).toEqual({ imports: [] });
  });

  it('refuses a history date that is no time, and a file with a zero byte as not JSON', async () => {
    const m = await kit.newMember(t, NOW);
    const bad = JSON.stringify({
      tasks: { dailys: [{ type: 'daily', text: 'Lesen', history: [{ date: 'gestern' }] }] },
    });
    const res = await upload(t, m.token, Buffer.from(bad), 'habitica');
    expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([
      400,
      'The daily "Lesen" has a history entry whose date "gestern" is neither a time in milliseconds nor an ISO date with its offset.',
    ]);
    const binary = await upload(t, m.token, Buffer.from([0x1f, 0x8b, 0, 0]), 'habitica');
    expect([binary.statusCode, binary.json<{ code: string }>().code]).toEqual([
      400,
      'IMPORT_UNREADABLE',
    ]);
  });

  it('applies the count habits of an export with their days', async () => {
    const m = await kit.newMember(t, NOW);
    const { _id } = await preview(m.token, 'habitica-de.json');
    expect((await call(t, m.token, 'POST', `/api/imports/${_id}/apply`)).statusCode).toBe(202);
    const done = await waitForImport(t, m.token, _id);
    expect(done).toMatchObject({ status: 'done', created: { habits: 2 } });
    const habits = await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200);
    const brush = habits.find((h) => h.name === 'Zähne putzen 🪥');
    const list = await kit.getJson<HabitDayList>(
      t,
      m.token,
      `/api/habits/${brush?._id ?? ''}/days?from=2026-11-01&to=2026-11-20`,
      200,
    );
    expect(list.days.map((d) => [d.date, d.count])).toEqual([
      ['2026-11-09', 1],
      ['2026-11-11', 1],
    ]);
  });
});
