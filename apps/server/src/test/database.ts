import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

/**
 * A fresh, migrated database for one test file: PGlite by default (a copy of the run's migrated
 * template, or in memory when no template was made), or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL (project `api-postgres`), dropped afterwards.
 */
export async function createTestDatabase(): Promise<{
  database: Database;
  url?: string;
  drop: () => Promise<void>;
}> {
  if (process.env.TEST_DB !== 'postgres') {
    const template = inject('pgliteTemplate');
    if (!template) {
      const database = await openDatabase({ kind: 'pglite', dir: null });
      await runMigrations(database);
      return { database, drop: () => database.close() };
    }
    // A copy of the run's migrated template (test/pglite-template-setup.ts), in a folder of its own.
    const parent = mkdtempSync(path.join(tmpdir(), 'streakwise-test-db-'));
    const dir = path.join(parent, 'data');
    await cp(template, dir, { recursive: true });
    const database = await openDatabase({ kind: 'pglite', dir });
    // The template holds every migration at the time it was made; this only checks that.
    await runMigrations(database);
    return {
      database,
      drop: async () => {
        await database.close();
        rmSync(parent, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `streakwise_test_${randomUUID().replaceAll('-', '')}`;
  // A copy of the run's migrated template (test/postgres-template-setup.ts) when there is one.
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  // With a template this only checks that it holds every migration.
  await runMigrations(database);
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
