import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@streakwise/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signupVerified, type TestApp } from '../test/helper.js';

const LIMITED = { message: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' };

/** A fresh address and client IP per run, so counters kept in Redis never carry over between runs. */
function unique() {
  const b = randomBytes(3);
  return {
    email: `limited-${b.toString('hex')}-${Date.now()}@example.com`,
    ip: `10.${b[0]}.${b[1]}.${b[2]}`,
  };
}

const failedLogin = (t: TestApp, email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email, password: 'wrong guess 1' },
  });

const login = (t: TestApp, email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email, password },
  });

const FIFTEEN_MINUTES_S = 15 * 60;
const retryAfter = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers['retry-after']);

describe('rate limits (in memory)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'on' });
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.useRealTimers());

  it('allows 10 failed logins for an address, then answers 429 until the window frees', async () => {
    const { email, ip } = unique();
    for (let i = 0; i < 10; i += 1) expect((await failedLogin(t, email, ip)).statusCode).toBe(401);
    const blocked = await failedLogin(t, email, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(LIMITED);
    expect(retryAfter(blocked)).toBeGreaterThan(FIFTEEN_MINUTES_S - 30);
    expect(retryAfter(blocked)).toBeLessThanOrEqual(FIFTEEN_MINUTES_S);
  });

  it('tells a locked-out client the time left in the window, not a fixed minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { email, ip } = unique();
    for (let i = 0; i < 10; i += 1) expect((await failedLogin(t, email, ip)).statusCode).toBe(401);
    vi.setSystemTime(Date.now() + 5 * 60 * 1000);
    const blocked = await failedLogin(t, email, ip);
    expect(blocked.statusCode).toBe(429);
    expect(retryAfter(blocked)).toBe(10 * 60);

    vi.setSystemTime(Date.now() + 10 * 60 * 1000);
    expect((await failedLogin(t, email, ip)).statusCode).toBe(401);
  });

  it('never counts successful sign-ins: a household behind one IP signs in freely', async () => {
    const { ip } = unique();
    const { person } = await signupVerified(t);
    for (let i = 0; i < 11; i += 1) {
      expect((await login(t, person.email, person.password, ip)).statusCode).toBe(200);
    }
    const other = await signupVerified(t);
    for (let i = 0; i < 60; i += 1) {
      const who = i % 2 ? person : other.person;
      expect((await login(t, who.email, who.password, ip)).statusCode).toBe(200);
    }
  });

  it("forgets an account's failures once it signs in", async () => {
    const { ip } = unique();
    const { person } = await signupVerified(t);
    for (let i = 0; i < 9; i += 1) {
      expect((await failedLogin(t, person.email, ip)).statusCode).toBe(401);
    }
    expect((await login(t, person.email, person.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1) {
      expect((await failedLogin(t, person.email, ip)).statusCode).toBe(401);
    }
    expect((await login(t, person.email, person.password, ip)).statusCode).toBe(200);
  });

  it('caps failures from one IP across accounts at 50 per 15 minutes', async () => {
    const { ip } = unique();
    for (let i = 0; i < 50; i += 1) {
      expect((await failedLogin(t, unique().email, ip)).statusCode).toBe(401);
    }
    const blocked = await failedLogin(t, unique().email, ip);
    expect(blocked.statusCode).toBe(429);
    expect(retryAfter(blocked)).toBeGreaterThan(FIFTEEN_MINUTES_S - 60);
    expect((await failedLogin(t, unique().email, unique().ip)).statusCode).toBe(401);
  });

  it('caps a burst of parallel guesses like a sequence of them', async () => {
    const { email } = unique();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => failedLogin(t, email, unique().ip)),
    );
    const statuses = replies.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('caps one address even when the attempts come from many IPs', async () => {
    const { email } = unique();
    for (let i = 0; i < 10; i += 1) await failedLogin(t, email, unique().ip);
    expect((await failedLogin(t, email, unique().ip)).statusCode).toBe(429);
    expect((await failedLogin(t, unique().email, unique().ip)).statusCode).toBe(401);
  });

  it('allows 5 password-reset requests an hour, then answers 429, whether or not the address has an account', async () => {
    const { person } = await signupVerified(t);
    for (const email of [unique().email, person.email]) {
      const { ip } = unique();
      const forgot = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          remoteAddress: ip,
          payload: { email },
        });
      for (let i = 0; i < 5; i += 1) {
        const res = await forgot();
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: MESSAGES.resetEmailSent });
      }
      const blocked = await forgot();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(LIMITED);
      expect(retryAfter(blocked)).toBeGreaterThan(60 * 60 - 30);
      expect(retryAfter(blocked)).toBeLessThanOrEqual(60 * 60);
      // The address's own limit: from another IP it is refused too.
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: unique().ip,
        payload: { email },
      });
      expect(elsewhere.statusCode).toBe(429);
    }
  });

  it("answers the 4th verification resend of a day with the spec's message", async () => {
    const { email, ip } = unique();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: ip,
      payload: { name: 'Ada', email, password: 'a fine passphrase 1' },
    });
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        remoteAddress: ip,
        payload: { email },
      });
    for (let i = 0; i < 3; i += 1) expect((await resend()).statusCode).toBe(200);
    const blocked = await resend();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Maximum resend attempts reached. Please contact support.',
      code: 'RATE_LIMITED',
    });
    expect(retryAfter(blocked)).toBeGreaterThan(24 * 60 * 60 - 60);
    expect(retryAfter(blocked)).toBeLessThanOrEqual(24 * 60 * 60);
    expect(await t.mails(email)).toHaveLength(4);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ RATE_LIMITS: 'on', REDIS_URL: redisUrl ?? '' });
    b = await createTestApp({ RATE_LIMITS: 'on', REDIS_URL: redisUrl ?? '' });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts failed logins across two instances', async () => {
    const { email, ip } = unique();
    for (let i = 0; i < 5; i += 1) expect((await failedLogin(a, email, ip)).statusCode).toBe(401);
    for (let i = 0; i < 5; i += 1) expect((await failedLogin(b, email, ip)).statusCode).toBe(401);
    const onA = await failedLogin(a, email, ip);
    expect(onA.statusCode).toBe(429);
    expect(onA.json()).toEqual(LIMITED);
    expect(retryAfter(onA)).toBeGreaterThan(FIFTEEN_MINUTES_S - 30);
    expect((await failedLogin(b, email, ip)).statusCode).toBe(429);
  });

  it('counts only failures, and a sign-in clears the account for both instances', async () => {
    const { ip } = unique();
    // The account lives in a's database; b answers 401 for it, a failure under the same key.
    const { person } = await signupVerified(a);
    for (let i = 0; i < 11; i += 1) {
      expect((await login(a, person.email, person.password, ip)).statusCode).toBe(200);
    }
    for (let i = 0; i < 9; i += 1) {
      expect((await failedLogin(i % 2 ? a : b, person.email, ip)).statusCode).toBe(401);
    }
    expect((await login(a, person.email, person.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1) {
      expect((await failedLogin(i % 2 ? a : b, person.email, ip)).statusCode).toBe(401);
    }
    const locked = await login(a, person.email, person.password, ip);
    expect(locked.statusCode).toBe(429);
    expect(retryAfter(locked)).toBeGreaterThan(FIFTEEN_MINUTES_S - 30);
  });
});
