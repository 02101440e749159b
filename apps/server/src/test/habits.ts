import type {
  BadgeStatus,
  CompleteResult,
  GamificationStats,
  Habit,
  User,
} from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { users } from '../db/schema.js';
import { ledgerSum, storedPoints } from './habits-db.js';
import { bearer, db, newPerson, signupVerified, type Person, type TestApp } from './helper.js';

/*
 * The steps the habits and gamification API tests share, imported as a namespace
 * (`import * as kit from '../../test/habits.js'`). Each takes the file's TestApp first and talks to
 * it as a client would, except the database reads, which check what the API does not show.
 */

export * from './habits-db.js';

const DAY_MS = 86_400_000;

export type Plan = (typeof users.$inferSelect)['plan'];

/** POST /api/auth/login; the new token. */
export async function signIn(t: TestApp, person: Person): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: person.email, password: person.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json<{ token: string }>().token;
}

/** A signed-in user; `signedInAt` is when `token` was issued, on the test clock. */
export interface Member {
  token: string;
  id: string;
  person: Person;
  signedInAt: number;
}

/**
 * A verified user, signed up and signed in at `iso` (the clock is set there first) or at the
 * current clock; in `timezone` (else the server's default) and on `plan` when given.
 */
export async function newMember(
  t: TestApp,
  iso?: string,
  { timezone, plan }: { timezone?: string; plan?: Plan } = {},
): Promise<Member> {
  if (iso) t.clock.set(new Date(iso));
  const signedInAt = (iso ? new Date(iso) : t.clock.now()).getTime();
  // Person has no timezone field; signup sends it along as is (the server's default without one).
  const person = { ...newPerson(), ...(timezone ? { timezone } : {}) } as Person;
  const { token, user } = await signupVerified(t, person);
  if (plan) await db(t).update(users).set({ plan }).where(eq(users.id, user._id));
  return { token, id: user._id, person, signedInAt };
}

/** Moves a user to another plan directly, as an expiry or a support change would. */
export async function setPlan(t: TestApp, userId: string, plan: Plan): Promise<void> {
  await db(t).update(users).set({ plan }).where(eq(users.id, userId));
}

/** Sets the clock to `instant`, signing in again there when the member's token would not be valid. */
export async function moveClock(t: TestApp, m: Member, instant: string | Date): Promise<void> {
  const now = new Date(instant);
  t.clock.set(now);
  // Tokens last 7 days of clock time (and carry no not-before), so sign in again only when the
  // clock has gone back or far enough forward.
  const age = now.getTime() - m.signedInAt;
  if (age < 0 || age > 5 * DAY_MS) {
    m.token = await signIn(t, m.person);
    m.signedInAt = now.getTime();
  }
}

/** POST /api/habits; the raw reply. */
export const createHabit = (t: TestApp, token: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/habits', headers: bearer(token), payload: body });

/** POST /api/habits; the created habit, after checking the status when one is given. */
export async function addHabit(
  t: TestApp,
  token: string,
  body: object,
  status?: number,
): Promise<Habit> {
  const res = await createHabit(t, token, body);
  if (status !== undefined) expect(res.statusCode, res.body).toBe(status);
  return res.json<Habit>();
}

/**
 * PATCH /api/habits/:id/complete; the raw reply. The body holds the count and the date given (none
 * without either), and the Idempotency-Key header is sent whenever a key is (even an empty one).
 */
export const completeHabit = (
  t: TestApp,
  token: string,
  habitId: string,
  { count, key, date }: { count?: number; key?: string; date?: string } = {},
) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/habits/${habitId}/complete`,
    headers: { ...bearer(token), ...(key !== undefined ? { 'idempotency-key': key } : {}) },
    ...(count !== undefined || date !== undefined
      ? {
          payload: {
            ...(count !== undefined ? { count } : {}),
            ...(date !== undefined ? { date } : {}),
          },
        }
      : {}),
  });

/**
 * DELETE /api/habits/:id/complete (undo today's last check-in); the raw reply. The Idempotency-Key
 * header is sent whenever a key is.
 */
export const undoCheckIn = (t: TestApp, token: string, habitId: string, key?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/habits/${habitId}/complete`,
    headers: { ...bearer(token), ...(key !== undefined ? { 'idempotency-key': key } : {}) },
  });

/** DELETE /api/habits/:id; the raw reply. */
export const deleteHabit = (t: TestApp, token: string, habitId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/habits/${habitId}`, headers: bearer(token) });

/** PATCH /api/habits/:id; the raw reply. */
export const editHabit = (t: TestApp, token: string, habitId: string, body: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/habits/${habitId}`,
    headers: bearer(token),
    payload: body,
  });

/** POST /api/habits/:id/archive; the raw reply. */
export const archiveHabit = (t: TestApp, token: string, habitId: string) =>
  t.app.inject({ method: 'POST', url: `/api/habits/${habitId}/archive`, headers: bearer(token) });

/** DELETE /api/habits/:id/archive (restore); the raw reply. */
export const restoreHabit = (t: TestApp, token: string, habitId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/habits/${habitId}/archive`, headers: bearer(token) });

/** The result of a complete or undo, expecting a 200 (its body is the failure message). */
export function okResult(res: LightMyRequestResponse): CompleteResult {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CompleteResult>();
}

/** GET `url` as the token's user; the parsed body, after checking the status when one is given. */
export async function getJson<T>(
  t: TestApp,
  token: string,
  url: string,
  status?: number,
): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  if (status !== undefined) expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}

/** The ids of the badges GET /api/gamification/badges says the user has earned, in its order. */
export async function earnedBadges(t: TestApp, token: string): Promise<string[]> {
  const badges = await getJson<BadgeStatus[]>(t, token, '/api/gamification/badges');
  return badges.filter((b) => b.earned).map((b) => b.id);
}

/** All eight badge ids, in catalogue order. */
export const BADGE_IDS = [
  'first-habit',
  'streak-3',
  'streak-7',
  'streak-30',
  'points-100',
  'points-500',
  'perfect-week',
  'habit-master',
];

/** PATCH /api/auth/me with a new time zone, expecting a 200. */
export async function setTimeZone(t: TestApp, m: Member, timezone: string): Promise<void> {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/auth/me',
    headers: bearer(m.token),
    payload: { timezone },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The instant the wall clock in `zone` reads `local` ('YYYY-MM-DDTHH:MM'). */
export function atWallClock(local: string, zone: string): Date {
  const wanted = Date.parse(`${local}:00Z`);
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const wallClock = (instant: number) => {
    const part = (type: string) =>
      Number(format.formatToParts(instant).find((p) => p.type === type)?.value);
    return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  };
  let guess = wanted;
  for (let i = 0; i < 3; i += 1) guess += wanted - wallClock(guess);
  return new Date(guess);
}

/**
 * The books balance: the ledger's sum = users.points = the stats' points = /me's points. Returns
 * the total.
 */
export async function books(t: TestApp, m: Member): Promise<number> {
  const total = await ledgerSum(t, m.id);
  const me = await getJson<{ user: User }>(t, m.token, '/api/auth/me', 200);
  const stats = await getJson<GamificationStats>(t, m.token, '/api/gamification/stats', 200);
  expect({ users: await storedPoints(t, m.id), stats: stats.points, me: me.user.points }).toEqual({
    users: total,
    stats: total,
    me: total,
  });
  return total;
}
