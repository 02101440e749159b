import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database each test database is created from (CREATE … TEMPLATE). */
    postgresTemplate: string;
  }
}

/**
 * Vitest's global set-up for the PostgreSQL project: the migrations run once per run, into a
 * database every test file's database is then copied from (test/database.ts), instead of once
 * per test database — the PostgreSQL twin of pglite-template-setup.ts.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('the api-postgres project needs TEST_DATABASE_URL');
  const name = `streakwise_template_${randomUUID().replaceAll('-', '')}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await runMigrations(database);
  } finally {
    // A template database takes no connections while it is copied.
    await database.close();
  }
  project.provide('postgresTemplate', name);
  return () => admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
