/**
 * The databases the API benchmark runs on: PGlite in a temporary folder (as the server runs it by
 * default), and a freshly created PostgreSQL database when a server is reachable.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client.js';
import { runMigrations } from '../../apps/server/src/db/migrate.js';

export interface BenchDatabase {
  label: string;
  /** Where it lives, for the report (never a password). */
  detail: string;
  database: Database;
  /** PostgreSQL only: the bench database's URL, for tools that connect on their own (pgbench). */
  url?: string;
  dispose(): Promise<void>;
}

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
const CONNECT_TIMEOUT_MS = 3000;

export async function openPglite(): Promise<BenchDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), 'streakwise-bench-pglite-'));
  const database = await openDatabase({ kind: 'pglite', dir: path.join(dir, 'db') });
  try {
    await runMigrations(database);
  } catch (err) {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    label: 'PGlite',
    detail: 'PGlite, files in a temporary folder',
    database,
    async dispose() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The PostgreSQL server to use, or the reason there is none. */
export async function findPostgres(): Promise<{ url: string } | { skipped: string }> {
  const configured = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const url = configured || DEFAULT_POSTGRES_URL;
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return { url };
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    return {
      skipped: `PostgreSQL skipped: cannot connect to ${redact(url)} (${why}). Set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server where you may create databases.`,
    };
  } finally {
    await client.end().catch(() => undefined);
  }
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** CREATE DATABASE streakwise_bench_<random> on the server of `adminUrl`; dropped by dispose(). */
export async function openPostgres(adminUrl: string): Promise<BenchDatabase> {
  const name = `streakwise_bench_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const drop = () => admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let database: Database | undefined;
  try {
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
    await runMigrations(database);
  } catch (err) {
    await database?.close().catch(() => undefined);
    await drop();
    throw err;
  }
  const opened = database;
  const server = new URL(adminUrl);
  return {
    label: 'PostgreSQL',
    detail: `PostgreSQL at ${server.hostname}:${server.port || '5432'}, database ${name} (dropped afterwards)`,
    database: opened,
    url: url.toString(),
    async dispose() {
      await opened.close();
      await drop();
    },
  };
}
