import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { selectRows, type Database } from './db/client.js';
import { isDatabaseUnavailable } from './db/database-errors.js';
import { createTestDatabase } from './test/database.js';
import { LoadDriver, type SimUser } from './test/load-driver/index.js';
import {
  killAllServers,
  startServer,
  testPort,
  type ServerProcess,
} from './test/server-process.js';
import { useScratchFolder } from './test/scratch-folder.js';
import { relayDatabase, type TcpRelay } from './test/tcp-relay.js';

/*
 * Connections to PostgreSQL lost in the middle of check-ins, while the real server process runs
 * ten people's requests at once (check-ins with an Idempotency-Key among them): ended by
 * PostgreSQL (pg_terminate_backend: a DBA, a failover), by a network cut (a relay the test
 * breaks), or by idle_in_transaction_session_timeout. The process must live; a request caught by
 * it answers 503 (never 500, never 401, and never a dropped connection); later requests succeed;
 * and every check-in that was answered 200 is stored, with points equal to the ledger
 * (docs/architecture.md §5). PostgreSQL only: PGlite lives inside the process.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
/** The server's connections name themselves so, and only they are ended. */
const APP_NAME = 'streakwise-lost-connections';

let relay: TcpRelay;
let server: ServerProcess;
let direct: Database;
let databaseName = '';
let directUrl = '';
let users: SimUser[] = [];
let serverEnv: Record<string, string> = {};
let dropDatabase: (() => Promise<void>) | undefined;
const dataDir = useScratchFolder('streakwise-lost-');

beforeAll(async () => {
  if (!onPostgres) return;
  const testDb = await createTestDatabase();
  dropDatabase = testDb.drop;
  direct = testDb.database;
  if (!testDb.url) throw new Error('no PostgreSQL URL');
  databaseName = new URL(testDb.url).pathname.slice(1);
  directUrl = testDb.url;
  const { relay: started, viaRelay } = await relayDatabase(testDb.url);
  relay = started;
  viaRelay.searchParams.set('application_name', APP_NAME);
  serverEnv = {
    DATABASE_URL: viaRelay.toString(),
    DATA_DIR: dataDir,
    JWT_SECRET: 'lost-connections-test-secret-at-least-32-bytes',
    LAUNCH_OFFER_LIMIT: '0',
    // NOTE: the job engine stays on, as in production: it queries through the same pool.
  };
  server = startServer(testPort(50), serverEnv);
  await server.ready;
  const setup = new LoadDriver({ baseUrl: server.url });
  users = await setup.createUsers(10, { premiumEvery: 0, concurrency: 4 });
}, 90_000);

// A test that killed the server must not fail the next one for it: each fault is its own case.
beforeEach(async () => {
  if (!onPostgres || alive()) return;
  server = startServer(testPort(50), serverEnv);
  await server.ready;
}, 60_000);

// A failed test must not leave the next one without a database, nor with the short timeout.
afterEach(async () => {
  relay?.restore();
  if (databaseName)
    await direct.db.execute(
      sql.raw(`alter database ${databaseName} reset idle_in_transaction_session_timeout`),
    );
});

afterAll(async () => {
  killAllServers();
  await relay?.close();
  await dropDatabase?.();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const alive = () => server.child.exitCode === null && server.child.signalCode === null;

/** Waits until `condition` holds or the server has exited; false if neither within `withinMs`. */
async function until(condition: () => boolean, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (!condition() && alive()) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return condition();
}

/** Ends every connection the server holds, as a DBA or a failover would; how many it ended. */
async function terminateServerConnections(): Promise<number> {
  const rows = await selectRows<{ ended: boolean }>(
    direct.db,
    sql`select pg_terminate_backend(pid) as ended from pg_stat_activity
        where application_name = ${APP_NAME} and pid <> pg_backend_pid()`,
  );
  return rows.filter((row) => row.ended).length;
}

/**
 * Ten people at once, one request each in flight, while `fault` runs; then until ten more
 * check-ins are answered 200 after it (or the server is gone). The driver holds every reply.
 */
async function underLoad(fault: () => Promise<void>): Promise<{
  driver: LoadDriver;
  recovered: boolean;
}> {
  const driver = new LoadDriver({ baseUrl: server.url, requestTimeoutMs: 25_000 });
  const stop = new AbortController();
  const load = driver.run(users, { seconds: 120, concurrency: 10, signal: stop.signal });
  try {
    expect(await until(() => driver.acknowledged.length >= 10, 20_000), 'load under way').toBe(
      true,
    );
    await fault();
    const after = driver.acknowledged.length + 10;
    const recovered = await until(() => driver.acknowledged.length >= after, 30_000);
    return { driver, recovered };
  } finally {
    stop.abort();
    await load;
  }
}

/** What a person could notice: a dead server, a 500 or a 401, a dropped request, a lost check-in. */
async function expectNothingLost(driver: LoadDriver, recovered: boolean): Promise<void> {
  expect(alive(), `the server exited:\n${server.output().slice(-3_000)}`).toBe(true);
  expect(server.output()).not.toMatch(/Unhandled 'error' event/);
  expect(recovered, 'check-ins succeed again after the fault').toBe(true);
  for (const summary of driver.load.summaries()) {
    const statuses = Object.keys(summary.statuses).map(Number);
    const wrong = statuses.filter((s) => s === 401 || (s >= 500 && s !== 503));
    expect(wrong, `${summary.endpoint}: ${JSON.stringify(summary.statuses)}`).toEqual([]);
    expect(summary.networkErrors, `${summary.endpoint}: requests left unanswered`).toBe(0);
  }
  expect(driver.consistency.samples).toEqual([]);

  const api = await driver.verifyThroughApi(users);
  expect(api.problems).toEqual([]);
  expect(api.lostCheckIns).toBe(0);
  expect(api.pointsMismatches).toBe(0);
  const stored = await driver.verifyWithSql(direct.db, users);
  expect(stored.problems).toEqual([]);
  expect(stored.lostCheckIns).toBe(0);
  expect(stored.ledgerMismatches).toBe(0);
  expect(stored.liveCheckInMismatches).toBe(0);
}

const served503 = (driver: LoadDriver) =>
  driver.load.summaries().reduce((n, s) => n + (s.statuses['503'] ?? 0), 0);

it.runIf(onPostgres)(
  'PostgreSQL ends the server’s connections mid-transaction (pg_terminate_backend): the process lives, nothing acknowledged is lost',
  async () => {
    let ended = 0;
    const { driver, recovered } = await underLoad(async () => {
      // Several rounds, so some land inside a check-in's transaction rather than between two.
      for (let round = 0; round < 6 && alive(); round += 1) {
        ended += await terminateServerConnections();
        await sleep(300);
      }
    });
    expect(ended, 'connections ended').toBeGreaterThan(0);
    await expectNothingLost(driver, recovered);
    // An operator reads why: a warning per lost connection, its SQLSTATE and no query values.
    expect(server.output()).toMatch(/"event":"database\.connection_lost".*"code":"57P01"/);
  },
  120_000,
);

it.runIf(onPostgres)(
  'a 2-second network cut between the server and PostgreSQL mid-transaction: requests caught by it answer 503, the process lives, nothing acknowledged is lost',
  async () => {
    const { driver, recovered } = await underLoad(async () => {
      relay.cut();
      await sleep(2_000);
      relay.restore();
    });
    await expectNothingLost(driver, recovered);
    expect(served503(driver), 'requests during the cut answered 503').toBeGreaterThan(0);
  },
  120_000,
);

it.runIf(onPostgres)(
  'idle_in_transaction_session_timeout ends connections inside check-ins: the process lives, those requests answer 503, nothing acknowledged is lost',
  async () => {
    const fatalSessions = async () => {
      const [row] = await selectRows<{ n: string }>(
        direct.db,
        sql`select sessions_fatal as n from pg_stat_database where datname = current_database()`,
      );
      return Number(row?.n ?? 0);
    };
    const before = await fatalSessions();
    const { driver, recovered } = await underLoad(async () => {
      // NOTE: 1 ms, so any pause of the server between two statements of a transaction ends
      // the connection; new connections take the setting, so the old ones are ended first.
      await direct.db.execute(
        sql.raw(`alter database ${databaseName} set idle_in_transaction_session_timeout = '1ms'`),
      );
      await terminateServerConnections();
      await sleep(2_500);
      await direct.db.execute(
        sql.raw(`alter database ${databaseName} reset idle_in_transaction_session_timeout`),
      );
      await terminateServerConnections();
    });
    await expectNothingLost(driver, recovered);
    expect(await fatalSessions(), 'connections ended by the timeout').toBeGreaterThan(before);
  },
  120_000,
);

/**
 * The error of a query sent just as PostgreSQL ended its session for an idle timeout set by
 * `setUp`. The client reads nothing meanwhile, so the query goes out before the client can learn
 * of the ending, and hears of it as the query's own error.
 */
async function errorOfQuerySentAsSessionEnds(setUp: string[]): Promise<unknown> {
  const client = new pg.Client({ connectionString: directUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    for (const statement of setUp) await client.query(statement);
    client.connection.stream.pause();
    const sessionOver = async () =>
      (await selectRows(direct.db, sql`select 1 from pg_stat_activity where pid = ${rows[0]?.pid}`))
        .length === 0;
    const deadline = Date.now() + 15_000;
    while (!(await sessionOver())) {
      if (Date.now() > deadline) throw new Error('the session was not ended');
      await sleep(20);
    }
    const answer = client.query('select $1::int as one', [1]).then(
      () => null,
      (err: unknown) => err,
    );
    client.connection.stream.resume();
    return await answer;
  } finally {
    await client.end().catch(() => undefined);
  }
}

it.runIf(onPostgres)(
  'a query sent as PostgreSQL ends the session for an idle timeout is an outage (503), not a bug (500)',
  async () => {
    const inTransaction = await errorOfQuerySentAsSessionEnds([
      'begin',
      "set local idle_in_transaction_session_timeout = '20ms'",
    ]);
    expect(inTransaction).toMatchObject({ code: '25P03' });
    expect(isDatabaseUnavailable(inTransaction)).toBe(true);

    const idle = await errorOfQuerySentAsSessionEnds(["set idle_session_timeout = '20ms'"]);
    expect(idle).toMatchObject({ code: '57P05' });
    expect(isDatabaseUnavailable(idle)).toBe(true);
  },
);
