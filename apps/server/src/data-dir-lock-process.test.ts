import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { http, signUpVerified, type Account } from './test/http-client.js';
import {
  killAllServers,
  startServer,
  testPort,
  type ServerProcess,
} from './test/server-process.js';

/*
 * The embedded database's folder is one server's alone (docs/decisions/025-data-dir-lock.md),
 * shown with real server processes: a paused server keeps it, a killed one gives it up at once,
 * and a server whose lock was taken from it stops before it writes again. PGlite only: PostgreSQL
 * needs no folder lock.
 */
const onPglite = process.env.TEST_DB !== 'postgres';
const root = mkdtempSync(path.join(tmpdir(), 'streakwise-lock-process-'));

afterAll(() => {
  killAllServers();
  rmSync(root, { recursive: true, force: true });
});

const newDataDir = (name: string) => path.join(root, name);
const start = (port: number, dataDir: string) =>
  startServer(port, { DATA_DIR: dataDir, JOBS: 'off' });

const signIn = (server: ServerProcess, account: Pick<Account, 'email' | 'password'>) =>
  http(server.url, 'POST', '/api/auth/login', {
    body: { email: account.email, password: account.password },
  });

/** What a person who removes a lock by hand removes: every lock file the server keeps. */
function removeLockByHand(dataDir: string): void {
  rmSync(path.join(dataDir, 'server-lock'), { recursive: true, force: true });
  // The lock of earlier versions (proper-lockfile's folder).
  rmSync(path.join(dataDir, 'server.lock'), { recursive: true, force: true });
}

describe.runIf(onPglite)('the data folder lock, between real server processes', () => {
  it('a paused server keeps its folder: a second is refused with its pid, and the first serves again when resumed', async () => {
    const dataDir = newDataDir('paused');
    const first = start(testPort(40), dataDir);
    await first.ready;
    const account = await signUpVerified(first.url);

    first.child.kill('SIGSTOP');
    try {
      const second = start(testPort(41), dataDir);
      expect(await second.exited, second.output()).toBe(1);
      expect(second.output()).toContain(dataDir);
      expect(second.output()).toMatch(
        new RegExp(`in use by another Streakwise server \\(process ${first.child.pid}\\b`),
      );
      expect(second.output()).not.toMatch(/expires/);
      expect(second.output(), 'no stack trace').not.toMatch(/^\s+at /m);
    } finally {
      first.child.kill('SIGCONT');
    }

    const again = await signIn(first, account);
    expect(again.status).toBe(200);
    expect((await http(first.url, 'GET', '/api/health')).status).toBe(200);
  }, 90_000);

  it('a server killed with kill -9 is started again at once on the same folder, with its data', async () => {
    const dataDir = newDataDir('killed');
    const first = start(testPort(42), dataDir);
    await first.ready;
    const account = await signUpVerified(first.url);
    await first.crash();

    const second = start(testPort(43), dataDir);
    await second.ready;
    expect(second.output()).not.toMatch(/in use by another/);
    expect((await signIn(second, account)).status).toBe(200);
  }, 90_000);

  it('a server whose lock was taken from it while paused stops without writing, and the new owner keeps its data', async () => {
    const dataDir = newDataDir('taken');
    const first = start(testPort(44), dataDir);
    await first.ready;

    // Someone judges the paused server dead and clears its lock by hand.
    first.child.kill('SIGSTOP');
    removeLockByHand(dataDir);
    const second = start(testPort(45), dataDir);
    try {
      await second.ready;
    } finally {
      first.child.kill('SIGCONT');
    }
    const kept = await signUpVerified(second.url);

    // The first one resumes: its next write must not reach the database the second one owns.
    const lost = { email: `lost-${Date.now()}@example.com`, password: 'correct horse 42' };
    const attempt = await http(first.url, 'POST', '/api/auth/signup', {
      body: { name: 'Ada Lovelace', ...lost },
      timeoutMs: 10_000,
    }).catch((err: unknown) => err as Error);
    expect(attempt instanceof Error ? 'no reply' : attempt.status).not.toBe(201);
    expect(await first.exited, first.output()).not.toBe(0);
    expect(first.output()).toMatch(/no longer holds the lock on the data folder/);
    expect(first.output()).toContain(dataDir);

    await second.stop();
    const third = start(testPort(46), dataDir);
    await third.ready;
    expect((await signIn(third, kept)).status).toBe(200);
    expect((await signIn(third, lost)).status).toBe(401);
  }, 120_000);

  it('a server whose lock is removed while it runs stops on its own, with a line that says why', async () => {
    const dataDir = newDataDir('removed');
    const server = start(testPort(47), dataDir);
    await server.ready;
    removeLockByHand(dataDir);
    expect(await server.exited, server.output()).not.toBe(0);
    expect(server.output()).toMatch(/no longer holds the lock on the data folder/);
  }, 90_000);
});
