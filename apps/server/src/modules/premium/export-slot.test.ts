import type { IncomingMessage } from 'node:http';
import { request as httpRequest } from 'node:http';
import { MESSAGES } from '@streakwise/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import * as kit from '../../test/habits.js';
import { bearer, useTestApp } from '../../test/helper.js';
import * as premium from '../../test/premium.js';

const t = useTestApp();

/** Two years of 100 habits: a JSON export of about 10 MB, more than a socket holds unread. */
const BIG = 'format=json&startDate=2025-01-01&endDate=2026-12-31';
const SMALL = 'format=csv&startDate=2026-12-31&endDate=2026-12-31';

let base: string;
let owner: kit.Member;
let other: kit.Member;

const inject = (token: string, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/premium/export?${query}`, headers: bearer(token) });

/**
 * An export over real HTTP, its body left unread (paused) once the headers are in; compressed
 * as a browser asks for it, or as it is.
 */
function startDownload(token: string, query: string, gzip = false): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const headers = {
      authorization: `Bearer ${token}`,
      ...(gzip ? { 'accept-encoding': 'gzip' } : {}),
    };
    const req = httpRequest(
      new URL(`/api/premium/export?${query}`, base),
      { agent: false, headers },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}

/** Reads the rest of a download; its size in bytes. */
async function readAll(res: IncomingMessage): Promise<number> {
  let bytes = 0;
  for await (const chunk of res) bytes += (chunk as Buffer).length;
  return bytes;
}

/** The statuses of small exports asked for every 20 ms until one is not a 429 (at most 10 s). */
async function untilNotBusy(token: string): Promise<number[]> {
  const statuses: number[] = [];
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await inject(token, SMALL);
    statuses.push(res.statusCode);
    if (res.statusCode !== 429 || Date.now() > deadline) return statuses;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  owner = await kit.newMember(t, '2026-01-01T08:00:00Z', { plan: 'premium' });
  other = await kit.newMember(t, '2026-01-01T08:00:00Z', { plan: 'premium' });
  // Every day of each habit is a row of the export, done or not: no completions are needed.
  await premium.seedVolume(t, owner.id, { habitCount: 100, firstDay: '2025-01-01', days: 0 });
  await kit.moveClock(t, owner, '2026-12-31T20:00:00Z');
  other.token = await kit.signIn(t, other.person);
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});

describe('one export at a time per person', () => {
  it('answers a second export of the same person 429 with Retry-After while another person’s proceeds', async () => {
    const first = await startDownload(owner.token, BIG);
    expect(first.statusCode).toBe(200);

    const second = await inject(owner.token, SMALL);
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(second.json()).toEqual({ message: MESSAGES.exportInProgress, code: 'RATE_LIMITED' });

    const others = await inject(other.token, SMALL);
    expect(others.statusCode, others.body).toBe(200);

    expect(await readAll(first)).toBeGreaterThan(8_000_000);
    // Finished: the next export is served at once.
    expect((await inject(owner.token, SMALL)).statusCode).toBe(200);
  });

  it.each([
    ['as it is', false],
    ['compressed', true],
  ])('frees the slot when the client stops a download halfway (%s)', async (_how, gzip) => {
    const first = await startDownload(owner.token, BIG, gzip);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe(gzip ? 'gzip' : undefined);
    await new Promise<void>((resolve) => first.once('data', () => resolve()));
    expect((await inject(owner.token, SMALL)).statusCode).toBe(429);
    first.destroy();
    const statuses = await untilNotBusy(owner.token);
    expect(statuses.at(-1)).toBe(200);
  });

  it('holds across two app instances on one database', async () => {
    // A second instance: on PostgreSQL its own pool and connections, as another process has.
    const database = t.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: t.databaseUrl })
      : t.deps.database;
    const second = await buildApp({ ...t.deps, database }, { logger: false });
    try {
      const first = await startDownload(owner.token, BIG);
      expect(first.statusCode).toBe(200);
      const res = await second.inject({
        method: 'GET',
        url: `/api/premium/export?${SMALL}`,
        headers: bearer(owner.token),
      });
      expect(res.statusCode).toBe(429);
      first.destroy();
      expect((await untilNotBusy(owner.token)).at(-1)).toBe(200);
    } finally {
      await second.close();
      if (database !== t.deps.database) await database.close();
    }
  });
});
