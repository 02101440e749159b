import { userResponseSchema } from '@streakwise/shared';
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as fuzz from './test/fuzz/index.js';
import { checkout, configureFuzzRuns, createFuzzApp } from './test/fuzz/suite.js';
import * as kit from './test/habits.js';
import { bearer } from './test/helper.js';
import { useStripeTestApp } from './test/stripe-stand-in.js';

/*
 * What the fuzzing of apps/server/src/fuzz.test.ts found, pinned: Stripe's webhook fuzzed behind
 * its signature check, and each defect's smallest reproduction. FUZZ_SEED and FUZZ_RUNS work as
 * there.
 */

configureFuzzRuns();
const t = await createFuzzApp();

describe("Stripe's webhook, with Stripe configured", () => {
  // The fuzzed app uses the mock provider, whose webhook is always a 404: this one checks
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
