import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { BOSS_SCHEMA } from '../jobs/engine.js';
import { bossDatabase } from '../jobs/boss-database.js';
import { openDatabase, PGLITE_SETTINGS } from './client.js';
import { runMigrations } from './migrate.js';
import { createPgliteFolder } from './pglite-client.js';

/**
 * What a new data folder starts as (pglite-template.ts): a database PGlite created in `dir`, with
 * the app's migrations applied and the job engine's schema in place, so a first start does what a
 * restart does.
 */
export async function createTemplateDatabase(dir: string): Promise<void> {
  await createPgliteFolder(dir, PGLITE_SETTINGS);
  const database = await openDatabase({ kind: 'pglite', dir });
  try {
    await runMigrations(database);
    const { db, backend } = bossDatabase(database);
    const boss = new PgBoss({
      db,
      backend,
      schema: BOSS_SCHEMA,
      supervise: false,
      schedule: false,
    });
    await boss.start();
    await boss.stop({ graceful: false, close: false });
    // PostgreSQL's two template databases serve only CREATE DATABASE, which the app never runs;
    // without them a new folder is about 540 files to copy instead of 1,140, and a first start
    // about half a second sooner on a slow disk (docs/decisions/016-pglite-worker.md).
    for (const name of ['template0', 'template1']) {
      await database.db.execute(sql.raw(`alter database ${name} is_template false`));
      await database.db.execute(sql.raw(`drop database ${name}`));
    }
  } finally {
    await database.close();
  }
}
