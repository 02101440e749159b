import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_SETTINGS } from './client.js';
import { openPgliteWorker } from './pglite-client.js';
import { copyTemplate, makeTemplate, pgliteVersion } from './pglite-template.js';
import { openToOthers } from '../test/file-modes.js';
import { createTemplateDatabase } from './template-database.js';

/*
 * New data folders start as a copy of a database the build made once (pglite-template.ts), and
 * only a template of the installed PGlite version is used.
 */
const scratch = mkdtempSync(path.join(tmpdir(), 'streakwise-template-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the embedded database template', () => {
  const template = path.join(scratch, 'template');

  it('is made once, and a new folder copied from it opens and takes writes', async () => {
    // What the build makes (make-pglite-template.ts).
    await makeTemplate(createTemplateDatabase, template);
    expect(existsSync(path.join(template, 'data', 'PG_VERSION'))).toBe(true);
    // Nothing half-made is left beside it.
    expect(readdirSync(scratch)).toEqual(['template']);

    const folder = path.join(scratch, 'fresh');
    expect(await copyTemplate(folder, template)).toBe(true);
    const db = await openPgliteWorker({ dir: folder, settings: PGLITE_SETTINGS });
    try {
      // The app's schema and the job engine's are in place; PostgreSQL's template databases,
      // which only CREATE DATABASE uses, are not copied along.
      const databases = await db.query<{ datname: string }>('select datname from pg_database');
      expect(databases.rows).toEqual([{ datname: 'postgres' }]);
      const schemas = await db.query<{ users: string | null; jobs: string | null }>(
        "select to_regclass('public.users')::text as users, to_regclass('pgboss.job')::text as jobs",
      );
      expect(schemas.rows).toEqual([{ users: 'users', jobs: 'pgboss.job' }]);
      await db.exec('create table notes (body text); insert into notes values ($$kept$$);');
      const result = await db.query<{ body: string }>('select body from notes');
      expect(result.rows).toEqual([{ body: 'kept' }]);
    } finally {
      await db.close();
    }
    // Copied files and those written since are the user's alone (pglite-worker.ts).
    expect(openToOthers(folder)).toEqual([]);
    // The template itself is untouched by what the copy did.
    const again = path.join(scratch, 'again');
    expect(await copyTemplate(again, template)).toBe(true);
    const second = await openPgliteWorker({ dir: again, settings: PGLITE_SETTINGS });
    try {
      const tables = await second.query<{ n: number }>(
        "select count(*)::int as n from pg_tables where tablename = 'notes'",
      );
      expect(tables.rows).toEqual([{ n: 0 }]);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('is not copied over a folder that already holds something, and leaves no scratch behind', async () => {
    const busy = path.join(scratch, 'busy');
    mkdirSync(busy);
    writeFileSync(path.join(busy, 'notes.txt'), 'mine');
    expect(await copyTemplate(busy, template)).toBe(false);
    expect(readdirSync(busy)).toEqual(['notes.txt']);
    // An empty folder (as made before the database opens) is filled.
    const empty = path.join(scratch, 'empty');
    mkdirSync(empty);
    expect(await copyTemplate(empty, template)).toBe(true);
    expect(existsSync(path.join(empty, 'PG_VERSION'))).toBe(true);
    expect(readdirSync(scratch).filter((name) => name.startsWith('.pglite-new-'))).toEqual([]);
  });

  it('is not used when another PGlite version made it, or when there is none', async () => {
    writeFileSync(path.join(template, 'pglite-version'), `0.0.0-not-${pgliteVersion()}\n`);
    const folder = path.join(scratch, 'refused');
    expect(await copyTemplate(folder, template)).toBe(false);
    expect(existsSync(folder)).toBe(false);
    expect(await copyTemplate(folder, path.join(scratch, 'nowhere'))).toBe(false);
  });
});
