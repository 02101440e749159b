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
  type User,
} from '@streakwise/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { selectRows } from './db/client.js';
import * as fuzz from './test/fuzz/index.js';
import type * as kit from './test/habits.js';
import { configureFuzzRuns, createFuzzApp, memberWithData } from './test/fuzz/suite.js';
import { bearer, db } from './test/helper.js';

/*
 * Every route of the app, found in its own OpenAPI document and router, gets hostile bodies, query
 * strings, path parameters and headers from fast-check. No reply may be a 5xx, every error reply
 * has the API's shape, a route behind sign-in does nothing without a valid token, no reply shows
 * one member another's ids; afterwards nothing invalid is stored and nobody else's data changed.
 *
 * No route is left out. The defects it found are pinned by apps/server/src/fuzz-found.test.ts, with
 * Stripe's webhook fuzzed behind its signature check.
 *
 * FUZZ_SEED=<n> replays a run: a failure prints its seed and the request. (Ids come from the
 * database, so a replay names the same kinds of ids, not the same ones.) FUZZ_RUNS=<n> sends more
 * per endpoint; FUZZ_REPORT=1 prints the replies by endpoint and status.
 */

configureFuzzRuns();

/** The documented operations when this was written; fewer means the enumeration broke. */
const KNOWN_MINIMUM = 49;

const t = await createFuzzApp();
const endpoints = fuzz.endpointsOf(t.app);

let w: fuzz.World;
/** Everyone but the two fuzzing members, as stored before the fuzzing. */
let othersBefore: Map<string, Record<string, string[]>>;
let usersBefore: Set<string>;
const prototypeBefore = Object.getOwnPropertyNames(Object.prototype);

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
  const premium = await memberWithData(t, 'premium');
  const free = await memberWithData(t);
  const bystander = await memberWithData(t, 'premium');
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
