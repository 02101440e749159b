import {
  checkInJob,
  checkInNote,
  CONNECTIONS,
  LIST_CONNECTIONS,
  loadedReport,
  MAIN,
  user,
} from './api-jobs.js';
import type { DatabaseReport } from './api-targets.js';
import { type CaseResult, runCase } from './lib/api-cases.js';
import { openApiApp } from './lib/api-setup.js';
import type { BenchDatabase } from './lib/databases.js';
import type { BenchContext } from './lib/types.js';

/* The API benchmark (bench/api.ts) on PGlite: the list and the check-in. */

export async function benchPglite(
  ctx: BenchContext,
  target: BenchDatabase,
  today: string,
): Promise<DatabaseReport> {
  const api = await openApiApp(ctx, target, today, [MAIN]);
  try {
    const cases: CaseResult[] = [];
    cases.push(
      await runCase(ctx, target.label, {
        key: `list-${LIST_CONNECTIONS[0]}`,
        label: 'GET /api/habits (20 habits × 1 y)',
        connections: LIST_CONNECTIONS[0],
        job: {
          url: `${api.base}/api/habits`,
          method: 'GET',
          headers: user(api, 'main').headers,
        },
      }),
    );
    const dayBefore = api.clock.day;
    const checkIn = await runCase(ctx, target.label, {
      key: 'check-in',
      label: 'PATCH /api/habits/:id/complete',
      connections: CONNECTIONS,
      job: checkInJob(api),
    });
    cases.push(checkInNote(api, checkIn, dayBefore));
    return await loadedReport(api, target, cases);
  } finally {
    await api.dispose();
  }
}
