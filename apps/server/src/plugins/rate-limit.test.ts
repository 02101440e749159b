import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@streakwise/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';

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

describe('rate limits (in memory)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'on' });
  });
  afterAll(async () => t?.close());

  it('allows 10 failed logins for an address, then answers 429', async () => {
    const { email, ip } = unique();
    for (let i = 0; i < 10; i += 1) expect((await failedLogin(t, email, ip)).statusCode).toBe(401);
    const blocked = await failedLogin(t, email, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(LIMITED);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('caps one address even when the attempts come from many IPs', async () => {
    const { email } = unique();
    for (let i = 0; i < 10; i += 1) await failedLogin(t, email, unique().ip);
    expect((await failedLogin(t, email, unique().ip)).statusCode).toBe(429);
    expect((await failedLogin(t, unique().email, unique().ip)).statusCode).toBe(401);
  });

  it('allows 5 password-reset requests an hour, then answers 429', async () => {
    const { email, ip } = unique();
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
    expect((await failedLogin(b, email, ip)).statusCode).toBe(429);
  });
});
