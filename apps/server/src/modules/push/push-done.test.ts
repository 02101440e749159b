import type { CompleteResult, Habit } from '@streakwise/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkIns } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { signDoneToken } from './done-token.js';

/*
 * POST /api/push/done: a habit reminder's "Done" action with the payload's signed token
 * (docs/decisions/030-notification-actions.md). The token in a delivered push is checked in
 * reminders/habit-reminders.test.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const done = (token: string, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/push/done',
    headers: key === undefined ? {} : { 'idempotency-key': key },
    payload: { token },
  });

const tokenFor = (m: kit.Member, habit: Habit, date: string, secret = t.deps.config.jwtSecret) =>
  signDoneToken(secret, { userId: m.id, habitId: habit._id, date });

/** Today's units of a habit, as the list shows them. */
async function todayCount(m: kit.Member, habitId: string): Promise<number | undefined> {
  const habits = await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200);
  return habits.find((h) => h._id === habitId)?.today.completed;
}

/** A London member (signed up the day before `iso`) with a habit of `target` units, at `iso`. */
async function memberWithHabit(iso: string, target = 3) {
  const before = new Date(Date.parse(iso) - 86_400_000).toISOString();
  const m = await kit.newMember(t, before, { timezone: 'Europe/London' });
  const body = { name: 'Stretch', category: 'Health', dailyTarget: target };
  const habit = await kit.addHabit(t, m.token, body, 201);
  await kit.moveClock(t, m, iso);
  return { m, habit };
}

describe('POST /api/push/done', () => {
  it('checks in one unit once per Idempotency-Key, and the same key through PATCH replays', async () => {
    const { m, habit } = await memberWithHabit('2026-11-17T08:00:00Z');
    const token = tokenFor(m, habit, '2026-11-17');

    const first = await done(token, 'notif-key-1');
    expect(first.statusCode, first.body).toBe(200);
    const reply = first.json<CompleteResult>();
    expect(reply.habit._id).toBe(habit._id);
    expect(reply.progress).toEqual({ completed: 1, target: 3 });

    // The service worker retries; the app's outbox sends the same key through PATCH.
    expect((await done(token, 'notif-key-1')).json()).toEqual(reply);
    const viaPatch = await kit.completeHabit(t, m.token, habit._id, {
      count: 1,
      key: 'notif-key-1',
      date: '2026-11-17',
    });
    expect(kit.okResult(viaPatch)).toEqual(reply);
    expect(await todayCount(m, habit._id)).toBe(1);
    expect(await kit.countRows(t, checkIns, m.id)).toBe(1);

    // Another tap of "Done" (another key) is another unit.
    expect((await done(token, 'notif-key-2')).json<CompleteResult>().progress.completed).toBe(2);
    expect(await todayCount(m, habit._id)).toBe(2);
  });

  it('checks in yesterday until the late-logging cut-off, then says the day is closed', async () => {
    const { m, habit } = await memberWithHabit('2026-11-18T09:30:00Z', 1);
    const token = tokenFor(m, habit, '2026-11-17');
    const late = await done(token, 'late-1');
    expect(late.statusCode, late.body).toBe(200);
    expect(await kit.countRows(t, checkIns, m.id)).toBe(1);

    await kit.moveClock(t, m, '2026-11-18T10:00:00Z');
    const closed = await done(tokenFor(m, habit, '2026-11-17'), 'late-2');
    expect(closed.statusCode, closed.body).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'DAY_CLOSED' });
    // The first key still replays its reply past the cut-off, as PATCH does.
    expect((await done(token, 'late-1')).statusCode).toBe(200);
    expect(await kit.countRows(t, checkIns, m.id)).toBe(1);
  });

  it('refuses a tampered, foreign, forged or expired token with 401 and changes nothing', async () => {
    const { m, habit } = await memberWithHabit('2026-11-17T08:00:00Z');
    const other = await kit.newMember(t, '2026-11-17T08:00:00Z', { timezone: 'Europe/London' });
    const theirs = await kit.addHabit(
      t,
      other.token,
      { name: 'Theirs', category: 'Health', dailyTarget: 1 },
      201,
    );
    const token = tokenFor(m, habit, '2026-11-17');
    const [userId, habitId, date, sig] = token.split('.') as [string, string, string, string];
    const refused = [
      `${other.id}.${habitId}.${date}.${sig}`,
      `${userId}.${theirs._id}.${date}.${sig}`,
      `${userId}.${habitId}.2026-11-18.${sig}`,
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      `${token}=`,
      `${token}.x`,
      tokenFor(m, habit, '2026-11-17', new TextEncoder().encode('x'.repeat(48))),
      'not-a-token',
    ];
    for (const bad of refused) {
      const res = await done(bad, `bad-${bad.length}-${bad.slice(-4)}`);
      expect(res.statusCode, bad).toBe(401);
      expect(res.json<{ message: string }>().message).toMatch(/expired or is not valid/);
    }
    expect(await kit.countRows(t, checkIns, m.id)).toBe(0);
    expect(await kit.countRows(t, checkIns, other.id)).toBe(0);

    // Expired at 00:00 UTC two days after its day, whatever the zone.
    await kit.moveClock(t, m, '2026-11-19T00:00:00Z');
    expect((await done(token, 'expired')).statusCode).toBe(401);
    expect(await kit.countRows(t, checkIns, m.id)).toBe(0);
  });

  it("is 404 for another's habit, even under a valid signature, and for a deleted habit", async () => {
    const { m, habit } = await memberWithHabit('2026-11-17T08:00:00Z');
    const other = await kit.newMember(t, '2026-11-17T08:00:00Z', { timezone: 'Europe/London' });
    const forged = signDoneToken(t.deps.config.jwtSecret, {
      userId: other.id,
      habitId: habit._id,
      date: '2026-11-17',
    });
    expect((await done(forged, 'forged')).statusCode).toBe(404);
    expect(await kit.countRows(t, checkIns, m.id)).toBe(0);

    expect((await kit.deleteHabit(t, m.token, habit._id)).statusCode).toBe(204);
    expect((await done(tokenFor(m, habit, '2026-11-17'), 'gone')).statusCode).toBe(404);
  });

  it('needs an Idempotency-Key and a token', async () => {
    const { m, habit } = await memberWithHabit('2026-11-17T08:00:00Z');
    const res = await done(tokenFor(m, habit, '2026-11-17'));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/Idempotency-Key/);
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/push/done',
      headers: { 'idempotency-key': 'k' },
      payload: {},
    });
    expect(noToken.statusCode).toBe(400);
    expect(await kit.countRows(t, checkIns, m.id)).toBe(0);
  });
});

describe('POST /api/test/habit-reminder-payload (journeys only)', () => {
  it("gives today's reminder push with a doneToken that checks in; another's habit is 404", async () => {
    const { m, habit } = await memberWithHabit('2026-11-17T08:00:00Z');
    const other = await kit.newMember(t, '2026-11-17T08:00:00Z', { timezone: 'Europe/London' });
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/test/habit-reminder-payload',
      headers: bearer(other.token),
      payload: { habitId: habit._id },
    });
    expect(foreign.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/habit-reminder-payload',
      headers: bearer(m.token),
      payload: { habitId: habit._id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const payload = res.json<{ type: string; date: string; doneToken: string }>();
    expect(payload).toMatchObject({ type: 'habit-reminder', date: '2026-11-17', title: 'Stretch' });
    expect((await done(payload.doneToken, 'from-test-route')).statusCode).toBe(200);
  });

  it('is not there without the test clock', async () => {
    const plain = await createTestApp({ TEST_CLOCK: undefined });
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/test/habit-reminder-payload',
        payload: { habitId: '6f1c3a52-1d7e-4b7a-9f00-0a1b2c3d4e5f' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
