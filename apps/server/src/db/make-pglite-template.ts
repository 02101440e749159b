/**
 * `npm run build` runs this after compiling: it makes the database that new data folders start
 * from (pglite-template.ts), in `dist/pglite-template/`: created by PGlite, with the app's
 * migrations applied and the job engine's schema in place, so a first start does what a restart
 * does. A start still applies any migration newer than the template.
 */
import { PgBoss } from 'pg-boss';
import { BOSS_SCHEMA } from '../jobs/engine.js';
import { bossDatabase } from '../jobs/boss-database.js';
import { openDatabase, PGLITE_SETTINGS } from './client.js';
import { runMigrations } from './migrate.js';
import { createPgliteFolder } from './pglite-client.js';
import { makeTemplate, TEMPLATE_DIR } from './pglite-template.js';

const started = Date.now();
await makeTemplate(async (dir) => {
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
  } finally {
    await database.close();
  }
});
process.stdout.write(`pglite template: ${TEMPLATE_DIR} (${Date.now() - started} ms)\n`);
