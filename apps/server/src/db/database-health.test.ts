import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.js';
import { DatabaseUnreachableError, pingDatabase } from './database-health.js';

/*
 * A stand-in database on another thread (as PGlite's worker or PostgreSQL's process is): it
 * answers each query at once, by a message. The probe's own thread can be held meanwhile.
 */
let echo: Worker;

beforeAll(() => {
  echo = new Worker(
    `const { parentPort } = require('node:worker_threads');
     parentPort.on('message', (m) => parentPort.postMessage(m));`,
    { eval: true },
  );
});

afterAll(async () => {
  await echo.terminate();
});

function standIn({ holdLoopMs, answers }: { holdLoopMs: number; answers: boolean }): Database {
  const execute = () => {
    const answer = new Promise((resolve) => echo.once('message', resolve));
    if (answers) echo.postMessage('select 1');
    // The event loop is held right after the query went out, as a long task would hold it.
    const until = performance.now() + holdLoopMs;
    while (performance.now() < until) {
      // busy
    }
    return answers ? answer : new Promise(() => undefined);
  };
  return { db: { execute }, kind: 'pglite', close: async () => undefined } as unknown as Database;
}

describe('the health check’s database probe', () => {
  it('reports the answer that came while the event loop was held past the timeout', async () => {
    await expect(
      pingDatabase(standIn({ holdLoopMs: 300, answers: true }), 50),
    ).resolves.toBeUndefined();
  });

  it('still gives up on a database that does not answer', async () => {
    await expect(
      pingDatabase(standIn({ holdLoopMs: 0, answers: false }), 50),
    ).rejects.toBeInstanceOf(DatabaseUnreachableError);
  });
});
