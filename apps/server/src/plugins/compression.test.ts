import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as kit from '../test/habits.js';
import { bearer, useTestApp } from '../test/helper.js';

const t = useTestApp();
let m: kit.Member;

beforeAll(async () => {
  m = await kit.newMember(t, '2026-03-01T10:00:00Z', { plan: 'premium' });
  await kit.addHabit(t, m.token, { name: 'Read', category: 'Other', dailyTarget: 1 }, 201);
  kit.okResult(await kit.completeHabit(t, m.token, (await habitIds())[0] ?? '', { count: 1 }));
});

async function habitIds(): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/habits', headers: bearer(m.token) });
  return res.json<{ _id: string }[]>().map((h) => h._id);
}

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      ...bearer(m.token),
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });

function decoded(res: LightMyRequestResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(res.rawPayload);
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload);
  expect(encoding).toBeUndefined();
  return res.rawPayload;
}

const varies = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('API replies', () => {
  // The badge list is a few KB of JSON: over the 1 KB threshold.
  const url = '/api/gamification/badges';

  it('are sent as they are to a client that asks for no encoding', async () => {
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(() => plain.json<unknown>()).not.toThrow();
  });

  it.each([
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
  ])('are compressed for Accept-Encoding: %s (%s), to the same JSON', async (accept, encoding) => {
    const plain = await get(url);
    const res = await get(url, accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(varies(res)).toBe(true);
    expect(res.headers['content-type']).toBe(plain.headers['content-type']);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(decoded(res).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves a reply under 1 KB and an identity-only client alone', async () => {
    const small = await get('/api/auth/me', 'gzip, br');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const identity = await get(url, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
  });

  it('compresses error replies like any other', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(401);
    expect(JSON.parse(decoded(res).toString('utf8'))).toHaveProperty('message');
  });
});

describe('streamed exports', () => {
  const exportUrl = (format: string) =>
    `/api/premium/export?format=${format}&startDate=2026-03-01&endDate=2026-03-20`;

  // Three weeks of rows (over the 1 KB threshold), on a stopped clock: an export is dated.
  beforeAll(async () => {
    await kit.moveClock(t, m, '2026-03-20T12:00:00Z');
    const now = t.clock.now();
    vi.spyOn(t.clock, 'now').mockReturnValue(now);
  });
  afterAll(() => vi.restoreAllMocks());

  it.each(['csv', 'xml', 'json'])(
    'arrive whole as %s, with and without compression',
    async (format) => {
      const plain = await get(exportUrl(format));
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      for (const encoding of ['gzip', 'br']) {
        const res = await get(exportUrl(format), encoding);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['content-disposition']).toBe(plain.headers['content-disposition']);
        expect(decoded(res).equals(plain.rawPayload)).toBe(true);
      }
    },
  );

  it('sends a PDF, compressed already, as it is', async () => {
    for (const accept of [undefined, 'gzip, br']) {
      const res = await get(exportUrl('pdf'), accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(res.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');
    }
  });
});

describe('request bodies', () => {
  it('are read as before: a gzipped body is not inflated', async () => {
    const { gzipSync } = await import('node:zlib');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: {
        ...bearer(m.token),
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      payload: gzipSync(JSON.stringify({ name: 'Gzipped Name' })),
    });
    expect(res.statusCode).toBe(400);
  });
});
