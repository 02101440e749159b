import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signupVerified, type TestApp } from '../../test/helper.js';
import * as s from '../../test/sessions.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'on' });
});
afterAll(async () => t?.close());

/** A fresh client IP per run, so counters kept in Redis never carry over between runs. */
const freshIp = () => `10.${[...randomBytes(3)].join('.')}`;
const refreshFrom = (ip: string, refreshToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    remoteAddress: ip,
    payload: { refreshToken },
  });

it('answers 429 after 30 refused refreshes from one IP; successes never count', async () => {
  const ip = freshIp();
  const { person } = await signupVerified(t);
  let pair = await s.signIn(t, person);
  for (let i = 0; i < 40; i += 1) {
    const res = await refreshFrom(ip, pair.refreshToken);
    expect(res.statusCode).toBe(200);
    pair = res.json<typeof pair>();
  }
  const guess = randomBytes(32).toString('base64url');
  for (let i = 0; i < 30; i += 1) expect((await refreshFrom(ip, guess)).statusCode).toBe(401);
  const blocked = await refreshFrom(ip, guess);
  expect(blocked.statusCode).toBe(429);
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  // Another address is not held back by this one's guesses.
  expect((await refreshFrom(freshIp(), pair.refreshToken)).statusCode).toBe(200);
});
