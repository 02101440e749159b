import { MESSAGES, type User } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { bearer, createTestApp, signupVerified, type TestApp } from '../test/helper.js';

const DAY_S = 24 * 60 * 60;
const WEEK_S = 7 * DAY_S;
const YEAR_S = 365 * DAY_S;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('requests without a valid token', () => {
  const me = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
  const claimsOf = (jwt: string) =>
    JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string;
      ver: number;
      sid: string;
    };

  it('refuses a missing, garbage, foreign, re-signed, tampered or unsigned token with a 401', async () => {
    const { token: valid } = await signupVerified(t);
    const other = await signupVerified(t);
    const claims = claimsOf(valid);
    const foreign = await new SignJWT({ ver: claims.ver })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-also-thirty-two-bytes'));
    // The right secret but another algorithm: verification pins HS256.
    const otherAlg = await new SignJWT({ ver: claims.ver })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(t.deps.config.jwtSecret);
    const [header, , signature] = valid.split('.');
    const tamperedPayload = Buffer.from(
      JSON.stringify({ ...claims, sub: other.user._id }),
    ).toString('base64url');
    // Correctly signed with the app's own key and claims, but never expiring: refused.
    const noExpiry = await new SignJWT({ ver: claims.ver, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .sign(t.deps.config.jwtSecret);
    const unsigned = new UnsecuredJWT({ ver: claims.ver })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();

    expect((await me(bearer(valid))).statusCode).toBe(200);
    for (const headers of [
      {},
      { authorization: 'Bearer garbage' },
      { authorization: valid },
      bearer(foreign),
      bearer(otherAlg),
      bearer(`${header}.${tamperedPayload}.${signature}`),
      bearer(unsigned),
      bearer(noExpiry),
    ]) {
      const res = await me(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.unauthorized });
    }
  });

  it('refuses the token of a deleted user', async () => {
    const { token: orphan, user } = await signupVerified(t);
    await t.deps.database.db.delete(users).where(eq(users.id, user._id));
    expect((await me(bearer(orphan))).statusCode).toBe(401);
  });

  it('refuses a correctly signed token that outlives the seven days the server issues, or is issued later than now', async () => {
    const { token: valid } = await signupVerified(t);
    const { sub, ver, sid } = claimsOf(valid);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const signed = (iat: number | undefined, exp: number) => {
      const jwt = new SignJWT({ ver, sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setExpirationTime(exp);
      return (iat === undefined ? jwt : jwt.setIssuedAt(iat)).sign(t.deps.config.jwtSecret);
    };
    const refused = {
      'a hundred years': await signed(now, now + 100 * YEAR_S),
      'issued a day ago for a hundred years': await signed(now - DAY_S, now + 100 * YEAR_S),
      'a week and a second': await signed(now, now + WEEK_S + 1),
      'no issue time': await signed(undefined, now + DAY_S),
      'issued an hour from now': await signed(now + 3600, now + 3600 + DAY_S),
    };
    for (const [what, token] of Object.entries(refused)) {
      const res = await me(bearer(token));
      expect(res.statusCode, what).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.unauthorized });
    }
    // The server's own token, a full week, and one from a clock half a minute ahead still work.
    for (const token of [
      valid,
      await signed(now, now + WEEK_S),
      await signed(now + 30, now + 30 + WEEK_S),
    ]) {
      expect((await me(bearer(token))).statusCode).toBe(200);
    }
  });

  it('refuses a token after its seven days', async () => {
    const { token: old } = await signupVerified(t);
    expect((await me(bearer(old))).json<{ user: User }>().user).toBeDefined();
    t.clock.set(new Date(t.clock.now().getTime() + 8 * 24 * 60 * 60 * 1000));
    expect((await me(bearer(old))).statusCode).toBe(401);
  });
});
