import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@streakwise/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema.js';
import * as auth from '../../test/auth.js';
import {
  bearer,
  db,
  RESET_SUBJECT,
  signupVerified,
  tokenFromLink,
  useTestApp,
} from '../../test/helper.js';
import * as s from '../../test/sessions.js';

const t = useTestApp();

const liveSessions = async (userId: string) =>
  db(t)
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

describe('GET /api/auth/sessions', () => {
  it("lists the user's devices newest first and marks the one asking", async () => {
    const { person, user } = await signupVerified(t);
    s.advance(t, 1000);
    const laptop = await s.signIn(t, person, s.CHROME_MAC);
    s.advance(t, 1000);
    const desktop = await s.signIn(t, person, s.FIREFOX_WINDOWS);
    await signupVerified(t); // someone else's session must not show

    const listed = await s.sessionsOf(t, laptop.token);
    expect(listed).toHaveLength(3);
    expect(listed.map((x) => [x.device, x.current])).toEqual([
      ['Firefox on Windows', false],
      ['Chrome on macOS', true],
      ['Unknown device', false],
    ]);
    expect(listed[0]).toEqual({
      _id: expect.any(String) as string,
      device: 'Firefox on Windows',
      createdAt: expect.any(String) as string,
      lastUsedAt: expect.any(String) as string,
      current: false,
    });
    expect((await s.sessionsOf(t, desktop.token))[0]?.current).toBe(true);
    expect(await liveSessions(user._id)).toHaveLength(3);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(401);
  });
});

describe('ending sessions', () => {
  it('logout ends only this device: its token and refresh credential stop working', async () => {
    const { person, token: other } = await signupVerified(t);
    const pair = await s.signIn(t, person);
    const res = await s.logout(t, pair.token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await s.meStatus(t, pair.token)).toBe(401);
    expect((await s.refresh(t, pair.refreshToken)).statusCode).toBe(401);
    expect(await s.meStatus(t, other)).toBe(200);
    expect(await s.sessionsOf(t, other)).toHaveLength(1);
  });

  it('signs out everywhere: every older token is 401, and no session is left', async () => {
    const { person, user, token: first } = await signupVerified(t);
    const phone = await s.signIn(t, person, s.FIREFOX_WINDOWS);
    const laptop = await s.signIn(t, person);
    const renewed = await s.renewed(t, laptop.refreshToken);

    expect((await s.signOutEverywhere(t, phone.token)).statusCode).toBe(204);
    for (const token of [first, phone.token, laptop.token, renewed.token]) {
      expect(await s.meStatus(t, token)).toBe(401);
    }
    for (const credential of [phone.refreshToken, renewed.refreshToken]) {
      expect((await s.refresh(t, credential)).statusCode).toBe(401);
    }
    expect(await liveSessions(user._id)).toHaveLength(0);
    const fresh = await s.signIn(t, person);
    expect(await s.sessionsOf(t, fresh.token)).toHaveLength(1);
    expect(await s.meStatus(t, fresh.token)).toBe(200);
  });

  it("ends one chosen device; another user's session or an ended one is a 404", async () => {
    const { person, token } = await signupVerified(t);
    const phone = await s.signIn(t, person, s.FIREFOX_WINDOWS);
    const stranger = await signupVerified(t);
    const [theirs] = await s.sessionsOf(t, stranger.token);
    const phoneId = (await s.sessionsOf(t, phone.token)).find((x) => x.current)?._id ?? '';

    const foreign = await s.endSession(t, token, theirs?._id ?? '');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: MESSAGES.sessionNotFound });
    expect(await s.meStatus(t, stranger.token)).toBe(200);
    expect((await s.endSession(t, token, randomUUID())).statusCode).toBe(404);
    expect((await s.endSession(t, token, 'not-an-id')).statusCode).toBe(400);

    expect((await s.endSession(t, token, phoneId)).statusCode).toBe(204);
    expect(await s.meStatus(t, phone.token)).toBe(401);
    expect((await s.refresh(t, phone.refreshToken)).statusCode).toBe(401);
    expect(await s.meStatus(t, token)).toBe(200);
    expect((await s.endSession(t, token, phoneId)).statusCode).toBe(404);
  });

  it('a password change ends every other session; the pair it returns works', async () => {
    const { person, token: other } = await signupVerified(t);
    const here = await s.signIn(t, person);
    const otherPair = await s.signIn(t, person, s.FIREFOX_WINDOWS);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(here.token),
      payload: { currentPassword: person.password, newPassword: 'a brand new passphrase 7' },
    });
    expect(res.statusCode).toBe(200);
    const pair = res.json<{ token: string; refreshToken: string }>();

    for (const token of [other, otherPair.token, here.token]) {
      expect(await s.meStatus(t, token)).toBe(401);
    }
    expect((await s.refresh(t, otherPair.refreshToken)).statusCode).toBe(401);
    expect(await s.meStatus(t, pair.token)).toBe(200);
    const listed = await s.sessionsOf(t, pair.token);
    expect(listed.map((x) => [x.device, x.current])).toEqual([['Chrome on macOS', true]]);
    const next = await s.renewed(t, pair.refreshToken);
    expect(await s.meStatus(t, next.token)).toBe(200);
  });

  it('a password reset ends every session', async () => {
    const { person, user, token } = await signupVerified(t);
    const pair = await s.signIn(t, person);
    await auth.forgot(t, person.email);
    const link = await t.lastLink(person.email, RESET_SUBJECT);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: tokenFromLink(link), password: 'a brand new passphrase 8' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await s.meStatus(t, token)).toBe(401);
    expect((await s.refresh(t, pair.refreshToken)).statusCode).toBe(401);
    expect(await liveSessions(user._id)).toHaveLength(0);
  });
});

describe('authenticating a request', () => {
  it('refuses a token from before sessions (no session id) with a 401', async () => {
    const { user } = await signupVerified(t);
    const legacy = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user._id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(t.deps.config.jwtSecret);
    expect(await s.meStatus(t, legacy)).toBe(401);
  });

  it('answers 503, not 401, while the database cannot be reached', async () => {
    const { token } = await signupVerified(t);
    const real = t.deps.database.db;
    t.deps.database.db = unreachableDb();
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: MESSAGES.serviceUnavailable });
    } finally {
      t.deps.database.db = real;
    }
    expect(await s.meStatus(t, token)).toBe(200);
    expect(t.logs.join('')).not.toContain(token.split('.')[2]);
  });
});

describe('the OpenAPI document', () => {
  it('lists the session routes with the refresh call and its bodies', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const spec = doc.json<{ paths: Record<string, Record<string, Record<string, unknown>>> }>();
    const refresh = spec.paths['/api/auth/refresh']?.post;
    expect(refresh).toHaveProperty('requestBody');
    expect(refresh?.responses).toHaveProperty('200');
    expect(refresh).not.toHaveProperty('security');
    expect(spec.paths['/api/auth/logout']).toHaveProperty('post');
    expect(spec.paths['/api/auth/sessions']).toHaveProperty('get');
    expect(spec.paths['/api/auth/sessions']).toHaveProperty('delete');
    expect(spec.paths['/api/auth/sessions/{id}']).toHaveProperty('delete');
  });
});

/** A database stub whose every query fails as a refused connection would. */
function unreachableDb(): Db {
  const refuse = (_resolve: unknown, reject: (err: Error) => void) =>
    reject(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    );
  // Any chain of builder calls (select().from().innerJoin()...) ends in a rejected promise.
  const chain: object = new Proxy(() => undefined, {
    get: (_target, prop) => (prop === 'then' ? refuse : chain),
    apply: () => chain,
  });
  return chain as Db;
}
