import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { LostConnectionReport } from './lost-connections.js';
import { openPgliteWorker } from './pglite-client.js';
import type * as schemaModule from './schema.js';

export type Schema = typeof schemaModule;
/** The one query type the app uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or a transaction, so services decide the boundary. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The embedded database's thread gives its spare heap back (idle-memory.ts); PGlite only. */
  releaseMemory?: () => Promise<unknown>;
  /**
   * Where a connection that broke is reported (lost-connections.ts); PostgreSQL only. Until the
   * app sets it, nowhere: the pool drops the connection either way.
   */
  onConnectionLost?: (report: LostConnectionReport) => void;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; connectTimeoutMs?: number }
  | {
      kind: 'pglite';
      dir: string | null;
      /** Runs before each call; throws to refuse it (server.ts: the data folder's lock). */
      guard?: () => void;
    };

/**
 * NOTE: without limits a database that accepts connections and never answers hangs every request
 * (health checks included) for good. A connection gets 5 s; a statement 10 s on the server, and
 * 15 s on the client in case the server cannot even say so.
 */
const CONNECT_TIMEOUT_MS = 5_000;
const STATEMENT_TIMEOUT_MS = 10_000;
const QUERY_TIMEOUT_MS = 15_000;

/**
 * A statement the app prepares (prepared-statements.ts on PostgreSQL, the worker on PGlite) is
 * planned once per connection, for any values. PostgreSQL's default would plan the check-in's two
 * largest statements again on every run, as it judges their plan for unknown values dearer than
 * one for the values at hand; the plan is the same either way. docs/decisions/021-generic-plans.md
 * has the measurements.
 */
const PLAN_CACHE_MODE = 'force_generic_plan';

/**
 * PostgreSQL settings of the embedded database. PGlite keeps PostgreSQL's defaults, sized for a
 * server: 128 MB of shared buffers, which PGlite allocates (and zeroes) inside its WebAssembly
 * memory at start-up, so they are resident whether used or not. The app's working set is a few
 * MB; pages beyond the buffers come from the OS page cache.
 */
export const PGLITE_SETTINGS: Record<string, string> = {
  shared_buffers: '16MB',
  plan_cache_mode: PLAN_CACHE_MODE,
};

/**
 * PostgreSQL when a URL is given, otherwise PGlite in a folder (or in memory when dir is null).
 *
 * NOTE: the drivers, Drizzle and the schema are imported here, not at the top: loading them takes
 * the main thread about a second, which the embedded database's thread spends starting meanwhile
 * (server.ts opens the database before it imports the rest of the app).
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const [
      { drizzle: drizzlePg },
      { default: pg },
      schema,
      { preparingClient },
      { listeningClient },
    ] = await Promise.all([
      import('drizzle-orm/node-postgres'),
      import('pg'),
      import('./schema.js'),
      import('./prepared-statements.js'),
      import('./lost-connections.js'),
    ]);
    let reportLost: LostConnectionReport = () => undefined;
    const pool = new pg.Pool({
      // The app's repeated statements are prepared once per connection (prepared-statements.ts);
      // a connection that breaks, idle or inside a transaction, is reported, never thrown.
      Client: listeningClient(preparingClient(pg.Client), (err) => reportLost(err)),
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: target.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      statement_timeout: STATEMENT_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
      // NOTE: an `options` parameter in the database URL replaces this one.
      options: `-c plan_cache_mode=${PLAN_CACHE_MODE}`,
      keepAlive: true,
    });
    // NOTE: an idle client's error (server restart) must not crash the process; the pool replaces
    // it, and the client's own listener has reported it already.
    pool.on('error', () => undefined);
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
      onConnectionLost: (report) => {
        reportLost = report;
      },
    };
  }
  if (target.dir) mkdirSync(path.dirname(target.dir), { recursive: true });
  // NOTE: PGlite runs on a worker thread (pglite-worker.ts): PostgreSQL's work, all synchronous
  // WebAssembly, would otherwise hold the event loop for every statement.
  const opening = openPgliteWorker(
    { dir: target.dir, settings: PGLITE_SETTINGS },
    { guard: target.guard },
  );
  const [client, { drizzle: drizzlePglite }, schema] = await Promise.all([
    opening,
    import('drizzle-orm/pglite'),
    import('./schema.js'),
  ]).catch(async (err: unknown) => {
    // The thread may have started although an import failed: it must not outlive the failure.
    await opening.then((started) => started.close()).catch(() => undefined);
    throw err;
  });
  return {
    // NOTE: Drizzle and pg-boss's adapter call query, exec, transaction and listen, which the
    // worker client implements with PGlite's semantics.
    db: drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    releaseMemory: () => client.releaseMemory(),
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function selectRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
