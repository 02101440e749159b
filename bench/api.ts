/**
 * The API under concurrent load, each case beside its ceiling measured in the same run: on
 * PostgreSQL, GET /api/habits (20 habits, a year of history; at 20 and 50 connections; then 30
 * days and 3 years of history, 100 habits, and a year asked for with ?from=), GET /api/auth/me,
 * GET /api/gamification/stats and the check-in, each beside a bare Fastify route serving the same
 * reply, and the check-in beside pgbench replaying its SQL; then the list and the check-in on
 * PGlite. See bench/README.md for what each number means.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, localDay } from '@streakwise/shared';
import { recordApiTargets, type ApiReport, type DatabaseReport } from './api-targets.js';
import {
  caseSamples,
  casesTable,
  runCase,
  type CaseResult,
  type CaseSpec,
} from './lib/api-cases.js';
import { MAX_SIMULATED_DAYS, openApiApp, type ApiApp, type UserSpec } from './lib/api-setup.js';
import {
  captureReply,
  startCeiling,
  type CapturedReply,
  type CeilingServer,
} from './lib/ceiling.js';
import { checkInDays } from './lib/check-in-plan.js';
import { findPostgres, openPglite, openPostgres, type BenchDatabase } from './lib/databases.js';
import { onDatabase } from './lib/on-each-database.js';
import { checkIntegrity, type IntegrityReport } from './lib/integrity.js';
import type { LoadJob } from './lib/load.js';
import {
  findPgbench,
  pgbenchScript,
  perClientScript,
  runPgbench,
  type PgbenchResult,
  type PgbenchScript,
} from './lib/pgbench.js';
import { captureStatements } from './lib/sql-capture.js';
import type { Benchmark, BenchContext } from './lib/types.js';

const TIME_ZONE = 'Europe/London';
/** What Chromium sends as Accept-Encoding. */
const BROWSER = 'gzip, deflate, br, zstd';
/** Concurrency of the targets: the list at 20 and 50, the rest at 10. */
export const LIST_CONNECTIONS = [20, 50] as const;
export const CONNECTIONS = 10;

const MAIN: UserSpec = { key: 'main', habits: 20, historyDays: 365 };
const VARIANTS: (UserSpec & { label: string })[] = [
  { key: 'days30', habits: 20, historyDays: 30, label: '20 habits × 30 d' },
  { key: 'years3', habits: 20, historyDays: 3 * 365, label: '20 habits × 3 y' },
  { key: 'habits100', habits: 100, historyDays: 365, label: '100 habits × 1 y' },
];
/**
 * Ten more people like "main", one per connection of the people case: ten check-ins at once from
 * ten people, as a busy service sees them (the "main" case puts every connection on ONE person,
 * whose check-ins must queue for that person's points).
 */
const PEOPLE: UserSpec[] = Array.from({ length: CONNECTIONS }, (_, i) => ({
  key: `person${i}`,
  habits: MAIN.habits,
  historyDays: MAIN.historyDays,
}));
const RESULTS_DIR = new URL('./results/', import.meta.url);

function user(api: ApiApp, key: string) {
  const found = api.users.get(key);
  if (!found) throw new Error(`no seeded user "${key}"`);
  return found;
}

/** The check-in case: the load generator's rotation moves the clock on a day at a time. */
function checkInJob(api: ApiApp): Omit<LoadJob, 'seconds' | 'connections'> {
  const main = user(api, 'main');
  return {
    url: `${api.base}/api/habits`,
    method: 'PATCH',
    headers: { ...main.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ count: 1 }),
    rotation: {
      days: checkInDays(main.seed.habits),
      bearerByWeek: { main: main.bearerByWeek },
      person: 'main',
      day: api.clock.dayOffset,
      maxDay: MAX_SIMULATED_DAYS,
    },
  };
}

/**
 * The people case: each simulated day holds every person's check-ins for that day, taken in turn
 * (person 0, 1, … 9, 0, 1, …), so the connections' requests land on different people.
 */
function peopleCheckInJob(api: ApiApp): Omit<LoadJob, 'seconds' | 'connections'> {
  const people = PEOPLE.map((spec) => user(api, spec.key));
  const plans = people.map((p) => checkInDays(p.seed.habits));
  const dayCount = Math.max(...plans.map((plan) => plan.length));
  const days = Array.from({ length: dayCount }, (_, d) => {
    const lists = plans.map((plan) => plan[d % plan.length] ?? []);
    const longest = Math.max(...lists.map((l) => l.length));
    return Array.from({ length: longest }, (_, i) => lists.flatMap((l) => l[i] ?? []))
      .flat()
      .filter((path): path is string => path !== undefined);
  });
  const personOfPath: Record<string, string> = {};
  people.forEach((p, i) => {
    for (const day of plans[i] ?? []) for (const path of day) personOfPath[path] = p.key;
  });
  return {
    ...checkInJob(api),
    rotation: {
      days,
      bearerByWeek: Object.fromEntries(people.map((p) => [p.key, p.bearerByWeek])),
      personOfPath,
      person: 'main',
      day: api.clock.dayOffset,
      maxDay: MAX_SIMULATED_DAYS,
    },
  };
}

function checkInNote(api: ApiApp, c: CaseResult, dayBefore: number, perDay?: number): CaseResult {
  const each = perDay ?? checkInDays(user(api, 'main').seed.habits)[0]?.length ?? 0;
  const days = (c.load.lastDay ?? api.clock.day) - dayBefore;
  return { ...c, note: `clock moved ${days} simulated days (warm-up included), ${each} each` };
}

async function afterLoad(api: ApiApp, target: BenchDatabase): Promise<IntegrityReport> {
  // NOTE: requests still in flight when autocannon stopped must finish first, or the check
  // would read a half-applied check-in between its queries.
  await api.closeApp();
  const loaded = [...api.users.values()].filter(
    (u) => u.key === 'main' || u.key.startsWith('person'),
  );
  const reports = [];
  for (const u of loaded) reports.push(await checkIntegrity(target.database.db, u.seed.userId));
  // The first broken one, if any; otherwise main's.
  return reports.find((r) => !r.ok) ?? reports[0]!;
}

async function benchPostgres(
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
    const integrity = await afterLoad(api, target);

    const pgbench = await replayCheckIn(ctx, target, scratch, pgbenchScript(checkIn.statements));
    const pgbenchPeople = await replayCheckIn(
      ctx,
      target,
      scratch,
      perClientScript(peopleStatements.map((sql) => pgbenchScript(sql))),
      'people',
    );
    return {
      database: target.label,
      detail: target.detail,
      users: [...api.users.values()].map((u) => ({ key: u.key, ...u.seed, habits: u.habits })),
      cases,
      integrity,
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

async function benchPglite(
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
    const integrity = await afterLoad(api, target);
    return {
      database: target.label,
      detail: target.detail,
      users: [...api.users.values()].map((u) => ({ key: u.key, ...u.seed, habits: u.habits })),
      cases,
      integrity,
    };
  } finally {
    await api.dispose();
  }
}

function printDatabase(ctx: BenchContext, report: DatabaseReport): void {
  ctx.print();
  ctx.print(`${report.database} — ${report.detail}`);
  for (const u of report.users) {
    ctx.print(
      `  data "${u.key}": ${u.habits} habits, ${u.historyDays} days: ${u.rows.completions} completions, ` +
        `${u.rows.checkIns} check-ins, ${u.rows.pointEntries} ledger rows, ${u.rows.badges} badges ` +
        `(seeded in ${(u.seedMs / 1000).toFixed(1)} s)`,
    );
  }
  for (const line of casesTable(report.cases)) ctx.print(`  ${line}`);
  for (const c of report.cases) {
    if (c.note) ctx.print(`  ${c.label}: ${c.note}`);
    for (const line of caseSamples(c)) ctx.print(`  ${line}`);
  }
  const p = report.pgbench;
  if (p && 'tps' in p) {
    ctx.print(
      `  pgbench (same SQL as one check-in: ${p.script.statements} statements, ${p.script.inTransaction} ` +
        `in its transaction; ${p.command}): ${Math.round(p.tps)} tps, ${p.latencyMs ?? '?'} ms average, ` +
        `${p.failed} failed; script in bench/results/check-in.pgbench.sql`,
    );
  } else if (p) ctx.print(`  pgbench: not run (${p.skipped})`);
  const i = report.integrity;
  ctx.print(
    i.ok
      ? `  integrity after load: ok (points ${i.userPoints} = ledger sum; every day's count = its check-ins; none over target)`
      : `  INTEGRITY PROBLEM after load: user points ${i.userPoints}, ledger sum ${i.ledgerSum}, ` +
          `${i.countMismatches} count/check-in mismatches, ${i.overTarget} days over target`,
  );
  for (const sample of i.ok ? [] : i.samples) ctx.print(`    ${JSON.stringify(sample)}`);
}

async function run(ctx: BenchContext): Promise<ApiReport> {
  const today = localDay(new Date(), TIME_ZONE);
  const wanted = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
  const report: ApiReport = { today, skipped: {} };
  const open = async (
    which: 'postgres' | 'pglite',
    bench: (target: BenchDatabase) => Promise<DatabaseReport>,
  ) => {
    if (!wanted.includes(which)) {
      report.skipped[which] = `not in BENCH_DATABASES (${wanted.join(',')})`;
      return;
    }
    let openTarget = openPglite;
    if (which === 'postgres') {
      const found = await findPostgres();
      if (!('url' in found)) {
        report.skipped[which] = found.skipped;
        ctx.print(`  ${found.skipped}`);
        return;
      }
      openTarget = () => openPostgres(found.url);
    }
    // The other database still runs, and every target is still listed (as not measured).
    const outcome = await onDatabase(ctx, 'api', openTarget, bench, (result) =>
      printDatabase(ctx, result),
    );
    if (outcome.report) report[which] = outcome.report;
    else report.skipped[which] = outcome.failed;
  };
  await open('postgres', (target) => benchPostgres(ctx, target, today));
  await open('pglite', (target) => benchPglite(ctx, target, today));
  ctx.print();
  recordApiTargets(ctx, report);
  return report;
}

export const apiBenchmark: Benchmark = {
  name: 'api',
  summary:
    'GET /api/habits, /api/auth/me, /api/gamification/stats and the check-in on PostgreSQL and PGlite, beside same-object ceilings and pgbench',
  run,
};
