/**
 * The API under concurrent load: GET /api/habits and PATCH /api/habits/:id/complete for a user with
 * 20 habits and a year of history, on PGlite and on PostgreSQL, beside a bare Fastify route
 * measured in the same run. See bench/README.md for what each number means.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localDay } from '@streakwise/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import type { Clock } from '../apps/server/src/clock.js';
import { loadConfig } from '../apps/server/src/config.js';
import type { AppDeps } from '../apps/server/src/deps.js';
import { openSession } from '../apps/server/src/modules/auth/sessions.service.js';
import { createPaymentProvider } from '../apps/server/src/modules/billing/create-provider.js';
import { createOutboxMailer } from '../apps/server/src/modules/mail/outbox-mailer.js';
import { findPostgres, openPglite, openPostgres, type BenchDatabase } from './lib/databases.js';
import { checkIntegrity, type IntegrityReport } from './lib/integrity.js';
import { runLoad, type LoadJob, type LoadSummary } from './lib/load.js';
import {
  BENCH_EMAIL,
  BENCH_PASSWORD,
  seedBenchUser,
  type SeededHabit,
  type SeedSummary,
} from './lib/seed.js';
import { formatTable } from './lib/table.js';
import type { Benchmark, BenchContext } from './lib/types.js';

const DAY_MS = 86_400_000;
const TIME_ZONE = 'Europe/London';
/** The complete case may move the clock at most this many days past "today". */
const MAX_SIMULATED_DAYS = 3650;
const JWT_SECRET = 'bench-secret-that-is-at-least-thirty-two-bytes-long';

/**
 * The app's clock for the benchmark: noon of the benchmark's "today" plus the real time elapsed,
 * plus a whole number of days that the load generator (another thread) moves on through shared
 * memory, so that every check-in lands on a day that still has room for it.
 */
class BenchClock implements Clock {
  readonly dayOffset = new SharedArrayBuffer(4);
  private readonly days = new Int32Array(this.dayOffset);
  private readonly startedAt = Date.now();

  constructor(private readonly noonOfToday: number) {}

  now(): Date {
    return new Date(
      this.noonOfToday + (Date.now() - this.startedAt) + Atomics.load(this.days, 0) * DAY_MS,
    );
  }

  get day(): number {
    return Atomics.load(this.days, 0);
  }
}

interface CaseResult {
  case: string;
  load: LoadSummary;
  note?: string;
}

interface DatabaseResult {
  database: string;
  detail: string;
  seed: Omit<SeedSummary, 'habits' | 'userId'> & { habits: number };
  cases: CaseResult[];
  integrity: IntegrityReport;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

async function startBare(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ ok: true }));
  const url = await listen(app);
  return { url, close: () => app.close() };
}

async function measure(ctx: BenchContext, label: string, job: LoadJob): Promise<LoadSummary> {
  const { seconds, warmupSeconds } = ctx.settings;
  process.stdout.write(
    `  … ${label}: ${warmupSeconds ? `${warmupSeconds} s warm-up, ` : ''}${seconds} s`,
  );
  if (warmupSeconds > 0) await runLoad({ ...job, seconds: warmupSeconds });
  const result = await runLoad(job);
  process.stdout.write(` → ${Math.round(result.requestsPerSecond)} req/s\n`);
  return result;
}

async function expectStatus(response: Response, status: number, what: string): Promise<void> {
  if (response.status !== status) {
    throw new Error(
      `${what}: expected ${status}, got ${response.status}: ${await response.text()}`,
    );
  }
}

async function benchDatabase(
  ctx: BenchContext,
  target: BenchDatabase,
  today: string,
): Promise<DatabaseResult> {
  const { connections, seconds } = ctx.settings;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'streakwise-bench-data-'));
  const noon = Date.parse(`${today}T12:00:00Z`);
  const clock = new BenchClock(noon);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET,
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
  });
  const outbox = createOutboxMailer(path.join(dataDir, 'outbox'), clock, () => undefined);
  const deps: AppDeps = {
    config,
    database: target.database,
    clock,
    mailer: outbox,
    outbox,
    payments: createPaymentProvider(config),
  };
  const app = await buildApp(deps);
  // On Ctrl-C the process exits without closing the app; only the folder needs removing.
  const unregister = ctx.onCleanup(async () => rmSync(dataDir, { recursive: true, force: true }));
  let closed = false;
  const closeApp = async () => {
    if (closed) return;
    closed = true;
    await app.close();
  };
  try {
    ctx.print(`  seeding ${target.detail}…`);
    const seed = await seedBenchUser(target.database.db, {
      today,
      subscriptionEnds: new Date(noon + (MAX_SIMULATED_DAYS + 30) * DAY_MS),
    });
    const base = await listen(app);

    // Preflight: the seeded account signs in like any other, and the list is what we seeded.
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
    });
    await expectStatus(login, 200, 'login');
    // NOTE: the load uses a session opened "at" the last day the clock may reach, so its token
    // (7-day expiry) and the session stay valid however far the complete case moves the clock.
    const { token } = await openSession(
      { config },
      target.database.db,
      { id: seed.userId, tokenVersion: 0 },
      'Benchmark',
      new Date(noon + MAX_SIMULATED_DAYS * DAY_MS),
    );
    const auth = { authorization: `Bearer ${token}` };
    const list = await fetch(`${base}/api/habits`, { headers: auth });
    await expectStatus(list, 200, 'GET /api/habits');
    const listed = (await list.json()) as unknown[];
    if (listed.length !== seed.habits.length) {
      throw new Error(
        `GET /api/habits listed ${listed.length} habits, seeded ${seed.habits.length}`,
      );
    }

    const cases: CaseResult[] = [];
    const listLoad = await measure(ctx, `${target.label} GET /api/habits`, {
      url: `${base}/api/habits`,
      method: 'GET',
      headers: auth,
      connections,
      seconds,
    });
    cases.push({ case: 'GET /api/habits', load: listLoad });

    const days = checkInDays(seed.habits);
    const dayBefore = clock.day;
    const completeLoad = await measure(ctx, `${target.label} PATCH /api/habits/:id/complete`, {
      url: `${base}/api/habits`,
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1 }),
      connections,
      seconds,
      rotation: { days, day: clock.dayOffset, maxDay: MAX_SIMULATED_DAYS },
    });
    const simulated = (completeLoad.lastDay ?? clock.day) - dayBefore;
    cases.push({
      case: 'PATCH /api/habits/:id/complete',
      load: completeLoad,
      note: `clock moved ${simulated} simulated days (warm-up included), ${days[0]?.length ?? 0} check-ins each`,
    });

    // NOTE: requests still in flight when autocannon stopped must finish first, or the check
    // would read a half-applied check-in between its queries.
    await closeApp();
    const integrity = await checkIntegrity(target.database.db, seed.userId);
    const { habits, userId: _userId, ...seedRest } = seed;
    return {
      database: target.label,
      detail: target.detail,
      seed: { ...seedRest, habits: habits.length },
      cases,
      integrity,
    };
  } finally {
    unregister();
    await closeApp();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The complete case's simulated days. Each day: one check-in (count 1) on every habit whose target
 * is 2 or more, and on one of the target-1 habits, taking turns. Under load the server does not
 * answer strictly in order, so a request may be processed a simulated day late; this plan leaves
 * room for that (a target-1 habit comes round only every few days; a target-2 habit has room for
 * one late check-in), so ALREADY_COMPLETE (409) only appears when a request is overtaken by more
 * than about two days' worth of others. Both partial and completing check-ins are measured.
 */
function checkInDays(habits: SeededHabit[]): string[][] {
  const path = (habit: SeededHabit) => `/api/habits/${habit.id}/complete`;
  const singles = habits.filter((h) => h.dailyTarget === 1);
  const others = habits
    .filter((h) => h.dailyTarget > 1)
    .sort((a, b) => a.dailyTarget - b.dailyTarget)
    .map(path);
  if (singles.length === 0) return [others];
  return singles.map((single) => [path(single), ...others]);
}

function statusMix(load: LoadSummary): string {
  const parts = Object.entries(load.statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}×${count}`);
  if (load.errors) parts.push(`errors×${load.errors}`);
  return parts.join(' ') || 'none';
}

function row(label: string, load: LoadSummary, bare: number): string[] {
  return [
    label,
    Math.round(load.requestsPerSecond).toLocaleString('en-GB'),
    load.latencyMs.p50.toFixed(2),
    load.latencyMs.p99.toFixed(2),
    String(load.non2xx + load.errors),
    `${(load.requestsPerSecond / bare).toPrecision(2)}×`,
    statusMix(load),
  ];
}

const HEADERS = ['case', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'vs bare', 'responses'];

async function run(ctx: BenchContext) {
  const today = localDay(new Date(), TIME_ZONE);
  const bare = await startBare();
  const unregisterBare = ctx.onCleanup(() => bare.close());
  const bareJob: LoadJob = {
    url: `${bare.url}/bare`,
    method: 'GET',
    headers: {},
    connections: ctx.settings.connections,
    seconds: ctx.settings.seconds,
  };
  const skipped: string[] = [];
  const databases: DatabaseResult[] = [];
  try {
    const bareStart = await measure(ctx, 'bare GET /bare (start)', bareJob);

    const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
    const targets: (() => Promise<BenchDatabase>)[] = [];
    if (wanted.includes('pglite')) targets.push(openPglite);
    if (wanted.includes('postgres')) {
      const postgres = await findPostgres();
      if ('url' in postgres) targets.push(() => openPostgres(postgres.url));
      else skipped.push(postgres.skipped);
    }

    for (const open of targets) {
      const target = await open();
      const unregister = ctx.onCleanup(() => target.dispose());
      try {
        databases.push(await benchDatabase(ctx, target, today));
      } finally {
        unregister();
        await target.dispose();
      }
    }

    const bareEnd = await measure(ctx, 'bare GET /bare (end)', bareJob);
    const bareMean = (bareStart.requestsPerSecond + bareEnd.requestsPerSecond) / 2;

    ctx.print();
    ctx.print(
      `Bare Fastify route (GET /bare → {"ok":true}), same process as the API servers: ` +
        `${Math.round(bareStart.requestsPerSecond)} req/s at the start, ` +
        `${Math.round(bareEnd.requestsPerSecond)} at the end; ratios use the mean, ${Math.round(bareMean)} req/s.`,
    );
    for (const result of databases) {
      const s = result.seed;
      ctx.print();
      ctx.print(`${result.database} — ${result.detail}`);
      ctx.print(
        `  data: 1 user, ${s.habits} habits (targets 1–5), ${s.rows.completions} completions over 365 days, ` +
          `${s.rows.checkIns} check-ins, ${s.rows.pointEntries} ledger rows, ${s.points} points, ` +
          `${s.rows.badges} badges (seeded in ${(s.seedMs / 1000).toFixed(1)} s)`,
      );
      const rows = [
        row('bare GET /bare (start)', bareStart, bareMean),
        row('bare GET /bare (end)', bareEnd, bareMean),
        ...result.cases.map((c) => row(c.case, c.load, bareMean)),
      ];
      for (const line of formatTable(HEADERS, rows)) ctx.print(`  ${line}`);
      for (const c of result.cases) {
        if (c.note) ctx.print(`  ${c.case}: ${c.note}`);
        const seen = new Set<string>();
        for (const sample of c.load.samples) {
          const line = `${sample.status} ${sample.body}`;
          if (seen.has(line)) continue;
          seen.add(line);
          ctx.print(`  ${c.case}: e.g. ${line}`);
        }
      }
      const i = result.integrity;
      ctx.print(
        i.ok
          ? `  integrity after load: ok (points ${i.userPoints} = ledger sum; every day's count = its check-ins; none over target)`
          : `  INTEGRITY PROBLEM after load: user points ${i.userPoints}, ledger sum ${i.ledgerSum}, ` +
              `${i.countMismatches} count/check-in mismatches, ${i.overTarget} days over target`,
      );
      for (const sample of i.ok ? [] : i.samples) ctx.print(`    ${JSON.stringify(sample)}`);
    }
    for (const note of skipped) ctx.print(`\n${note}`);

    return {
      today,
      bare: { start: bareStart, end: bareEnd, meanRequestsPerSecond: bareMean },
      databases: databases.map((d) => ({
        ...d,
        cases: d.cases.map((c) => ({ ...c, vsBare: c.load.requestsPerSecond / bareMean })),
      })),
      skipped,
    };
  } finally {
    unregisterBare();
    await bare.close();
  }
}

export const apiBenchmark: Benchmark = {
  name: 'api',
  summary:
    'GET /api/habits and PATCH /api/habits/:id/complete (20 habits, a year of history) vs a bare Fastify route',
  run,
};
