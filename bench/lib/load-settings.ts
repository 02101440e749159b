import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

/* `npm run load` (bench/load.ts): its settings from the environment, its output, its clean-ups. */

export const SERVER_ENTRY = fileURLToPath(new URL('../apps/server/src/server.ts', import.meta.url));
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const READY_TIMEOUT_MS = 120_000;
export const STOP_TIMEOUT_MS = 30_000;

export type Backend = 'postgres' | 'pglite';

function intFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  return value;
}

function backendsFromEnv(): Backend[] {
  const raw = process.env.LOAD_BACKENDS || 'postgres,pglite';
  const names = raw.split(',').map((s) => s.trim());
  for (const name of names) {
    if (name !== 'postgres' && name !== 'pglite')
      throw new Error(`LOAD_BACKENDS lists postgres and/or pglite (got "${raw}").`);
  }
  return names as Backend[];
}

export const settings = {
  users: intFromEnv('LOAD_USERS', 200, 1, 5000),
  seconds: intFromEnv('LOAD_SECONDS', 60, 1, 3600),
  concurrency: intFromEnv('LOAD_CONCURRENCY', 50, 1, 1000),
  premiumEvery: intFromEnv('LOAD_PREMIUM_EVERY', 4, 0, 1000),
  seed: intFromEnv('LOAD_SEED', randomBytes(4).readUInt32LE(0), 0, 2 ** 32 - 1),
  backends: backendsFromEnv(),
  adminUrl: process.env.LOAD_DATABASE_URL || process.env.TEST_DATABASE_URL || DEFAULT_POSTGRES_URL,
};

export const print = (line = '') => process.stdout.write(`${line}\n`);
export const n = (value: number) => value.toLocaleString('en-GB');
export const ms = (value: number) => value.toFixed(1);
export const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

/** Clean-ups still owed (servers, databases, folders), run in reverse on exit or Ctrl-C. */
export const cleanups: (() => Promise<void>)[] = [];

export async function runCleanups(): Promise<void> {
  for (const fn of cleanups.splice(0).reverse()) {
    await fn().catch((err: unknown) => console.error('load: clean-up failed:', err));
  }
}
