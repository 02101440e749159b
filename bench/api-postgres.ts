import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays } from '@streakwise/shared';
import {
  BROWSER,
  checkInJob,
  checkInNote,
  CONNECTIONS,
  LIST_CONNECTIONS,
  loadedReport,
  MAIN,
  PEOPLE,
  peopleCheckInJob,
  RESULTS_DIR,
  user,
  VARIANTS,
} from './api-jobs.js';
import type { DatabaseReport } from './api-targets.js';
import { type CaseResult, type CaseSpec, runCase } from './lib/api-cases.js';
import { openApiApp } from './lib/api-setup.js';
import {
  type CapturedReply,
  captureReply,
  type CeilingServer,
  startCeiling,
} from './lib/ceiling.js';
import type { BenchDatabase } from './lib/databases.js';
import {
  findPgbench,
  perClientScript,
  type PgbenchResult,
  pgbenchScript,
  type PgbenchScript,
  runPgbench,
} from './lib/pgbench.js';
import { captureStatements } from './lib/sql-capture.js';
import type { BenchContext } from './lib/types.js';

/* The API benchmark (bench/api.ts) on PostgreSQL: every case beside its ceiling, and the check-in beside pgbench. */

export async function benchPostgres(
  ctx: BenchContext,
  target: BenchDatabase,
  today: string,
): Promise<DatabaseReport> {
  const api = await openApiApp(ctx, target, today, [MAIN, ...VARIANTS, ...PEOPLE]);
  let ceilings: CeilingServer | undefined;
  const scratch = mkdtempSync(path.join(tmpdir(), 'streakwise-bench-pgbench-'));
  const unregister = ctx.onCleanup(async () => rmSync(scratch, { recursive: true, force: true }));
  try {
    const main = user(api, 'main');
    const statements: Record<string, number> = {};
    // Each reply is captured once, through the app itself, with the SQL it ran.
    const capture = async (name: string, url: string, headers: Record<string, string>) => {
      const { response, statements: sql } = await captureStatements(api.app, { url, headers });
      statements[name] = sql.length;
      return captureReply(name, 'GET', response.statusCode, response.body);
    };
    // The list rebuilt (no kept reply), with the SQL that costs.
    statements['list-rebuilt'] = (
      await captureStatements(api.rebuilding.app, { url: '/api/habits', headers: main.headers })
    ).statements.length;
    const fromYearBack = `/api/habits?from=${addDays(today, -365)}`;
    const replies: Record<string, CapturedReply> = {
      list: await capture('list', '/api/habits', main.headers),
      listFrom: await capture('list-from', fromYearBack, main.headers),
      me: await capture('me', '/api/auth/me', main.headers),
      stats: await capture('stats', '/api/gamification/stats', main.headers),
    };
    // NOTE: one at a time: a capture patches node-postgres for the length of its request.
    for (const v of VARIANTS) {
      replies[v.key] = await capture(`list-${v.key}`, '/api/habits', user(api, v.key).headers);
    }
    // A partial check-in (target 3, nothing done yet today): what most of the load's check-ins are.
    const habit =
      main.seed.habits.find((h) => h.kind === 'count' && h.dailyTarget === 3) ??
      main.seed.habits[0];
    if (!habit) throw new Error('no habit to check in');
    const checkIn = await captureStatements(api.app, {
      method: 'PATCH',
      url: `/api/habits/${habit.id}/complete`,
      headers: { ...main.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ count: 1 }),
    });
    statements['check-in'] = checkIn.statements.length;
    const checkInReply = captureReply(
      'check-in',
      'PATCH',
      checkIn.response.statusCode,
      checkIn.response.body,
    );
    // One check-in of each of the ten people, for pgbench to replay as ten clients at once.
    const peopleStatements = [];
    for (const spec of PEOPLE) {
      const person = user(api, spec.key);
      const own =
        person.seed.habits.find((h) => h.kind === 'count' && h.dailyTarget === 3) ??
        person.seed.habits[0];
      if (!own) throw new Error(`no habit to check in for ${spec.key}`);
      const captured = await captureStatements(api.app, {
        method: 'PATCH',
        url: `/api/habits/${own.id}/complete`,
        headers: { ...person.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ count: 1 }),
      });
      peopleStatements.push(captured.statements);
    }
    ceilings = await startCeiling([...Object.values(replies), checkInReply]);
    ctx.print(
      `  SQL statements per request: ${Object.entries(statements)
        .map(([name, n]) => `${name} ${n}`)
        .join(', ')}`,
    );

    const get = (path: string, key = 'main') => ({
      url: `${api.base}${path}`,
      method: 'GET' as const,
      headers: user(api, key).headers,
    });
    const specs: CaseSpec[] = [
      ...LIST_CONNECTIONS.map((connections) => ({
        key: `list-${connections}`,
        label: 'GET /api/habits (20 habits × 1 y)',
        connections,
        job: get('/api/habits'),
        ceiling: replies.list,
      })),
      {
        key: 'list-rebuilt',
        label: 'GET /api/habits (20 habits × 1 y), rebuilt every time',
        connections: LIST_CONNECTIONS[0],
        job: { ...get('/api/habits'), url: `${api.rebuilding.base}/api/habits` },
        ceiling: replies.list,
      },
      {
        // As a browser asks: the kept reply goes out compressed (once per version, not per request).
        key: 'list-br',
        label: 'GET /api/habits (20 habits × 1 y), Accept-Encoding: gzip, deflate, br',
        connections: LIST_CONNECTIONS[0],
        job: { ...get('/api/habits'), headers: { ...main.headers, 'accept-encoding': BROWSER } },
        ceiling: replies.list,
      },
      ...VARIANTS.map((v) => ({
        key: `list-${v.key}`,
        label: `GET /api/habits (${v.label})`,
        connections: LIST_CONNECTIONS[0],
        job: get('/api/habits', v.key),
        ceiling: replies[v.key],
      })),
      {
        key: 'list-from',
        label: 'GET /api/habits?from= a year back',
        connections: LIST_CONNECTIONS[0],
        job: get(fromYearBack),
        ceiling: replies.listFrom,
      },
      {
        key: 'me',
        label: 'GET /api/auth/me',
        connections: CONNECTIONS,
        job: get('/api/auth/me'),
        ceiling: replies.me,
      },
      {
        key: 'stats',
        label: 'GET /api/gamification/stats',
        connections: CONNECTIONS,
        job: get('/api/gamification/stats'),
        ceiling: replies.stats,
      },
    ];
    const cases: CaseResult[] = [];
    for (const spec of specs) cases.push(await runCase(ctx, target.label, spec, ceilings));
    const dayBefore = api.clock.day;
    const checkInCase = await runCase(
      ctx,
      target.label,
      {
        key: 'check-in',
        label: 'PATCH /api/habits/:id/complete',
        connections: CONNECTIONS,
        job: checkInJob(api),
        ceiling: checkInReply,
      },
      ceilings,
    );
    cases.push(checkInNote(api, checkInCase, dayBefore));
    const peopleJob = peopleCheckInJob(api);
    const peopleDayBefore = api.clock.day;
    const peopleCase = await runCase(ctx, target.label, {
      key: 'check-in-people',
      label: 'PATCH /api/habits/:id/complete, 10 people',
      connections: CONNECTIONS,
      job: peopleJob,
    });
    cases.push(
      checkInNote(api, peopleCase, peopleDayBefore, peopleJob.rotation?.days[0]?.length ?? 0),
    );
    const loaded = await loadedReport(api, target, cases);

    const pgbench = await replayCheckIn(ctx, target, scratch, pgbenchScript(checkIn.statements));
    const pgbenchPeople = await replayCheckIn(
      ctx,
      target,
      scratch,
      perClientScript(peopleStatements.map((sql) => pgbenchScript(sql))),
      'people',
    );
    return {
      ...loaded,
      statements,
      pgbench,
      pgbenchPeople,
    };
  } finally {
    await ceilings?.close();
    await api.dispose();
    rmSync(scratch, { recursive: true, force: true });
    unregister();
  }
}

/**
 * A check-in's statements replayed by pgbench at the check-in case's concurrency: one person's
 * (every client on the same row, as in the one-person case), or with `who` = 'people' ten
 * people's, one per client (perClientScript).
 */
async function replayCheckIn(
  ctx: BenchContext,
  target: BenchDatabase,
  scratch: string,
  script: PgbenchScript,
  who: 'one' | 'people' = 'one',
): Promise<DatabaseReport['pgbench']> {
  const binary = findPgbench();
  if (!binary)
    return { skipped: 'pgbench not found (install postgresql-client or set BENCH_PGBENCH)' };
  if (!target.url) return { skipped: 'no database URL for pgbench' };
  const name = who === 'one' ? 'check-in' : 'check-in-people';
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(new URL(`${name}.pgbench.sql`, RESULTS_DIR), script.text);
  const file = path.join(scratch, `${name}.sql`);
  const { seconds, warmupSeconds } = ctx.settings;
  process.stdout.write(
    `  … pgbench replaying ${who === 'one' ? "one person's" : "ten people's"} check-in ` +
      `(${script.statements} statements), ${CONNECTIONS} clients: ` +
      `${warmupSeconds ? `${warmupSeconds} s warm-up, ` : ''}${seconds} s`,
  );
  try {
    if (warmupSeconds > 0) {
      await runPgbench(binary, target.url, file, script, {
        clients: CONNECTIONS,
        seconds: warmupSeconds,
      });
    }
    const result: PgbenchResult = await runPgbench(binary, target.url, file, script, {
      clients: CONNECTIONS,
      seconds,
    });
    process.stdout.write(` → ${Math.round(result.tps)} tps\n`);
    return { ...result, script: { ...script, text: undefined } };
  } catch (err) {
    process.stdout.write(' → failed\n');
    return { skipped: err instanceof Error ? err.message.split('\n')[0]! : String(err) };
  }
}
