import { createHash } from 'node:crypto';
import { MESSAGES, SESSION_IDLE_DAYS, type RefreshResponse } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotatedRefreshTokens, sessions } from '../../db/schema.js';
import { createTestApp, db, signupVerified, type TestApp } from '../../test/helper.js';
import * as s from '../../test/sessions.js';
import { REFRESH_GRACE_MS } from './sessions.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const sessionRow = async (id: string) =>
  (await db(t).select().from(sessions).where(eq(sessions.id, id)))[0];
const ENDED = { message: MESSAGES.refreshTokenInvalid };

describe('signing in opens a session', () => {
  it('returns a refresh credential beside the token and keeps only its SHA-256', async () => {
    const { person } = await signupVerified(t);
    const pair = await s.signIn(t, person, s.FIREFOX_WINDOWS);
    expect(pair.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [session] = await s.sessionsOf(t, pair.token);
    const row = await sessionRow(session?._id ?? '');
    expect(row).toMatchObject({
      device: 'Firefox on Windows',
      refreshTokenHash: sha256(pair.refreshToken),
      revokedAt: null,
    });
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(
      SESSION_IDLE_DAYS * s.DAY_MS,
    );
  });
});

describe('POST /api/auth/refresh', () => {
  it('keeps a daily user signed in past the 30 days, one refresh a day (the expiry slides)', async () => {
    const { person } = await signupVerified(t);
    let pair: RefreshResponse = await s.signIn(t, person);
    const first = pair;
    for (let day = 1; day <= SESSION_IDLE_DAYS + 10; day += 1) {
      s.advance(t, s.DAY_MS);
      pair = await s.renewed(t, pair.refreshToken);
      expect(await s.meStatus(t, pair.token)).toBe(200);
    }
    // The first token's own seven days are long gone; the session is the same one.
    expect(await s.meStatus(t, first.token)).toBe(401);
    const listed = await s.sessionsOf(t, pair.token);
    expect(listed).toHaveLength(1);
    const [session] = listed;
    expect(session?.current).toBe(true);
    // Each refresh moved "last used" on: the latest one was moments ago.
    expect(t.clock.now().getTime() - Date.parse(session?.lastUsedAt ?? '')).toBeLessThan(60_000);
    expect(Date.parse(session?.createdAt ?? '')).toBeLessThan(
      t.clock.now().getTime() - (SESSION_IDLE_DAYS + 9) * s.DAY_MS,
    );
  });

  it('lets a session idle for 29 days, not for 31', async () => {
    const { person } = await signupVerified(t);
    const kept = await s.signIn(t, person);
    const idle = await s.signIn(t, person);
    s.advance(t, 29 * s.DAY_MS);
    expect((await s.refresh(t, kept.refreshToken)).statusCode).toBe(200);
    s.advance(t, 2 * s.DAY_MS);
    const late = await s.refresh(t, idle.refreshToken);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual(ENDED);
  });

  it('refuses an unknown credential with 401 and a malformed one with 400', async () => {
    const unknown = await s.refresh(t, 'x'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(ENDED);
    expect((await s.refresh(t, 'short')).statusCode).toBe(400);
  });

  it('ends the session when a rotated credential comes back; other devices carry on', async () => {
    const { person } = await signupVerified(t);
    const other = await s.signIn(t, person, s.FIREFOX_WINDOWS);
    const stolen = await s.signIn(t, person);
    const owner = await s.renewed(t, stolen.refreshToken);
    s.advance(t, 60_000);

    const replay = await s.refresh(t, stolen.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(ENDED);
    // Whoever held which copy, that device's session is over: tokens and credential alike.
    expect(await s.meStatus(t, owner.token)).toBe(401);
    expect(await s.meStatus(t, stolen.token)).toBe(401);
    expect((await s.refresh(t, owner.refreshToken)).statusCode).toBe(401);

    expect(await s.meStatus(t, other.token)).toBe(200);
    expect((await s.refresh(t, other.refreshToken)).statusCode).toBe(200);
    const log = t.logs.join('');
    expect(log).toContain('session.refresh_reused');
    for (const secret of [stolen.refreshToken, owner.refreshToken, other.refreshToken]) {
      expect(log).not.toContain(secret);
    }
  });

  it('catches a thief who refreshes first: the owner’s next refresh ends the session', async () => {
    const { person } = await signupVerified(t);
    const owner = await s.signIn(t, person);
    s.advance(t, s.DAY_MS);
    const thief = await s.renewed(t, owner.refreshToken);
    s.advance(t, s.DAY_MS);
    expect((await s.refresh(t, owner.refreshToken)).statusCode).toBe(401);
    expect(await s.meStatus(t, thief.token)).toBe(401);
    expect((await s.refresh(t, thief.refreshToken)).statusCode).toBe(401);
  });

  it('treats tabs refreshing at once as a race: one pair, and the session lives', async () => {
    const { person } = await signupVerified(t);
    const pair = await s.signIn(t, person);
    // Four at once, so that on PostgreSQL some of them really do meet at the row.
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => s.refresh(t, pair.refreshToken)),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401]);
    const winner = replies.find((r) => r.statusCode === 200)?.json<typeof pair>();
    expect(await s.meStatus(t, winner?.token ?? '')).toBe(200);
    expect(await s.meStatus(t, pair.token)).toBe(200);
    expect((await s.refresh(t, winner?.refreshToken ?? '')).statusCode).toBe(200);
  });

  it('gives the grace only to the credential rotated last, and only for a few seconds', async () => {
    const { person } = await signupVerified(t);
    const first = await s.signIn(t, person);
    const second = await s.renewed(t, first.refreshToken);
    // Just rotated: a late twin of the winning request, turned away without ending anything.
    expect((await s.refresh(t, first.refreshToken)).statusCode).toBe(401);
    expect(await s.meStatus(t, second.token)).toBe(200);

    // One generation older than the last rotation: a copy, even within the grace.
    const third = await s.renewed(t, second.refreshToken);
    expect((await s.refresh(t, first.refreshToken)).statusCode).toBe(401);
    expect(await s.meStatus(t, third.token)).toBe(401);

    const again = await s.signIn(t, person);
    const next = await s.renewed(t, again.refreshToken);
    s.advance(t, REFRESH_GRACE_MS + 1000);
    expect((await s.refresh(t, again.refreshToken)).statusCode).toBe(401);
    expect(await s.meStatus(t, next.token)).toBe(401);
  });

  it('forgets rotated credentials once they would have expired anyway', async () => {
    const { person } = await signupVerified(t);
    let pair: RefreshResponse = await s.signIn(t, person);
    const [session] = await s.sessionsOf(t, pair.token);
    for (let day = 1; day <= SESSION_IDLE_DAYS + 5; day += 1) {
      s.advance(t, s.DAY_MS);
      pair = await s.renewed(t, pair.refreshToken);
    }
    const kept = await db(t)
      .select()
      .from(rotatedRefreshTokens)
      .where(eq(rotatedRefreshTokens.sessionId, session?._id ?? ''));
    expect(kept.length).toBeLessThanOrEqual(SESSION_IDLE_DAYS + 1);
    expect(kept.length).toBeGreaterThanOrEqual(SESSION_IDLE_DAYS - 1);
  });
});
