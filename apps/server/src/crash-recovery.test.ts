import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from './db/client.js';
import { createTestDatabase } from './test/database.js';
import { LoadDriver } from './test/load-driver/index.js';
import { killAllServers, startServer, testPort } from './test/server-process.js';

/*
 * kill -9 in the middle of check-ins: the real server process, restarted on the same data, still
 * holds every check-in it acknowledged, and every total equals its ledger (docs/architecture.md
 * §5). On PGlite (a folder) and on PostgreSQL (a fresh database), by project.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const root = mkdtempSync(path.join(tmpdir(), 'streakwise-crash-'));
const dataDir = path.join(root, 'data');
let dropDatabase: (() => Promise<void>) | undefined;

afterAll(async () => {
  killAllServers();
  await dropDatabase?.();
  rmSync(root, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(50);
  }
}

it('a server killed mid-load restarts with every acknowledged check-in and points equal to the ledger', async () => {
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    JOBS: 'off',
    LAUNCH_OFFER_LIMIT: '0',
  };
  let testDb: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  if (onPostgres) {
    testDb = await createTestDatabase();
    dropDatabase = testDb.drop;
    env.DATABASE_URL = testDb.url ?? '';
  }
  const port = testPort(0);
  const first = startServer(port, env);
  await first.ready;

  const driver = new LoadDriver({ baseUrl: first.url, requestTimeoutMs: 10_000 });
  const users = await driver.createUsers(4, { premiumEvery: 2, concurrency: 4 });
  const stopLoad = new AbortController();
  const load = driver.run(users, { seconds: 30, concurrency: 4, signal: stopLoad.signal });
  await until(() => driver.acknowledged.length >= 20, 15_000);
  await first.crash();
  stopLoad.abort();
  await load;
  const cutOff = driver.load.summaries().reduce((sum, s) => sum + s.networkErrors, 0);
  expect(cutOff, 'the crash cut requests off').toBeGreaterThan(0);

  // NOTE: at once: the killed server's lock names a process that has gone, and is taken
  // (docs/decisions/025-data-dir-lock.md).
  const second = startServer(port, env);
  await second.ready;
  const health = await fetch(`${second.url}/api/health`);
  expect(health.status).toBe(200);

  const api = await driver.verifyThroughApi(users);
  expect(api.problems).toEqual([]);
  expect(api.lostCheckIns).toBe(0);
  expect(api.extraUnits).toBe(0);
  expect(api.pointsMismatches).toBe(0);
  // The replies before the crash agreed with one another (else the bug is not about recovery).
  expect(driver.consistency.samples).toEqual([]);

  // NOTE: PGlite is one process's alone, so its tables are read once the server has stopped.
  if (!testDb) await second.stop();
  const database =
    testDb?.database ?? (await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') }));
  try {
    const sql = await driver.verifyWithSql(database.db, users);
    expect(sql.problems).toEqual([]);
    expect(sql.lostCheckIns).toBe(0);
    expect(sql.ledgerMismatches).toBe(0);
    expect(sql.liveCheckInMismatches).toBe(0);
    expect(sql.habitDays).toBeGreaterThan(0);
  } finally {
    if (!testDb) await database.close();
  }
}, 90_000);
