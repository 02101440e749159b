import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { killAllServers, startServer, testPort } from './test/server-process.js';

/*
 * The real entry point, started as a separate process on the embedded database. Only on the
 * PGlite project: PostgreSQL needs no folder lock.
 */
const root = mkdtempSync(path.join(tmpdir(), 'streakwise-start-'));
const dataDir = path.join(root, 'data');

afterAll(() => {
  killAllServers();
  rmSync(root, { recursive: true, force: true });
});

const start = (port: number) => startServer(port, { DATA_DIR: dataDir });

it.runIf(process.env.TEST_DB !== 'postgres')(
  'refuses a second server on a data folder in use, with a sentence that says so',
  async () => {
    const port = testPort(0);
    const first = start(port);
    await first.ready;
    expect(statSync(dataDir).mode & 0o077).toBe(0);
    expect(statSync(path.join(dataDir, 'db')).mode & 0o077).toBe(0);

    const second = start(port + 1);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(
      new RegExp(`is in use by another Streakwise server \\(process ${first.child.pid}\\b`),
    );

    // The first one is unharmed and still answers.
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  },
  60_000,
);
