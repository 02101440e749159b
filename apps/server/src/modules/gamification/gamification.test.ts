import type { BadgeStatus, GamificationStats } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkIns,
  completions,
  habits,
  idempotentReplies,
  pointEntries,
  userBadges,
  users,
} from '../../db/schema.js';
import * as auth from '../../test/auth.js';
import * as kit from '../../test/habits.js';
import { bearer, db, signupVerified, useTestApp } from '../../test/helper.js';

const t = useTestApp();
beforeAll(async () => {
  t.clock.set(new Date('2026-09-16T10:00:00Z')); // a Wednesday
});

const get = <T>(token: string, url: string) => kit.getJson<T>(t, token, url, 200);
const create = (token: string, name: string, dailyTarget = 1) =>
  kit.addHabit(t, token, { name, category: 'Learning', dailyTarget });
const complete = (token: string, id: string, count = 1, key?: string) =>
  kit.completeHabit(t, token, id, { count, key });

describe('GET /api/gamification/stats', () => {
  it('starts empty', async () => {
    const { token } = await signupVerified(t);
    expect(await get<GamificationStats>(token, '/api/gamification/stats')).toEqual({
      points: 0,
      streaks: {},
      weeklyChallenge: {
        id: 'check-ins-2026-09-14',
        title: 'Complete 3 habit-days this week',
        description: expect.any(String) as string,
        target: 3,
        progress: 0,
        completed: false,
        reward: 50,
        startsOn: '2026-09-14',
        endsOn: '2026-09-20',
      },
      badges: [],
      freezes: { held: 0, max: 2, price: 200, recentUses: [] },
    });
  });

  it('holds points, a streak per habit id, the weekly challenge and the earned badges', async () => {
    const { token } = await signupVerified(t);
    const read = await create(token, 'Read', 2);
    const write = await create(token, 'Write', 3);
    await complete(token, read._id, 2);
    await complete(token, write._id, 1);

    const stats = await get<GamificationStats>(token, '/api/gamification/stats');
    expect(Object.keys(stats).sort()).toEqual([
      'badges',
      'freezes',
      'points',
      'streaks',
      'weeklyChallenge',
    ]);
    expect(stats.points).toBe(30);
    expect(stats.streaks).toEqual({
      [read._id]: { current: 1, longest: 1 },
      [write._id]: { current: 0, longest: 0 },
    });
    // Two habits owe 10 habit-days from Wednesday; Read's day is done, Write's is not yet
    // (docs/decisions/042-weekly-challenge-effort.md).
    expect(stats.weeklyChallenge).toMatchObject({
      target: 6,
      progress: 1,
      completed: false,
      title: 'Complete 6 habit-days this week',
    });
    expect(stats.badges).toEqual([
      { id: 'first-habit', name: 'Getting Started', earnedAt: expect.any(String) as string },
    ]);
    expect(Number.isNaN(Date.parse(stats.badges[0]?.earnedAt ?? ''))).toBe(false);
    // The stats read their badges apart from the badge list: both give the same moment.
    const listed = await get<BadgeStatus[]>(token, '/api/gamification/badges');
    expect(stats.badges[0]?.earnedAt).toBe(listed.find((b) => b.id === 'first-habit')?.earnedAt);
  });
});

describe('GET /api/gamification/badges', () => {
  it('lists all eight in catalogue order with earned flags', async () => {
    const { token } = await signupVerified(t);
    const before = await get<BadgeStatus[]>(token, '/api/gamification/badges');
    expect(before.map((b) => b.id)).toEqual(kit.BADGE_IDS);
    expect(before.map((b) => b.name)).toEqual([
      'Getting Started',
      '3-Day Streak',
      'Week Warrior',
      'Month Master',
      'Century Club',
      'Point Collector',
      'Perfect Week',
      'Habit Master',
    ]);
    for (const badge of before) {
      expect(Object.keys(badge).sort()).toEqual([
        'description',
        'earned',
        'earnedAt',
        'icon',
        'id',
        'name',
      ]);
      expect(badge).toMatchObject({ earned: false, earnedAt: null });
      expect(badge.description.length).toBeGreaterThan(0);
      expect(badge.icon.length).toBeGreaterThan(0);
    }

    await create(token, 'Sketch');
    const after = await get<BadgeStatus[]>(token, '/api/gamification/badges');
    expect(after).toHaveLength(8);
    expect(after.filter((b) => b.earned).map((b) => b.id)).toEqual(['first-habit']);
    expect(after[0]?.earnedAt).toEqual(expect.any(String));
  });
});

describe('deleting the account', () => {
  it('erases habits, completions, check-ins, the ledger, badges and saved replies', async () => {
    const gone = await signupVerified(t);
    const kept = await signupVerified(t);
    for (const who of [gone, kept]) {
      const habit = await create(who.token, 'Practise', 5);
      expect((await complete(who.token, habit._id, 5, `k-${who.user._id}`)).statusCode).toBe(200);
      await kit.undoCheckIn(t, who.token, habit._id);
      await complete(who.token, habit._id, 2);
    }

    const tables = [habits, completions, checkIns, pointEntries, userBadges, idempotentReplies];
    const rowsOf = async (userId: string) =>
      Promise.all(tables.map((table) => kit.countRows(t, table, userId)));
    const keptBefore = await rowsOf(kept.user._id);
    expect((await rowsOf(gone.user._id)).every((n) => n > 0)).toBe(true);

    const res = await auth.deleteAccount(t, gone.token, gone.person.password);
    expect(res.statusCode).toBe(204);
    expect(await rowsOf(gone.user._id)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await db(t).select().from(users).where(eq(users.id, gone.user._id))).toEqual([]);
    expect(await rowsOf(kept.user._id)).toEqual(keptBefore);

    const stats = await t.app.inject({
      method: 'GET',
      url: '/api/gamification/stats',
      headers: bearer(gone.token),
    });
    expect(stats.statusCode).toBe(401);
  });

  it('GET /api/auth/my-data includes habits, completions, check-ins, the points ledger and badges', async () => {
    const { token } = await signupVerified(t);
    const habit = await kit.addHabit(t, token, {
      name: 'Stretch',
      category: 'Health',
      dailyTarget: 1,
    });
    await kit.completeHabit(t, token, habit._id);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/my-data',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json<Record<string, unknown[]>>();
    expect(data.habits).toEqual([
      expect.objectContaining({ _id: habit._id, name: 'Stretch', dailyTarget: 1 }),
    ]);
    expect(data.completions).toEqual([expect.objectContaining({ habitId: habit._id, count: 1 })]);
    expect(data.checkIns).toEqual([
      expect.objectContaining({ habitId: habit._id, units: 1, points: 10 }),
    ]);
    expect(data.pointsLedger).toEqual([
      expect.objectContaining({ reason: 'check-in', amount: 10 }),
    ]);
    expect(data.badges).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'first-habit' })]),
    );
  });
});
