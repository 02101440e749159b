import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTemplateDatabase } from '../db/template-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder each test database starts as a copy of. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest's global set-up for the PGlite project: one migrated database made once per run, which
 * every test file's database copies (test/database.ts) instead of running PostgreSQL's initdb and
 * the migrations again — about four seconds a file on a two-core machine. The template is the
 * one the app itself starts from (db/template-database.ts), so tests see what a first start sees.
 */
export default async function setup(project: TestProject) {
  const parent = mkdtempSync(path.join(tmpdir(), 'streakwise-pglite-template-'));
  const dir = path.join(parent, 'data');
  await createTemplateDatabase(dir);
  project.provide('pgliteTemplate', dir);
  return () => rmSync(parent, { recursive: true, force: true });
}
