import type { PGlite } from '@electric-sql/pglite';
import { fromPglite, type Db as BossDb } from 'pg-boss';
import type pg from 'pg';
import type { Database } from '../db/client.js';

type Rows = { rows: unknown[] };

/**
 * pg-boss on the app's own connection: the node-postgres pool on PostgreSQL, the one PGlite
 * instance (through pg-boss's PGlite adapter) otherwise, so the same job code runs on both and
 * nothing opens a second connection to an embedded database that allows only one.
 */
export function bossDatabase(database: Database): {
  db: BossDb;
  backend: 'postgres' | 'pglite';
} {
  // NOTE: Drizzle keeps the driver's client on `$client`; reading it here keeps client.ts as it is.
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') return { db: fromPglite(client as PGlite), backend: 'pglite' };
  const pool = client as pg.Pool;
  return {
    backend: 'postgres',
    db: {
      // A statement without values may be several (pg-boss's locked BEGIN … COMMIT blocks);
      // node-postgres then answers one result per statement, which pg-boss wants as one row list.
      async executeSql(text: string, values?: unknown[]): Promise<Rows> {
        const result: unknown = await pool.query(text, values);
        if (Array.isArray(result)) {
          return { rows: (result as Rows[]).flatMap((r) => r.rows ?? []) };
        }
        return result as Rows;
      },
    },
  };
}
