import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  categoryListSchema,
  categoryRequestSchema,
  createGoalRequestSchema,
  createHabitRequestSchema,
  emailField,
  goalSchema,
  habitSchema,
  nameField,
  sessionListSchema,
  statsSchema,
  timezoneField,
  updateMeRequestSchema,
  userResponseSchema,
  type CheckoutResponse,
  type User,
} from '@streakwise/shared';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { selectRows } from './db/client.js';
import * as fuzz from './test/fuzz/index.js';
import * as kit from './test/habits.js';
import { bearer, createTestApp, db, type TestApp } from './test/helper.js';
import { useStripeTestApp } from './test/stripe-stand-in.js';

/*
 * Every route of the app, found in its own OpenAPI document and router, gets hostile bodies, query
 * strings, path parameters and headers from fast-check. No reply may be a 5xx, every error reply
 * has the API's shape, a route behind sign-in does nothing without a valid token, no reply shows
 * one member another's ids; afterwards nothing invalid is stored and nobody else's data changed.
 *
 * No route is left out. The defects it found are pinned by the cases at the end.
 *
 * FUZZ_SEED=<n> replays a run: a failure prints its seed and the request. (Ids come from the
 * database, so a replay names the same kinds of ids, not the same ones.) FUZZ_RUNS=<n> sends more
 * per endpoint; FUZZ_REPORT=1 prints the replies by endpoint and status.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = process.env.FUZZ_SEED;
fc.configureGlobal({ numRuns: RUNS, ...(SEED ? { seed: Number(SEED) } : {}) });

/** The documented operations when this was written; fewer means the enumeration broke. */
const KNOWN_MINIMUM = 49;

// Limits on, as in production: their hooks read the body and the user, so they are fuzzed too.
// Each request comes from an address of its own, so per-IP limits seldom stop one. An empty
// folder stands in for the web build: its files would be static routes, not the API.
const noWebBuild = mkdtempSync(path.join(tmpdir(), 'streakwise-fuzz-'));
const t = await createTestApp(
  {
    RATE_LIMITS: 'on',
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
  },
  noWebBuild,
);
afterAll(async () => {
  await t.close();
  rmSync(noWebBuild, { recursive: true, force: true });
});
const endpoints = fuzz.endpointsOf(t.app);

let w: fuzz.World;
/** Everyone but the two fuzzing members, as stored before the fuzzing. */
let othersBefore: Map<string, Record<string, string[]>>;
let usersBefore: Set<string>;
const prototypeBefore = Object.getOwnPropertyNames(Object.prototype);

/**
 * POST create-checkout-session from an address of its own: limits are on, and Redis keeps their
 * counts across runs, so the loopback address would run out.
 */
async function checkout(app: TestApp, token: string, planType: 'pro' | 'premium') {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/subscription/create-checkout-session',
    headers: bearer(token),
    payload: { planType, priceType: 'monthly' },
    remoteAddress: `2001:db8:${randomBytes(4)
      .toString('hex')
      .replace(/(....)(....)/, '$1:$2')}::1`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CheckoutResponse>().orderId;
}

/** A member with something of each kind: habits (one checked in, one archived), an order… */
async function memberWithData(plan?: kit.Plan): Promise<kit.Member> {
  const m = await kit.newMember(t, undefined, plan ? { plan } : {});
  const read = { name: 'Read', category: 'Learning', dailyTarget: 2 };
  const habit = await kit.addHabit(t, m.token, read, 201);
  kit.okResult(await kit.completeHabit(t, m.token, habit._id));
  const walk = await kit.addHabit(
    t,
    m.token,
    { name: 'Walk', category: 'Health', dailyTarget: 1 },
    201,
  );
  expect((await kit.archiveHabit(t, m.token, walk._id)).statusCode).toBe(200);
  if (plan === 'premium') {
    const goal = { title: 'Read on', type: 'streak', target: 5, habitId: habit._id };
    for (const [url, payload] of [
      ['/api/categories', { name: 'Mind' }],
      ['/api/premium/goals', goal],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, headers: bearer(m.token), payload });
      expect(res.statusCode, res.body).toBe(201);
    }
  }
  await checkout(t, m.token, plan === 'premium' ? 'premium' : 'pro');
  return m;
}

/** Takes in a member's ids: each row's, and those its signed-in list routes show. */
async function learnIdsOf(owner: fuzz.Owner, m: { id: string; token: string }) {
  for (const { id, table } of await fuzz.idsOf(t, m.id)) fuzz.know(w, id, owner, `table ${table}`);
  fuzz.know(w, m.id, owner, 'table users');
  const lists = endpoints.filter((e) => e.secured && e.method === 'GET' && !e.path.includes('{'));
  for (const e of lists) {
    const res = await t.app.inject({ method: 'GET', url: e.path, headers: bearer(m.token) });
    if (res.statusCode === 200) expect(fuzz.harvest(w, owner, e.path, res.body)).toEqual([]);
  }
}

beforeAll(async () => {
  const premium = await memberWithData('premium');
  const free = await memberWithData();
  const bystander = await memberWithData('premium');
  const actor = (name: fuzz.ActorName, m: kit.Member): fuzz.Actor => ({
    name,
    plan: name,
    id: m.id,
    email: m.person.email,
    token: m.token,
    refreshToken: '',
    sessionId: '',
  });
  w = {
    t,
    actors: { premium: actor('premium', premium), free: actor('free', free) },
    bystander: { id: bystander.id, email: bystander.person.email },
    ids: [],
    idKeys: new Set(),
    owners: new Map(),
    keys: [],
    statuses: new Map(),
    renewals: 0,
    replans: 0,
  };
  await learnIdsOf('bystander', bystander);
  for (const a of Object.values(w.actors)) {
    await fuzz.renew(w, a);
    await learnIdsOf(a.name, a);
  }
  const everyone = await selectRows<{ id: string }>(db(t), sql`select id::text as id from users`);
  usersBefore = new Set(everyone.map((u) => u.id));
  othersBefore = new Map();
  for (const { id } of everyone.filter((u) => u.id !== premium.id && u.id !== free.id)) {
    othersBefore.set(id, await fuzz.snapshotOf(t, id));
  }
});

afterAll(() => {
  if (process.env.FUZZ_REPORT !== '1' || !w) return;
  const lines = [...w.statuses].map(([endpoint, counts]) => {
    const byStatus = [...counts].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    return `${endpoint}: ${byStatus.join(' ')}`;
  });
  process.stdout.write(
    `${lines.join('\n')}\nsessions renewed: ${w.renewals}, plans put back: ${w.replans}\n`,
  );
});

describe('the routes to fuzz', () => {
  it('come from the OpenAPI document, and the router has no other but the docs UI', () => {
    const documented = endpoints.filter((e) => e.documented);
    expect(documented.length).toBeGreaterThanOrEqual(KNOWN_MINIMUM);
    // Routes the document lacks are fuzzed as bare paths; today only the documentation UI's own.
    for (const e of endpoints.filter((x) => !x.documented)) expect(e.path).toMatch(/^\/api\/docs/);
    const routes = new Set(fuzz.registeredRoutes(t.app));
    for (const e of documented) expect(routes).toContain(`${e.method} ${e.path}`);
  });
});

describe('hostile requests', () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path}`, { timeout: 120_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(fuzz.requestArb(endpoint, w), async (request) => {
          const outcome = await fuzz.send(w, request);
          const problems = [...fuzz.problemsOf(outcome), ...(await fuzz.learn(w, outcome))];
          if (problems.length > 0) throw new Error(fuzz.report(outcome, problems));
        }),
      );
    });
  }
});

/** Stored data passes the rules it came in by, and comes out of them as it is. */
function obeys(schema: z.ZodType, stored: unknown, what: string) {
  const result = schema.safeParse(stored);
  expect(result.error?.issues, `${what}: ${JSON.stringify(stored)}`).toBeUndefined();
  expect(result.data, what).toEqual(stored);
}

describe('after the fuzzing', () => {
  it("each member's data reads back in the API's shapes and obeys the input rules", async () => {
    for (const actor of Object.values(w.actors)) {
      const get = async (url: string) => {
        const res = await t.app.inject({ method: 'GET', url, headers: bearer(actor.token) });
        return { status: res.statusCode, body: res.json<unknown>() };
      };
      const { user } = userResponseSchema.parse((await get('/api/auth/me')).body);
      const { name, timezone, reminder, weeklyReport } = user;
      obeys(updateMeRequestSchema, { name, timezone, reminder, weeklyReport }, 'profile');
      obeys(emailField, user.email, 'email');

      for (const archived of ['false', 'true']) {
        const list = (await get(`/api/habits?archived=${archived}`)).body;
        for (const h of z.array(habitSchema).parse(list)) {
          const { category, dailyTarget, icon, color, description } = h;
          const input = { name: h.name, category, dailyTarget, icon, color, description };
          obeys(createHabitRequestSchema, input, 'habit');
        }
      }
      const categories = categoryListSchema.parse((await get('/api/categories')).body);
      for (const c of categories.filter((x) => !x.builtIn)) {
        obeys(categoryRequestSchema, { name: c.name }, 'category');
      }
      const goals = await get('/api/premium/goals');
      if (user.subscription.type === 'premium') {
        for (const g of z.array(goalSchema).parse(goals.body)) {
          const { title, description, type, target, habitId, deadline, reward } = g;
          const input = { title, description, type, target, habitId, deadline, reward };
          obeys(createGoalRequestSchema, input, 'goal');
        }
      } else {
        expect(goals.status).toBe(403);
      }
      sessionListSchema.parse((await get('/api/auth/sessions')).body);
      const stats = statsSchema.parse((await get('/api/gamification/stats')).body);
      expect(stats.points).toBe(user.points);
    }
  });

  it('no stored text holds a control or value its field forbids; points equal the ledger', async () => {
    expect(await fuzz.storedControls(t)).toEqual([]);
    expect(await fuzz.enumViolations(t)).toEqual([]);
    expect(await fuzz.ledgerMismatches(t)).toEqual([]);
  });

  it("nobody else's data changed, and nothing was made for anyone but its sender", async () => {
    // Anyone may have a reset link mailed to an address, so new unused reset tokens are the one
    // change allowed; every other row must be as it was.
    for (const [id, before] of othersBefore) {
      const now = await fuzz.snapshotOf(t, id);
      const kept = new Set(before.email_tokens);
      const tokens = now.email_tokens ?? [];
      for (const row of tokens.filter((r) => !kept.has(r))) {
        expect(JSON.parse(row), id).toMatchObject({ purpose: 'reset', used_at: null });
      }
      expect({ ...now, email_tokens: tokens.filter((r) => kept.has(r)) }, id).toEqual(before);
    }

    // Accounts the fuzzing signed up: unverified, holding their verification links and no more.
    const accounts = await selectRows<
      Pick<User, 'name' | 'email' | 'timezone'> & { id: string; verified: boolean }
    >(
      db(t),
      sql`select id::text as id, name, email, timezone, email_verified_at is not null as verified
          from users`,
    );
    for (const u of accounts.filter((row) => !usersBefore.has(row.id))) {
      expect(u.verified, u.email).toBe(false);
      obeys(nameField, u.name, 'name');
      obeys(emailField, u.email, 'email');
      obeys(timezoneField, u.timezone, 'timezone');
      const held = Object.entries(await fuzz.snapshotOf(t, u.id)).filter(
        ([table, list]) => !['users', 'email_tokens'].includes(table) && list.length > 0,
      );
      expect(held, u.email).toEqual([]);
    }

    // Every id a reply showed a member is that member's own.
    const shown = w.ids.filter((k) => k.owner !== 'bystander');
    const owners = await fuzz.ownersOf(t, [...new Set(shown.map((k) => k.id))]);
    const wrong = shown.filter((k) => {
      const owner = owners.get(k.id);
      return owner !== undefined && owner !== w.actors[k.owner as fuzz.ActorName].id;
    });
    expect(wrong).toEqual([]);
  });

  it('left Object.prototype as it was', () => {
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(prototypeBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("Stripe's webhook, with Stripe configured", () => {
  // The app above uses the mock provider, whose webhook is always a 404: this one checks
  // signatures, so signed events with odd contents reach the handling behind the check.
  const { t: s } = useStripeTestApp({ RATE_LIMITS: 'on' });
  let member: kit.Member;
  let orders: string[];

  beforeAll(async () => {
    member = await kit.newMember(s);
    orders = [];
    for (const plan of ['pro', 'premium'] as const) {
      orders.push(await checkout(s, member.token, plan));
    }
  });

  it('POST /api/subscription/webhook: signed, badly signed and unsigned deliveries', async () => {
    const subscriptions = () => ['sub_fuzz_1', 'sub_fuzz_2'];
    await fc.assert(
      fc.asyncProperty(
        fuzz.deliveryArb(() => orders, subscriptions),
        async (delivery) => {
          const logsBefore = s.logs.length;
          const res = await s.app.inject({
            method: 'POST',
            url: '/api/subscription/webhook',
            payload: delivery.payload,
            headers: {
              'content-type': delivery.contentType,
              ...(delivery.signature === undefined
                ? {}
                : { 'stripe-signature': delivery.signature }),
            },
          });
          const logs = s.logs.slice(logsBefore);
          const problems = fuzz.replyProblems(res, logs);
          if (problems.length > 0)
            throw new Error(fuzz.report({ request: delivery, res, logs }, problems));
        },
      ),
    );
    const me = await s.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(member.token),
    });
    userResponseSchema.parse(me.json());
    expect(await fuzz.storedControls(s)).toEqual([]);
    expect(await fuzz.enumViolations(s)).toEqual([]);
    expect(await fuzz.ledgerMismatches(s)).toEqual([]);
  });
});

/* The defects the fuzzing found (each a 500 or a stored control character), as their smallest
 * reproductions. */
describe('defects the fuzzing found', () => {
  let premium: (method: string, url: string, payload?: object) => Promise<LightMyRequestResponse>;
  let goalId: string;
  beforeAll(async () => {
    const m = await kit.newMember(t, undefined, { plan: 'premium' });
    premium = (method, url, payload) =>
      t.app.inject({
        method: method as 'GET',
        url,
        headers: bearer(m.token),
        ...(payload ? { payload } : {}),
      });
    const goal = await premium('POST', '/api/premium/goals', {
      title: 'Later',
      type: 'streak',
      target: 3,
    });
    expect(goal.statusCode).toBe(201);
    goalId = goal.json<{ _id: string }>()._id;
    // Weekly reports on: the clock's ticks then have someone to report to.
    expect((await premium('PATCH', '/api/auth/me', { weeklyReport: true })).statusCode).toBe(200);
  });

  // PostgreSQL's calendar has no year 0000: such a day must be refused before any query.
  it('GET /api/premium/export?endDate=0000-01-01 is a 400, not a 500', async () => {
    expect((await premium('GET', '/api/premium/export?endDate=0000-01-01')).statusCode).toBe(400);
  });

  it('POST /api/premium/goals with deadline 0000-01-01 is a 400, not a 500', async () => {
    const goal = { title: 'Year zero', type: 'streak', target: 3, deadline: '0000-01-01' };
    expect((await premium('POST', '/api/premium/goals', goal)).statusCode).toBe(400);
  });

  it('PUT /api/premium/goals/:id with deadline 0000-01-01 is a 400, not a 500', async () => {
    const res = await premium('PUT', `/api/premium/goals/${goalId}`, { deadline: '0000-01-01' });
    expect(res.statusCode).toBe(400);
  });

  // Any instant before 0001-04-01: the weekly-report tick prunes mail sends older than 90 days.
  it('POST /api/test/clock to 0001-01-02T00:00:00Z is a 400, not a 500', async () => {
    const before = t.clock.now();
    try {
      const res = await premium('POST', '/api/test/clock', { now: '0001-01-02T00:00:00Z' });
      expect(res.statusCode).toBe(400);
    } finally {
      t.clock.set(before);
    }
  });

  // The weekly-report tick reads the next week, past year 9999, for anyone with reports on.
  it('POST /api/test/clock to 9999-12-31T23:59:59.999Z is a 400, not a 500', async () => {
    const before = t.clock.now();
    try {
      const res = await premium('POST', '/api/test/clock', { now: '9999-12-31T23:59:59.999Z' });
      expect(res.statusCode).toBe(400);
    } finally {
      t.clock.set(before);
    }
  });

  // U+0080–U+009F are controls too (NEL, U+0085, is even a line break).
  it('a single-line text holding a C1 control character is refused', async () => {
    expect((await premium('POST', '/api/categories', { name: 'Mind\u0085' })).statusCode).toBe(400);
  });

  // Only tab and line breaks belong in descriptions and rewards, not ESC, BEL, backspace…
  it('a multi-line text holding a control character other than tab, LF, CR is refused', async () => {
    const habit = {
      name: 'Run',
      category: 'Health',
      dailyTarget: 1,
      description: 'red \u001b[31m',
    };
    expect((await premium('POST', '/api/habits', habit)).statusCode).toBe(400);
  });
});
