import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CheckoutResponse } from '@streakwise/shared';
import fc from 'fast-check';
import { afterAll, expect } from 'vitest';
import * as kit from '../habits.js';
import { bearer, createTestApp, type TestApp } from '../helper.js';

/*
 * The setup the fuzz test files share (apps/server/src/fuzz.test.ts, fuzz-found.test.ts): the run
 * settings read from the environment, the app they fuzz, and members with data to be fuzzed at.
 */

/**
 * FUZZ_SEED=<n> replays a run: a failure prints its seed and the request. FUZZ_RUNS=<n> sends more
 * per endpoint.
 */
export function configureFuzzRuns(): void {
  const runs = Number(process.env.FUZZ_RUNS ?? 50);
  const seed = process.env.FUZZ_SEED;
  fc.configureGlobal({ numRuns: runs, ...(seed ? { seed: Number(seed) } : {}) });
}

/**
 * The app to fuzz, closed after the file. Limits on, as in production: their hooks read the body
 * and the user, so they are fuzzed too. Each request comes from an address of its own, so per-IP
 * limits seldom stop one. An empty folder stands in for the web build: its files would be static
 * routes, not the API.
 */
export async function createFuzzApp(): Promise<TestApp> {
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
  return t;
}

/**
 * POST create-checkout-session from an address of its own: limits are on, and Redis keeps their
 * counts across runs, so the loopback address would run out.
 */
export async function checkout(app: TestApp, token: string, planType: 'pro' | 'premium') {
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
export async function memberWithData(t: TestApp, plan?: kit.Plan): Promise<kit.Member> {
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
