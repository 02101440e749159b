import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openToOthers } from './test/file-modes.js';
import { signUpVerified } from './test/http-client.js';
import { killAllServers, startServer, testPort } from './test/server-process.js';

/*
 * Everything the server keeps in DATA_DIR (the embedded database, the dev outbox, the dev secret,
 * the lock) is the server user's alone: no file or folder there can be read or entered by the
 * group or by others. With the real server process, on a fresh folder, after an account was made
 * (so the database has written rows and the outbox holds a mail). PGlite only: with PostgreSQL
 * the database is elsewhere.
 */
const onPglite = process.env.TEST_DB !== 'postgres';
const root = mkdtempSync(path.join(tmpdir(), 'streakwise-files-'));
const dataDir = path.join(root, 'data');

afterAll(() => {
  killAllServers();
  rmSync(root, { recursive: true, force: true });
});

it.runIf(onPglite)(
  'a new data folder holds nothing the group or others can open, database files included',
  async () => {
    const server = startServer(testPort(48), { DATA_DIR: dataDir, JOBS: 'off' });
    await server.ready;
    await signUpVerified(server.url);
    await server.stop();

    const kinds = readdirSync(dataDir);
    expect(kinds).toEqual(expect.arrayContaining(['db', 'outbox', 'jwt-secret']));
    expect(openToOthers(dataDir)).toEqual([]);
  },
  90_000,
);
