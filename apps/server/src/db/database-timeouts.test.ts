import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { DatabaseUnreachableError, pingDatabase, waitForDatabase } from './database-health.js';

/*
 * A "database" that accepts connections and never says a word: what a hung server, a full disk
 * or a black-holing firewall looks like from here. Runs once (the PGlite project), since it
 * needs no real database.
 */
let blackHole: Server;
const sockets = new Set<Socket>();
let url = '';
let database: Database;

beforeAll(async () => {
  blackHole = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
  const address = blackHole.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  url = `postgres://nobody@127.0.0.1:${address.port}/none`;
  database = await openDatabase({ kind: 'postgres', url, connectTimeoutMs: 500 });
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await database?.close().catch(() => undefined);
  await new Promise<void>((resolve) => blackHole.close(() => resolve()));
});

it.runIf(process.env.TEST_DB !== 'postgres')(
  'a query against a silent database fails after the connect timeout instead of hanging',
  async () => {
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
  },
  10_000,
);

it.runIf(process.env.TEST_DB !== 'postgres')(
  'a health ping gives up within its time limit instead of hanging',
  async () => {
    const started = Date.now();
    await expect(pingDatabase(database, 300)).rejects.toThrow(DatabaseUnreachableError);
    // Bounded by the ping's own limit and the pool's connect timeout, not by the hung server.
    expect(Date.now() - started).toBeLessThan(5_000);
  },
);

it.runIf(process.env.TEST_DB !== 'postgres')(
  'start-up says what it waits for, then gives up with a sentence that names the database',
  async () => {
    const lines: string[] = [];
    await expect(
      waitForDatabase(database, {
        describe: '127.0.0.1 (test)',
        giveUpAfterMs: 1_500,
        pingTimeoutMs: 300,
        log: (line) => lines.push(line),
      }),
    ).rejects.toThrow(/did not answer within 2 s.*DATABASE_URL/);
    expect(lines[0]).toMatch(/Waiting for the database at 127\.0\.0\.1 \(test\)/);
  },
);
