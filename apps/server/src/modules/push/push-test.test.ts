import { PUSH_MESSAGES, type PushTestResponse } from '@streakwise/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as kit from '../../test/habits.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { startPushService, type PushService } from '../../test/push-service.js';
import { TEST_PUSH_TTL_SECONDS, testPush } from './push-test.service.js';

/*
 * POST /api/push/test: one test notification per device, through the push outbox and the local
 * push service that decrypts each message (test/push-service.ts). Rate limits are on here, as in
 * production, for the one-per-30-seconds rule.
 */

let t: TestApp;
let push: PushService;
beforeAll(async () => {
  t = await createTestApp({ PUSH_ALLOW_PRIVATE_ENDPOINTS: '1', RATE_LIMITS: 'on' });
  push = await startPushService();
});
afterAll(async () => Promise.all([t.close(), push.close()]));

const subscribe = async (token: string, subscription: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: bearer(token),
    payload: subscription,
  });
  expect(res.statusCode, res.body).toBe(201);
};
const sendTest = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/push/test', headers: bearer(token) });

describe('POST /api/push/test', () => {
  it("reaches each of the person's devices once, and nobody else's", async () => {
    const m = await kit.newMember(t);
    const other = await kit.newMember(t);
    const [laptop, phone, theirs] = [push.browser(), push.browser(), push.browser()];
    await subscribe(m.token, laptop.subscription);
    await subscribe(m.token, phone.subscription);
    await subscribe(other.token, theirs.subscription);

    const res = await sendTest(m.token);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json<PushTestResponse>()).toEqual({ devices: 2 });

    // It leaves after the reply, from this process's delivery pass.
    await vi.waitFor(() => expect(push.to(phone)).toHaveLength(1), { timeout: 5000 });
    await vi.waitFor(() => expect(push.to(laptop)).toHaveLength(1), { timeout: 5000 });
    for (const browser of [laptop, phone]) {
      const [message] = push.to(browser);
      expect(message?.payload).toEqual(testPush());
      expect(testPush()).toMatchObject({ type: 'test', title: /notifications work/ });
      expect(message?.contentEncoding).toBe('aes128gcm');
      expect(message?.ttl).toBe(TEST_PUSH_TTL_SECONDS);
    }
    expect(push.to(theirs)).toEqual([]);
    expect(push.failures).toEqual([]);
  });

  it('is a 409 naming what to do when the person has no device', async () => {
    const m = await kit.newMember(t);
    const res = await sendTest(m.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: PUSH_MESSAGES.testNoDevice, code: 'CONFLICT' });
  });

  it('allows one per person every 30 seconds, without holding back anyone else', async () => {
    const m = await kit.newMember(t);
    const other = await kit.newMember(t);
    const browser = push.browser();
    const theirs = push.browser();
    await subscribe(m.token, browser.subscription);
    await subscribe(other.token, theirs.subscription);

    expect((await sendTest(m.token)).statusCode).toBe(202);
    const again = await sendTest(m.token);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ message: PUSH_MESSAGES.testTooSoon, code: 'RATE_LIMITED' });
    const wait = Number(again.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);

    expect((await sendTest(other.token)).statusCode).toBe(202);
    await vi.waitFor(() => expect(push.to(theirs)).toHaveLength(1), { timeout: 5000 });
    await vi.waitFor(() => expect(push.to(browser)).toHaveLength(1), { timeout: 5000 });
    expect(push.to(browser)).toHaveLength(1);
  });

  it('needs sign-in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/push/test' });
    expect(res.statusCode).toBe(401);
  });
});
