import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, createTestApp, signupVerified, type TestApp } from '../test/helper.js';

/*
 * A stolen session must not turn into unlimited guesses at the password: changing the password
 * and deleting the account, which both ask for it, are limited like sign-in (10 wrong tries per
 * account per 15 minutes), with the true Retry-After.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'on' });
});
afterAll(async () => t?.close());

for (const [what, method, url, body] of [
  [
    'changing the password',
    'PUT',
    '/api/auth/change-password',
    (guess: string) => ({ currentPassword: guess, newPassword: 'a brand new passphrase 7' }),
  ],
  ['deleting the account', 'DELETE', '/api/auth/account', (guess: string) => ({ password: guess })],
] as const) {
  it(`stops password guesses when ${what}`, async () => {
    const { token, person } = await signupVerified(t);
    const attempt = (guess: string) =>
      t.app.inject({ method, url, headers: bearer(token), payload: body(guess) });
    for (let i = 0; i < 10; i += 1) {
      expect((await attempt(`wrong guess ${i}`)).statusCode).toBe(400);
    }
    const blocked = await attempt('wrong guess 10');
    expect(blocked.statusCode).toBe(429);
    const wait = Number(blocked.headers['retry-after']);
    expect(wait).toBeGreaterThan(800);
    expect(wait).toBeLessThanOrEqual(900);
    // Even the right password waits: the limit is on the account, not on wrong answers only.
    expect((await attempt(person.password)).statusCode).toBe(429);
  });
}
