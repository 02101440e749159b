import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';

/*
 * Gives memory back once the server is idle (docs/decisions/019-prepared-statements.md). V8 grows
 * the young generation while the app loads and under load, to about 120 MB on a large machine, and
 * keeps it: its own memory reducer did not run in an idle server here, which held some 270 MB on
 * PostgreSQL for good. A memory-reducing collection shrinks it back to a few MB. It runs once
 * shortly after start-up, and again each time the server has had no request for a while after
 * serving some. Under load nothing changes: the young generation keeps the size that makes
 * requests fast.
 */

/** A collection that frees what it can and shrinks the heap; null where V8 offers none. */
export type ReleaseMemory = () => void;

/**
 * V8's own memory-reducing collection ("last resort": every unreachable object, the young
 * generation shrunk), through the `gc` function V8 gives a context when `--expose-gc` is on. The
 * flag is set for the moment it takes to create one context and then set back, so the app's code
 * never sees a global `gc`. The embedded database's thread makes its own with this one
 * (pglite-worker.ts), so this file stays one Node loads as TypeScript: imports of types only.
 */
export function memoryReducingCollection(): ReleaseMemory | null {
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as unknown;
    if (typeof gc !== 'function') return null;
    return () => {
      (gc as (options: object) => void)({
        type: 'major',
        execution: 'sync',
        flavor: 'last-resort',
      });
    };
  } catch {
    return null;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}

export interface IdleMemoryOptions {
  /** After start-up (listening), when the start-up garbage is freed. */
  afterStartMs: number;
  /** A quiet spell after requests that counts as idle. */
  idleMs: number;
  release: ReleaseMemory;
  now?: () => number;
}

export const IDLE_MEMORY: Omit<IdleMemoryOptions, 'release'> = {
  afterStartMs: 2_000,
  idleMs: 60_000,
};

/** Watches the app's requests and releases memory after start-up and after each busy spell. */
export function releaseMemoryWhenIdle(
  app: FastifyInstance,
  { afterStartMs, idleMs, release, now = Date.now }: IdleMemoryOptions,
): void {
  let lastRequest = now();
  let servedSinceRelease = false;
  app.addHook('onRequest', (_request, _reply, done) => {
    lastRequest = now();
    servedSinceRelease = true;
    done();
  });
  const afterStart = setTimeout(() => {
    release();
    servedSinceRelease = false;
  }, afterStartMs);
  const check = setInterval(
    () => {
      if (servedSinceRelease && now() - lastRequest >= idleMs) {
        release();
        servedSinceRelease = false;
      }
    },
    Math.max(1_000, Math.floor(idleMs / 4)),
  );
  // NOTE: neither keeps the process alive, and both stop with the app.
  afterStart.unref();
  check.unref();
  app.addHook('onClose', (_instance, done) => {
    clearTimeout(afterStart);
    clearInterval(check);
    done();
  });
}
