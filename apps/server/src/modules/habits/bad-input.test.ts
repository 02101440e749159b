import { MESSAGES, type ErrorResponse, type Habit } from '@streakwise/shared';
import { count, eq, sum } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkIns, completions, habits } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';

const t = useTestApp();
let token: string;
let userId: string;
let habit: Habit;
let baseline: Awaited<ReturnType<typeof footprint>>;
const statuses: Array<{ url: string; status: number }> = [];

/** Every row a habits request could touch. */
async function footprint() {
  const [c] = await db(t)
    .select({ n: count(), total: sum(completions.count) })
    .from(completions);
  return {
    habits: await kit.countRows(t, habits),
    completions: c,
    checkIns: await kit.countRows(t, checkIns),
    ledger: await kit.ledger(t),
    points: await kit.storedPoints(t, userId),
  };
}

beforeAll(async () => {
  ({ token, id: userId } = await kit.newMember(t));
  const created = await send({
    method: 'POST',
    url: '/api/habits',
    payload: { name: 'Floss', category: 'Health', dailyTarget: 2 },
  });
  habit = created.json<Habit>();
  await send({ method: 'PATCH', url: `/api/habits/${habit._id}/complete` });
  baseline = await footprint();
});

/** Every request goes through here, so the file can prove none of them got a 5xx. */
async function send(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({ ...options, headers: { ...bearer(token), ...options.headers } });
  statuses.push({ url: options.url, status: res.statusCode });
  return res;
}
const errorOf = (res: LightMyRequestResponse) => res.json<ErrorResponse>();
const createHabit = (payload: unknown) =>
  send({ method: 'POST', url: '/api/habits', payload: payload as object });
const VALID = { name: 'Walk', category: 'Health', dailyTarget: 1 };

describe('habit ids that are not ids', () => {
  it.each(['abc', '1', '00000000-0000-0000-0000-00000000000g', "x' OR '1'='1"])(
    '%s is refused with a clear message',
    async (id) => {
      const path = `/api/habits/${encodeURIComponent(id)}`;
      for (const [method, url] of [
        ['PATCH', `${path}/complete`],
        ['DELETE', `${path}/complete`],
        ['DELETE', path],
      ] as const) {
        const res = await send({ method, url });
        expect([400, 404], `${method} ${url}`).toContain(res.statusCode);
        expect(errorOf(res).message).toBe(MESSAGES.habitNotFound);
      }
    },
  );

  it('an unknown well-formed id is a 404', async () => {
    const res = await send({
      method: 'PATCH',
      url: '/api/habits/00000000-0000-4000-8000-000000000000/complete',
    });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(MESSAGES.habitNotFound);
  });
});

describe('check-in counts', () => {
  it.each([0, 11, -1, 1.5, 'x', null, '1', true, [1]].map((value) => ({ value })))(
    'count $value is a 400',
    async ({ value }) => {
      const res = await send({
        method: 'PATCH',
        url: `/api/habits/${habit._id}/complete`,
        payload: { count: value },
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).fields?.count).toBe(MESSAGES.countInvalid);
    },
  );
});

describe('creating a habit', () => {
  it('uses the spec messages for name, category and daily target', async () => {
    const cases: Array<[object, string, string]> = [
      [{ ...VALID, name: 'x'.repeat(80) }, 'name', 'Name must be less than 50 characters'],
      [{ ...VALID, name: undefined }, 'name', 'Habit name is required'],
      [{ ...VALID, name: '   ' }, 'name', 'Habit name is required'],
      [{ ...VALID, name: ' a ' }, 'name', 'Name must be at least 2 characters'],
      [{ ...VALID, category: 'Sleep' }, 'category', MESSAGES.categoryInvalid],
      [{ ...VALID, category: undefined }, 'category', 'Category is required'],
      [{ ...VALID, dailyTarget: 0 }, 'dailyTarget', 'Target must be at least 1'],
      [{ ...VALID, dailyTarget: 11 }, 'dailyTarget', 'Target must be less than 10'],
      [{ ...VALID, dailyTarget: '3' }, 'dailyTarget', 'Daily target must be a number'],
      [{ ...VALID, dailyTarget: undefined }, 'dailyTarget', 'Daily target is required'],
      [{ ...VALID, dailyTarget: 2.5 }, 'dailyTarget', MESSAGES.dailyTargetWhole],
      [{ ...VALID, icon: '🦄' }, 'icon', MESSAGES.iconInvalid],
      [{ ...VALID, color: 'red' }, 'color', MESSAGES.colorInvalid],
      [{ ...VALID, description: 'd'.repeat(201) }, 'description', MESSAGES.descriptionTooLong],
    ];
    for (const [payload, field, message] of cases) {
      const res = await createHabit(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(res).fields?.[field], JSON.stringify(payload)).toBe(message);
    }
  });

  it('names every missing field at once', async () => {
    const res = await createHabit({});
    expect(errorOf(res).fields).toEqual({
      name: 'Habit name is required',
      category: 'Category is required',
      dailyTarget: 'Daily target is required',
    });
  });

  it('refuses malformed JSON, an empty body and an array', async () => {
    const headers = { 'content-type': 'application/json' };
    const bad = await send({ method: 'POST', url: '/api/habits', payload: '{"name":', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: MESSAGES.malformedJson });
    const patch = await send({
      method: 'PATCH',
      url: `/api/habits/${habit._id}/complete`,
      payload: '{count: 1}',
      headers,
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json()).toEqual({ message: MESSAGES.malformedJson });
    expect(
      (await send({ method: 'POST', url: '/api/habits', payload: '', headers })).statusCode,
    ).toBe(400);
    expect((await createHabit([VALID])).statusCode).toBe(400);
  });

  it('ignores fields it does not know and never stores them', async () => {
    const res = await createHabit({
      ...VALID,
      _id: '00000000-0000-4000-8000-000000000001',
      userId: '00000000-0000-4000-8000-000000000002',
      completions: [{ date: '2026-01-01', count: 5 }],
      streak: { current: 99, longest: 99 },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<Habit>();
    expect(created._id).not.toBe('00000000-0000-4000-8000-000000000001');
    expect(created.completions).toEqual([]);
    expect(created.streak).toEqual({ current: 0, longest: 0 });
    const [row] = await db(t).select().from(habits).where(eq(habits.id, created._id));
    expect(row?.userId).toBe(userId);
    expect((await send({ method: 'DELETE', url: `/api/habits/${created._id}` })).statusCode).toBe(
      204,
    );
  });
});

describe('the history window', () => {
  it.each(['2026-13-01', 'yesterday', '2026-02-30', '26-01-01', ''])(
    'from=%s is a 400',
    async (from) => {
      const res = await send({ method: 'GET', url: `/api/habits?from=${from}` });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).fields?.from).toBe(MESSAGES.dayInvalid);
    },
  );
});

describe('without a valid token', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const ROUTES = [
    { method: 'GET', url: '/api/habits' },
    { method: 'POST', url: '/api/habits', payload: VALID },
    { method: 'PATCH', url: `/api/habits/${id}/complete`, payload: { count: 1 } },
    { method: 'DELETE', url: `/api/habits/${id}/complete` },
    { method: 'DELETE', url: `/api/habits/${id}` },
    { method: 'GET', url: '/api/gamification/stats' },
    { method: 'GET', url: '/api/gamification/badges' },
  ] as const;
  const BAD_TOKENS = [
    {},
    { authorization: '' },
    { authorization: 'Bearer' },
    { authorization: 'Bearer not.a.jwt' },
    { authorization: 'Basic dXNlcjpwYXNz' },
  ];

  it.each(ROUTES)('$method $url is a 401', async (route) => {
    for (const headers of BAD_TOKENS) {
      const res = await t.app.inject({ ...route, headers });
      statuses.push({ url: route.url, status: res.statusCode });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.unauthorized });
    }
  });

  it('is a 401 before the input is even looked at', async () => {
    for (const route of [
      { method: 'PATCH', url: '/api/habits/abc/complete', payload: { count: 99 } },
      { method: 'POST', url: '/api/habits', payload: { name: 1 } },
      { method: 'GET', url: '/api/habits?from=yesterday' },
    ] as const) {
      const res = await t.app.inject(route);
      expect(res.statusCode, route.url).toBe(401);
    }
  });
});

describe('after all of that', () => {
  it('nothing changed and nothing failed with a 5xx', async () => {
    expect(await footprint()).toEqual(baseline);
    expect(statuses.filter((s) => s.status >= 500)).toEqual([]);
    expect(statuses.length).toBeGreaterThan(60);
  });
});
