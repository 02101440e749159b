import type { ImportCreated, ImportView } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import * as kit from '../../test/habits.js';
import { useTestApp } from '../../test/helper.js';
import { call, upload, waitForImport } from '../../test/imports.js';

/*
 * Notes, rest days and vacations outside the days an import writes: notes through today, rest
 * days and vacation days up to a year ahead (POST /api/habits/:id/skip's limit), none before 2000
 * (docs/decisions/043-import-in-short-transactions.md). The preview says how many it will skip,
 * and the done import counts them with the usual reasons.
 */

const t = useTestApp();
const NOW = '2026-11-20T12:00:00Z';

const skip = (date: string, reason: string | null = null) => ({
  date,
  habit: 'Read',
  kind: 'skip',
  reason,
});

const FILE = Buffer.from(
  JSON.stringify({
    format: 'streakwise-export',
    profile: {},
    habits: [{ name: 'Read', kind: 'count', dailyTarget: 1, createdOn: '2026-11-01' }],
    habitDays: [
      { date: '2026-11-01', habit: 'Read', count: 1 },
      { date: '2026-11-25', habit: 'Read', count: 0, note: 'Planned' },
      { date: '1999-12-31', habit: 'Read', count: 0, note: 'Long ago' },
    ],
    protectedDays: [
      skip('2026-12-24', 'Holiday'),
      // A year ahead, the last day a rest day can be planned; the two after it are too far.
      skip('2027-11-20'),
      skip('2027-11-21'),
      skip('2030-01-01'),
      skip('1999-06-01'),
    ],
    vacations: [
      // Three days up to a year ahead, five after.
      { from: '2027-11-18', to: '2027-11-25', habits: null },
      // Two days before 2000, two after.
      { from: '1999-12-30', to: '2000-01-02', habits: ['Read'] },
    ],
  }),
);

describe('importing planned and early protections', () => {
  it('warns of the notes, rest days and vacation days it will skip, and counts them when done', async () => {
    const m = await kit.newMember(t, NOW);
    const created = await upload(t, m.token, FILE, 'streakwise');
    expect(created.statusCode, created.body).toBe(201);
    const { _id: id, preview } = created.json<ImportCreated>();
    expect(preview.warnings).toEqual([
      '1 note before 2000 will be skipped.',
      '1 note in the future will be skipped.',
      '1 rest day before 2000 will be skipped.',
      '2 rest days more than a year ahead will be skipped.',
      '2 vacation days before 2000 will be skipped.',
      '5 vacation days more than a year ahead will be skipped.',
    ]);

    expect((await call(t, m.token, 'POST', `/api/imports/${id}/apply`)).statusCode).toBe(202);
    const done = await waitForImport(t, m.token, id);
    expect(done).toMatchObject<Partial<ImportView>>({
      status: 'done',
      // Two rest days, and 3 + 2 vacation days of Read less 20 November 2027, a rest day already.
      created: { habits: 1, checkIns: 1, protectedDays: 2 + 3 + 2 - 1 },
    });
    expect(done.skipped).toEqual(
      expect.arrayContaining([
        { reason: 'before 2000', count: 1 + 1 + 2 },
        { reason: 'in the future', count: 1 + 2 + 5 },
      ]),
    );
    expect(done.skipped).toHaveLength(2);
  });
});
