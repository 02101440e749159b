import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  LoadDriver,
  type Verification,
  verificationPassed,
} from '../apps/server/src/test/load-driver/index.js';
import { endpointTable, failureCount, sqlCheck, verificationLines } from './lib/load-report.js';
import { adminQuery, serverErrors, startServer } from './lib/load-server.js';
import { type Backend, cleanups, n, print, runCleanups, settings } from './lib/load-settings.js';

/**
 * `npm run load`: simulated people using the real server, started as its own process the way
 * `npm start` runs it, first on a fresh PostgreSQL database and then on PGlite in a fresh folder.
 * Prints per backend a table per endpoint and the checks that every acknowledged check-in is
 * stored and every total equals its ledger; exits 1 on any 5xx, network error or lost check-in.
 * See docs/benchmarks.md for how to read the output.
 */

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
