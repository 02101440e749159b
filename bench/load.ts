/**
 * `npm run load`: simulated people using the real server, started as its own process the way
 * `npm start` runs it, first on a fresh PostgreSQL database and then on PGlite in a fresh folder.
 * Prints per backend a table per endpoint and the checks that every acknowledged check-in is
 * stored and every total equals its ledger; exits 1 on any 5xx, network error or lost check-in.
 * See docs/benchmarks.md for how to read the output.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import {
  LoadDriver,
  verificationPassed,
  type EndpointSummary,
  type Recorder,
  type SimUser,
  type Verification,
} from '../apps/server/src/test/load-driver/index.js';
import { formatTable } from './lib/table.js';

const SERVER_ENTRY = fileURLToPath(new URL('../apps/server/src/server.ts', import.meta.url));
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

type Backend = 'postgres' | 'pglite';

function intFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  return value;
}

function backendsFromEnv(): Backend[] {
  const raw = process.env.LOAD_BACKENDS || 'postgres,pglite';
  const names = raw.split(',').map((s) => s.trim());
  for (const name of names) {
    if (name !== 'postgres' && name !== 'pglite')
      throw new Error(`LOAD_BACKENDS lists postgres and/or pglite (got "${raw}").`);
  }
  return names as Backend[];
}

const settings = {
  users: intFromEnv('LOAD_USERS', 200, 1, 5000),
  seconds: intFromEnv('LOAD_SECONDS', 60, 1, 3600),
  concurrency: intFromEnv('LOAD_CONCURRENCY', 50, 1, 1000),
  premiumEvery: intFromEnv('LOAD_PREMIUM_EVERY', 4, 0, 1000),
  seed: intFromEnv('LOAD_SEED', randomBytes(4).readUInt32LE(0), 0, 2 ** 32 - 1),
  backends: backendsFromEnv(),
  adminUrl: process.env.LOAD_DATABASE_URL || process.env.TEST_DATABASE_URL || DEFAULT_POSTGRES_URL,
};

const print = (line = '') => process.stdout.write(`${line}\n`);
const n = (value: number) => value.toLocaleString('en-GB');
const ms = (value: number) => value.toFixed(1);
const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

/** Clean-ups still owed (servers, databases, folders), run in reverse on exit or Ctrl-C. */
const cleanups: (() => Promise<void>)[] = [];

async function runCleanups(): Promise<void> {
  for (const fn of cleanups.splice(0).reverse()) {
    await fn().catch((err: unknown) => console.error('load: clean-up failed:', err));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: settings.adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

interface RunningServer {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * `server.ts` as its own process (what `npm start` runs, minus the build), its output going
 * straight to a log file so the load generator never has to read it.
 */
async function startServer(env: Record<string, string>, logFile: string): Promise<RunningServer> {
  const port = await freePort();
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      RATE_LIMITS: 'off',
      JOBS: 'off',
      // NOTE: with the launch offer, the first 100 people would get Premium for free; plans here
      // are the driver's choice (every LOAD_PREMIUM_EVERY-th buys it through the mock checkout).
      LAUNCH_OFFER_LIMIT: '0',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  cleanups.push(stop);
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (gone) throw new Error(`the server exited before it answered:\n${tail(logFile)}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (healthy) return { url, child, exited, stop };
    if (Date.now() > deadline) throw new Error(`the server did not answer within 2 minutes`);
    await sleep(250);
  }
}

function tail(file: string, lines = 20): string {
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/** Log lines at error level or above (pino: 50 error, 60 fatal), with a few of their messages. */
function serverErrors(file: string): { count: number; samples: string[] } {
  const errors = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line));
  return { count: errors.length, samples: errors.slice(0, 3).map((line) => line.slice(0, 300)) };
}

function endpointTable(summaries: EndpointSummary[], seconds?: number): string[] {
  const rows = summaries.map((s) => {
    const statuses = Object.entries(s.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    return [
      s.endpoint,
      n(s.requests),
      ...(seconds ? [n(Math.round(s.requests / seconds))] : []),
      n(s.ok),
      n(s.clientErrors),
      n(s.serverErrors),
      n(s.networkErrors),
      ms(s.p50Ms),
      ms(s.p99Ms),
      statuses,
    ];
  });
  if (seconds) {
    const requests = summaries.reduce((sum, s) => sum + s.requests, 0);
    const total = (pick: (s: EndpointSummary) => number) =>
      n(summaries.reduce((sum, s) => sum + pick(s), 0));
    rows.push([
      'all',
      n(requests),
      n(Math.round(requests / seconds)),
      total((s) => s.ok),
      total((s) => s.clientErrors),
      total((s) => s.serverErrors),
      total((s) => s.networkErrors),
      '',
      '',
      '',
    ]);
  }
  const headers = [
    'endpoint',
    'requests',
    ...(seconds ? ['req/s'] : []),
    '2xx',
    '4xx',
    '5xx',
    'net err',
    'p50 ms',
    'p99 ms',
    'statuses',
  ];
  return formatTable(headers, rows);
}

function verificationLines(label: string, report: Verification, acknowledged: string): string[] {
  const lines = [
    `${label}: ${n(report.users)} users, ${n(report.habitDays)} habit-days, ${acknowledged}`,
    `  lost check-ins: ${n(report.lostCheckIns)}`,
    `  units stored beyond what was acknowledged: ${n(report.extraUnits)}`,
    `  users whose points ≠ their acknowledged replies: ${n(report.pointsMismatches)}` +
      (report.usersInDoubt ? ` (${n(report.usersInDoubt)} not checkable: a request in doubt)` : ''),
  ];
  if (report.ledgerMismatches !== undefined)
    lines.push(`  users whose points ≠ the sum of their ledger: ${n(report.ledgerMismatches)}`);
  if (report.liveCheckInMismatches !== undefined)
    lines.push(
      `  habit-days whose count ≠ their live check-ins: ${n(report.liveCheckInMismatches)}`,
    );
  for (const problem of report.problems) lines.push(`  ! ${problem}`);
  return lines;
}

function failureCount(recorder: Recorder): number {
  return recorder.summaries().reduce((sum, s) => sum + s.serverErrors + s.networkErrors, 0);
}

async function sqlCheck(
  target: Parameters<typeof openDatabase>[0],
  driver: LoadDriver,
  users: SimUser[],
): Promise<Verification> {
  const database: Database = await openDatabase(target);
  try {
    return await driver.verifyWithSql(database.db, users);
  } finally {
    await database.close();
  }
}

/** One backend: server up, people made, the mix run, everything read back; true when all held. */
async function runBackend(backend: Backend): Promise<boolean> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'streakwise-load-'));
  cleanups.push(async () => rmSync(root, { recursive: true, force: true }));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let databaseUrl: string | undefined;
  let where = `PGlite in ${path.join(dataDir, 'db')}`;
  if (backend === 'postgres') {
    const name = `streakwise_load_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const url = new URL(settings.adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    env.DATABASE_URL = databaseUrl;
    where = `PostgreSQL at ${url.hostname}:${url.port || '5432'}, database ${name} (dropped afterwards)`;
  }

  print();
  print(`== ${backend}: ${where}`);
  const server = await startServer(env, logFile);
  const driver = new LoadDriver({ baseUrl: server.url, seed: settings.seed });

  let started = Date.now();
  const users = await driver.createUsers(settings.users, { premiumEvery: settings.premiumEvery });
  const setupSeconds = (Date.now() - started) / 1000;
  print(
    `setup: ${n(users.length)} people signed up, verified and signed in through the API ` +
      `(${n(users.filter((u) => u.premium).length)} bought Premium) in ${setupSeconds.toFixed(1)} s`,
  );
  for (const line of endpointTable(driver.setup.summaries())) print(`  ${line}`);

  started = Date.now();
  await driver.run(users, { seconds: settings.seconds, concurrency: settings.concurrency });
  const ranFor = (Date.now() - started) / 1000;
  print();
  print(
    `load: ${n(settings.concurrency)} requests in flight for ${ranFor.toFixed(1)} s ` +
      `(load average now ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')})`,
  );
  const busiestFirst = driver.load.summaries().sort((a, b) => b.requests - a.requests);
  for (const line of endpointTable(busiestFirst, ranFor)) print(`  ${line}`);

  const checkIns = driver.acknowledged.filter((a) => a.kind === 'check-in').length;
  const acknowledged = `${n(checkIns)} acknowledged check-ins and ${n(driver.acknowledged.length - checkIns)} undos`;
  const api = await driver.verifyThroughApi(users);
  let sqlReport: Verification;
  if (databaseUrl) {
    sqlReport = await sqlCheck({ kind: 'postgres', url: databaseUrl }, driver, users);
    await server.stop();
  } else {
    // NOTE: PGlite is one process's alone: the tables are read once the server has stopped.
    await server.stop();
    sqlReport = await sqlCheck({ kind: 'pglite', dir: path.join(dataDir, 'db') }, driver, users);
  }

  print();
  for (const line of verificationLines('verification through the API', api, acknowledged))
    print(line);
  const sqlLabel = databaseUrl ? 'verification in SQL' : 'verification in SQL (server stopped)';
  for (const line of verificationLines(sqlLabel, sqlReport, acknowledged)) print(line);
  const c = driver.consistency;
  print(
    `consistency during the run: ${n(c.replays)} idempotent retries (${n(c.replayMismatches)} ` +
      `answered differently); replies out of sequence: ${n(c.replyMismatches)}; reads ≠ own writes: ` +
      `${n(c.readMismatches)}`,
  );
  for (const sample of c.samples) print(`  ! ${sample}`);
  const failures =
    failureCount(driver.setup) + failureCount(driver.load) + failureCount(driver.verification);
  print(`5xx and network errors (all phases): ${n(failures)}`);
  for (const f of [
    ...driver.setup.failures,
    ...driver.load.failures,
    ...driver.verification.failures,
  ].slice(0, 5))
    print(`  ! ${f.endpoint}: ${f.what.slice(0, 300)}`);
  for (const f of driver.load.clientErrorSamples.slice(0, 3))
    print(`  4xx sample: ${f.endpoint}: ${f.what.slice(0, 200)}`);
  const logged = serverErrors(logFile);
  print(`server log lines at error level: ${n(logged.count)}`);
  for (const line of logged.samples) print(`  ! ${line}`);

  return (
    failures === 0 &&
    verificationPassed(api) &&
    verificationPassed(sqlReport) &&
    c.replayMismatches + c.replyMismatches + c.readMismatches === 0
  );
}

let stopping = false;
function onSignal(signal: NodeJS.Signals): void {
  if (stopping) process.exit(130);
  stopping = true;
  console.error(`\nload: ${signal}, cleaning up (again to force)…`);
  void runCleanups().finally(() => process.exit(130));
}

async function main(): Promise<void> {
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const cpus = os.cpus();
  print(`Streakwise load — ${new Date().toISOString()}`);
  print(
    `machine: ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}; node ${process.version}; ` +
      `load average ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
  );
  print(
    `settings: LOAD_USERS=${settings.users} LOAD_SECONDS=${settings.seconds} ` +
      `LOAD_CONCURRENCY=${settings.concurrency} LOAD_PREMIUM_EVERY=${settings.premiumEvery} ` +
      `LOAD_SEED=${settings.seed} LOAD_BACKENDS=${settings.backends.join(',')}`,
  );
  const results: string[] = [];
  let ok = true;
  try {
    for (const backend of settings.backends) {
      const passed = await runBackend(backend);
      results.push(`${backend}: ${passed ? 'passed' : 'FAILED'}`);
      ok &&= passed;
      await runCleanups();
    }
  } finally {
    await runCleanups();
  }
  print();
  print(`result: ${results.join(', ')}`);
  process.exitCode = ok ? 0 : 1;
}

main().catch(async (err: unknown) => {
  console.error('load failed:', err);
  await runCleanups();
  process.exitCode = 1;
});
