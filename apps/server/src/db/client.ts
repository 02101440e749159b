import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The one query type the app uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or a transaction, so services decide the boundary. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; connectTimeoutMs?: number }
  | { kind: 'pglite'; dir: string | null };

/**
 * NOTE: without limits a database that accepts connections and never answers hangs every request
 * (health checks included) for good. A connection gets 5 s; a statement 10 s on the server, and
 * 15 s on the client in case the server cannot even say so.
 */
const CONNECT_TIMEOUT_MS = 5_000;
const STATEMENT_TIMEOUT_MS = 10_000;
const QUERY_TIMEOUT_MS = 15_000;

/** PostgreSQL when a URL is given, otherwise PGlite in a folder (or in memory when dir is null). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: target.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      statement_timeout: STATEMENT_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
      keepAlive: true,
    });
    // NOTE: an idle client's error (server restart) must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  if (target.dir) mkdirSync(path.dirname(target.dir), { recursive: true });
  const client = target.dir ? new PGlite(target.dir) : new PGlite();
  await client.waitReady;
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function selectRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
