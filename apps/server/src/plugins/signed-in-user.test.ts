import { MESSAGES, type User } from '@streakwise/shared';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../db/schema.js';
import { authenticate } from '../modules/auth/session.service.js';
import { bearer, db, signupVerified, useTestApp } from '../test/helper.js';

const t = useTestApp();
const HOUR = 3_600_000;

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

async function row(userId: string) {
  const [found] = await db(t).select().from(users).where(eq(users.id, userId));
  if (!found) throw new Error('no such user');
  return found;
}

afterEach(() => vi.restoreAllMocks());

describe('an authenticated request', () => {
  it('verifies the token without importing the signing key again', async () => {
    const { token } = await signupVerified(t);
    expect((await me(token)).statusCode).toBe(200);
    const importKey = vi.spyOn(globalThis.crypto.subtle, 'importKey');
    for (let i = 0; i < 5; i += 1) expect((await me(token)).statusCode).toBe(200);
    expect(importKey).not.toHaveBeenCalled();
  });

  it('holds the user without the password hash', async () => {
    const { token } = await signupVerified(t);
    const { user } = await authenticate({ ...t.deps, log: t.app.log }, token);
    expect(user).not.toHaveProperty('passwordHash');
    expect(Object.values(user).some((v) => typeof v === 'string' && v.startsWith('$argon2'))).toBe(
      false,
    );
  });

  it('writes nothing for a paid plan that has not expired', async () => {
    const { token, user } = await signupVerified(t);
    const expiredAt = new Date(t.clock.now().getTime() + 24 * HOUR);
    await db(t).update(users).set({ plan: 'pro', expiredAt }).where(eq(users.id, user._id));
    const before = await row(user._id);
    for (let i = 0; i < 3; i += 1) {
      expect((await me(token)).json<{ user: User }>().user.subscription.type).toBe('pro');
    }
    expect(await row(user._id)).toEqual(before);
  });

  it('sees an expired plan as Free at once, writes the downgrade once, then nothing', async () => {
    const { token, user } = await signupVerified(t);
    const expiredAt = new Date(t.clock.now().getTime() - 1000);
    await db(t)
      .update(users)
      .set({ plan: 'premium', priceType: 'monthly', expiredAt, cancelAtPeriodEnd: true })
      .where(eq(users.id, user._id));

    const first = (await me(token)).json<{ user: User }>().user.subscription;
    expect(first).toEqual({
      type: 'free',
      priceType: null,
      expiredAt: expiredAt.toISOString(),
      cancelAtPeriodEnd: false,
      launchOffer: false,
    });
    const downgraded = await row(user._id);
    expect(downgraded.plan).toBe('free');

    t.clock.set(new Date(t.clock.now().getTime() + HOUR));
    expect((await me(token)).json<{ user: User }>().user.subscription).toEqual(first);
    expect(await row(user._id)).toEqual(downgraded);
  });

  it('is refused once the session is revoked or the token version moves on', async () => {
    const a = await signupVerified(t);
    await db(t)
      .update(sessions)
      .set({ revokedAt: t.clock.now() })
      .where(eq(sessions.userId, a.user._id));
    const revoked = await me(a.token);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ message: MESSAGES.unauthorized });

    const b = await signupVerified(t);
    expect((await me(b.token)).statusCode).toBe(200);
    await db(t)
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, b.user._id));
    expect((await me(b.token)).statusCode).toBe(401);
  });
});

describe('the routes that check a password', () => {
  it('read the hash themselves: a wrong password is refused, the right one accepted', async () => {
    const { token, person } = await signupVerified(t);
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/change-password',
        headers: bearer(token),
        payload: { currentPassword, newPassword: 'another horse 43' },
      });
    const wrong = await change('not my password 1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: MESSAGES.currentPasswordWrong });
    expect((await change(person.password)).statusCode).toBe(200);
  });
});
