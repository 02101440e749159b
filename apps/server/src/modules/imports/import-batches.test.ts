import type { Habit, ImportView } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { completions } from '../../db/schema.js';
import { importBatchDays } from '../habits/habit-import.service.js';
import { accountOf, daysUpTo, importOf, memberWithRead } from '../../test/import-account.js';
import * as kit from '../../test/habits.js';
import { useTestApp } from '../../test/helper.js';
import { call, waitForImport } from '../../test/imports.js';

/*
 * A long habit is written in batches of importBatchDays days, one short transaction each
 * (docs/decisions/043-import-in-short-transactions.md); the progress counts the batches, and a
 * batch that fails takes back the ones before it.
 */

const t = useTestApp();
/** This database's batch (200 on PGlite, 2,000 on PostgreSQL). */
const batch = () => importBatchDays(t.deps.database.kind);
describe('applying a long history', () => {
  it('writes it in batches, the progress counting them, the days all there', async () => {
    const { m } = await memberWithRead(t);
    const long = daysUpTo(2 * batch() + 10);
    const id = await importOf(t, m.token, {
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
    const { m } = await memberWithRead(t);
    const before = await accountOf(t, m.token);
    const rows = await kit.countRows(t, completions, m.id);
    // A day PostgreSQL refuses, in the second batch of the second habit: the merge into Read and
    // the first batch are written (and committed), then taken back.
    const long = daysUpTo(2 * batch());
    long.splice(batch() + 5, 0, ['2026-02-30', 1]);
    const id = await importOf(t, m.token, {
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
    expect(await accountOf(t, m.token)).toEqual(before);
    expect(await kit.countRows(t, completions, m.id)).toBe(rows);
  });
});
