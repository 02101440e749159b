import type { Habit } from '@streakwise/shared';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as compression from '../../plugins/compression.js';
import { buildApp } from '../../app.js';
import * as categories from '../../test/categories.js';
import {
  addHabit,
  archiveHabit,
  completeHabit,
  deleteHabit,
  editHabit,
  moveClock,
  newMember,
  restoreHabit,
  undoCheckIn,
  type Member,
} from '../../test/habits.js';
import { bearer, db, useTestApp, type TestApp } from '../../test/helper.js';
import { logStatements } from '../../test/statements.js';

/*
 * The habit list is kept in memory between requests (docs/decisions/014-habit-list-cache.md). A
 * second app on the same database, with the cache off, plays another API process: every change,
 * made through either of them or straight in SQL, must show in the next list of the first,
 * exactly as the uncached one builds it.
 */
// Every compression of a kept list, by encoding.
const encodings = vi.hoisted((): string[] => []);
vi.mock('../../plugins/compression.js', async (importOriginal) => {
  const actual = await importOriginal<typeof compression>();
  return {
    ...actual,
    encodeReply: (body: Buffer, encoding: compression.ReplyEncoding) => {
      encodings.push(encoding);
      return actual.encodeReply(body, encoding);
    },
  };
});

const t = useTestApp();
let uncached: TestApp;
let m: Member;

beforeAll(async () => {
  const app: FastifyInstance = await buildApp({
    ...t.deps,
    config: { ...t.deps.config, habitListCacheBytes: 0 },
  });
  await app.ready();
  uncached = { ...t, app };
  m = await newMember(t, '2026-03-27T10:00:00Z', { plan: 'pro' });
});

afterAll(async () => uncached.app.close());

const LISTS = ['/api/habits', '/api/habits?archived=true', '/api/habits?from=2026-01-01'];

async function lists(app: TestApp): Promise<Habit[][]> {
  return Promise.all(
    LISTS.map(async (url) => {
      const res = await app.app.inject({ method: 'GET', url, headers: bearer(m.token) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return res.json<Habit[]>();
    }),
  );
}

/** Reads every list twice from the cached app (the second from memory) and once uncached. */
async function expectSameLists(what: string): Promise<void> {
  const first = await lists(t);
  const again = await lists(t);
  const truth = await lists(uncached);
  expect(first, what).toEqual(truth);
  expect(again, what).toEqual(truth);
}

describe('the habit list kept in memory', () => {
  it('answers a repeated list with one statement, and the same body', async () => {
    await addHabit(t, m.token, { name: 'Read', category: 'Health', dailyTarget: 2 }, 201);
    const url = '/api/habits';
    const first = await t.app.inject({ method: 'GET', url, headers: bearer(m.token) });
    const log = logStatements(t.deps.database);
    const second = await t.app.inject({ method: 'GET', url, headers: bearer(m.token) });
    log.stop();
    expect(second.body).toBe(first.body);
    // The signed-in user's statement, which carries the version the reply is checked against.
    expect(log.statements, log.statements.join('\n')).toHaveLength(1);
  });

  it('shows every change at once, whichever process or path made it', async () => {
    const read = await addHabit(
      t,
      m.token,
      { name: 'Walk', category: 'Fitness', dailyTarget: 3 },
      201,
    );
    await expectSameLists('created');
    await completeHabit(t, m.token, read._id);
    await expectSameLists('checked in here');
    await completeHabit(uncached, m.token, read._id);
    await expectSameLists('checked in on the other process');
    await undoCheckIn(uncached, m.token, read._id);
    await expectSameLists('undone on the other process');
    await editHabit(uncached, m.token, read._id, { name: 'Long walk', dailyTarget: 2 });
    await expectSameLists('edited');
    const category = await categories.add(uncached, m.token, 'Outdoors');
    await editHabit(t, m.token, read._id, { category: 'Outdoors' });
    await expectSameLists('moved to a category');
    await categories.rename(uncached, m.token, category._id, 'Outside');
    await expectSameLists('category renamed');
    await archiveHabit(uncached, m.token, read._id);
    await expectSameLists('archived');
    await restoreHabit(uncached, m.token, read._id);
    await expectSameLists('restored');

    // The day moves on: yesterday's check-ins leave "today", and the streak is read as of the new
    // day, with nothing written.
    await moveClock(t, m, '2026-03-28T10:00:00Z');
    await expectSameLists('a day later');
    // 23:30 in London is already tomorrow in Tokyo.
    await moveClock(t, m, '2026-03-28T23:30:00Z');
    const zone = await uncached.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: bearer(m.token),
      payload: { timezone: 'Asia/Tokyo' },
    });
    expect(zone.statusCode, zone.body).toBe(200);
    await expectSameLists('time zone changed');

    // Written by hand, as support would with psql: the database itself marks the list stale.
    await db(t).execute(sql`update completions set count = count + 1 where habit_id = ${read._id}`);
    await expectSameLists('changed in SQL');
    await db(t).execute(sql`update habits set name = 'Renamed by support' where id = ${read._id}`);
    await expectSameLists('renamed in SQL');

    expect((await deleteHabit(uncached, m.token, read._id)).statusCode).toBe(204);
    await expectSameLists('deleted');
  });

  it('sends a client that takes gzip or Brotli the kept reply compressed, as the hook would', async () => {
    for (const name of ['Swim', 'Stretch', 'Journal']) {
      await addHabit(t, m.token, { name, category: 'Health', dailyTarget: 3 }, 201);
    }
    const url = '/api/habits';
    const list = (app: TestApp, headers: Record<string, string> = {}) =>
      app.app.inject({ method: 'GET', url, headers: { ...bearer(m.token), ...headers } });
    const decoded = (res: LightMyRequestResponse) => {
      const encoding = res.headers['content-encoding'];
      if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
      if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
      return res.body;
    };
    const varies = (res: LightMyRequestResponse) =>
      String(res.headers.vary ?? '')
        .toLowerCase()
        .split(/\s*,\s*/u)
        .includes('accept-encoding');
    const expectCompressedAlike = async (what: string) => {
      const truth = await list(uncached);
      expect(truth.rawPayload.length, what).toBeGreaterThan(1024);
      for (const [accept, encoding] of [
        ['br', 'br'],
        ['gzip, deflate', 'gzip'],
        ['gzip;q=0.5, br', 'br'],
        ['br;q=0.1, gzip', 'gzip'],
        ['*', 'gzip'],
      ] as const) {
        // The uncached app's reply is compressed by the hook: the kept one must match it.
        const hooked = await list(uncached, { 'accept-encoding': accept });
        expect(hooked.headers['content-encoding'], what).toBe(encoding);
        const first = await list(t, { 'accept-encoding': accept });
        const log = logStatements(t.deps.database);
        const again = await list(t, { 'accept-encoding': accept });
        log.stop();
        for (const res of [first, again]) {
          expect(res.statusCode, what).toBe(200);
          expect(res.headers['content-encoding'], `${what}: ${accept}`).toBe(encoding);
          expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
          expect(varies(res), what).toBe(true);
          expect(res.rawPayload.length).toBeLessThan(truth.rawPayload.length);
          expect(JSON.parse(decoded(res)), `${what}: ${accept}`).toEqual(truth.json());
        }
        expect(log.statements, log.statements.join('\n')).toHaveLength(1);
      }
      const uncompressed: Record<string, string>[] = [
        {},
        { 'accept-encoding': 'identity' },
        { 'accept-encoding': 'br, gzip', 'x-no-compression': '1' },
      ];
      for (const headers of uncompressed) {
        const plain = await list(t, headers);
        expect(plain.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
        expect(plain.json(), what).toEqual(truth.json());
      }
    };
    encodings.length = 0;
    await expectCompressedAlike('new habits');
    // The kept reply was compressed once per encoding the clients took, whatever their headers.
    expect(encodings.toSorted()).toEqual(['br', 'gzip']);
    // A repeated list is not compressed again, and the uncached app's is left to the hook.
    encodings.length = 0;
    await list(uncached, { 'accept-encoding': 'br' });
    await list(t, { 'accept-encoding': 'br' });
    expect(encodings).toEqual([]);
    const [first] = (await list(t)).json<Habit[]>();
    await completeHabit(uncached, m.token, first?._id ?? '');
    encodings.length = 0;
    await expectCompressedAlike('a check-in through the other process');
    expect(encodings.toSorted()).toEqual(['br', 'gzip']);
  });

  it('keeps nothing when its memory is 0', async () => {
    const url = '/api/habits';
    await uncached.app.inject({ method: 'GET', url, headers: bearer(m.token) });
    const log = logStatements(t.deps.database);
    await uncached.app.inject({ method: 'GET', url, headers: bearer(m.token) });
    log.stop();
    expect(log.statements.length).toBeGreaterThan(1);
  });
});
