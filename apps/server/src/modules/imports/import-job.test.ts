import type { Habit } from '@streakwise/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';
import { importFile, sample } from '../../test/imports.js';

// The job engine on: applying goes through pg-boss's queue, as in production.
const t = useTestApp({ JOBS: 'on' });

describe('applying an import with the job engine running', () => {
  it('is done by a pg-boss job, and the history is there after it', async () => {
    const m = await kit.newMember(t, '2026-11-04T12:00:00Z');
    const done = await importFile(t, m.token, sample('wide.csv'));
    expect(done).toMatchObject({ status: 'done', created: { habits: 3 } });
    const jobs = await selectRows<{ state: string }>(
      db(t),
      sql`select state from pgboss.job where name = 'import-apply'`,
    );
    expect(jobs.map((j) => j.state)).toEqual(['completed']);
    const habits = await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200);
    const meditate = habits.find((h) => h.name === 'Meditate');
    expect(meditate?.streak).toEqual({ current: 1, longest: 1 });
  });
});
