import type { CompleteResult, ErrorResponse, Habit, User } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { completions, habits, userBadges, users } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';

const t = useTestApp();

const WALK = { name: 'Morning walk', category: 'Health', dailyTarget: 1 } as const;

/** A verified user on a plan, signed in at the current clock. */
const member = (plan: kit.Plan = 'free') => kit.newMember(t, undefined, { plan });

const list = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/habits${query}`, headers: bearer(token) });
const create = (token: string, body: object = WALK) => kit.createHabit(t, token, body);
const complete = (token: string, id: string, count = 1) =>
  kit.completeHabit(t, token, id, { count });
const undo = (token: string, id: string) => kit.undoCheckIn(t, token, id);
const remove = (token: string, id: string) => kit.deleteHabit(t, token, id);
const habitCount = (userId: string) => kit.countRows(t, habits, userId);

/** Everything a check-in or delete could change for a user. */
async function footprint(userId: string) {
  return {
    habits: await habitCount(userId),
    completions: await db(t).select().from(completions).where(eq(completions.userId, userId)),
    ledger: await kit.ledger(t, userId),
    points: await kit.storedPoints(t, userId),
    badges: await kit.countRows(t, userBadges, userId),
  };
}

describe('listing and creating habits', () => {
  it('creates with the default icon and colour and lists newest first with streak and today', async () => {
    t.clock.set(new Date('2026-05-04T08:00:00Z'));
    const { token } = await member();
    expect((await list(token)).json()).toEqual([]);

    const res = await create(token, { ...WALK, description: '  around the park  ' });
    expect(res.statusCode).toBe(201);
    const habit = res.json<Habit>();
    expect(habit).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      name: 'Morning walk',
      category: 'Health',
      dailyTarget: 1,
      // A count habit, the default kind (docs/decisions/032-habit-kinds.md).
      kind: 'count',
      unit: null,
      target: null,
      limit: null,
      icon: '🎯',
      color: '#3B82F6',
      description: 'around the park',
      createdAt: expect.any(String) as string,
      archivedAt: null,
      // Every habit is owed daily unless it says otherwise.
      schedule: { kind: 'daily' },
      completions: [],
      streak: { current: 0, longest: 0 },
      strength: 0,
      streakAtRisk: null,
      today: { date: '2026-05-04', completed: 0, target: 1, isComplete: false },
      restDays: [],
      reminder: null,
    });

    t.clock.set(new Date('2026-05-04T08:01:00Z'));
    const second = (
      await create(token, { name: 'Read', category: 'Learning', dailyTarget: 3 })
    ).json<Habit>();
    t.clock.set(new Date('2026-05-04T08:02:00Z'));
    const third = (
      await create(token, { name: 'Push-ups', category: 'Fitness', dailyTarget: 5 })
    ).json<Habit>();
    await complete(token, second._id, 2);

    const listed = (await list(token)).json<Habit[]>();
    expect(listed.map((h) => h._id)).toEqual([third._id, second._id, habit._id]);
    expect(listed[1]).toMatchObject({
      completions: [{ date: '2026-05-04', count: 2, status: 'partial' }],
      streak: { current: 0, longest: 0 },
      today: { date: '2026-05-04', completed: 2, target: 3, isComplete: false },
    });
  });

  it('stops a free user at 3 habits and stores nothing more', async () => {
    const { token, id } = await member('free');
    for (let i = 0; i < 3; i += 1) expect((await create(token)).statusCode).toBe(201);
    const res = await create(token);
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorResponse>()).toMatchObject({ code: 'HABIT_LIMIT' });
    expect(res.json<ErrorResponse>().message).toMatch(/3 habits/);
    expect(await habitCount(id)).toBe(3);
  });

  it('stops a pro user at 15, and lets premium go past it', async () => {
    const pro = await member('pro');
    for (let i = 0; i < 15; i += 1) expect((await create(pro.token)).statusCode).toBe(201);
    const over = await create(pro.token);
    expect(over.statusCode).toBe(403);
    expect(over.json<ErrorResponse>().code).toBe('HABIT_LIMIT');
    expect(await habitCount(pro.id)).toBe(15);

    const premium = await member('premium');
    for (let i = 0; i < 16; i += 1) expect((await create(premium.token)).statusCode).toBe(201);
    expect((await list(premium.token)).json<Habit[]>()).toHaveLength(16);
  });

  it('keeps custom icons and colours for paid plans', async () => {
    const free = await member('free');
    for (const look of [{ icon: '💪' }, { color: '#EF4444' }, { icon: '💪', color: '#EF4444' }]) {
      const res = await create(free.token, { ...WALK, ...look });
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorResponse>().code).toBe('PLAN_REQUIRED');
    }
    expect(await habitCount(free.id)).toBe(0);
    // Sending the defaults is not a choice.
    const defaults = await create(free.token, { ...WALK, icon: '🎯', color: '#3B82F6' });
    expect(defaults.statusCode).toBe(201);

    for (const plan of ['pro', 'premium'] as const) {
      const paid = await member(plan);
      const res = await create(paid.token, { ...WALK, icon: '💪', color: '#EF4444' });
      expect(res.statusCode).toBe(201);
      expect(res.json<Habit>()).toMatchObject({ icon: '💪', color: '#EF4444' });
    }
  });
  it('keeps every habit of a user who went back to free, but blocks adding more', async () => {
    const { token, id } = await member('pro');
    for (let i = 0; i < 5; i += 1)
      expect((await create(token, { ...WALK, icon: '📚' })).statusCode).toBe(201);
    await db(t).update(users).set({ plan: 'free' }).where(eq(users.id, id));

    const kept = (await list(token)).json<Habit[]>();
    expect(kept).toHaveLength(5);
    expect(kept.every((h) => h.icon === '📚')).toBe(true);
    expect((await create(token)).json<ErrorResponse>().code).toBe('HABIT_LIMIT');
    expect((await complete(token, kept[0]?._id ?? '')).statusCode).toBe(200);
    expect(await habitCount(id)).toBe(5);
  });
});

describe('deleting and other users', () => {
  it('deletes with 204, then the habit is 404 everywhere', async () => {
    const { token } = await member();
    const habit = (await create(token)).json<Habit>();
    const res = await remove(token, habit._id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await remove(token, habit._id)).statusCode).toBe(404);
    expect((await complete(token, habit._id)).statusCode).toBe(404);
    expect((await undo(token, habit._id)).statusCode).toBe(404);
    expect((await list(token)).json()).toEqual([]);
  });

  it("hides another user's habit: not listed, and complete, undo and delete are 404", async () => {
    const owner = await member();
    const habit = (await create(owner.token, { ...WALK, dailyTarget: 3 })).json<Habit>();
    await complete(owner.token, habit._id);
    const before = await footprint(owner.id);

    const other = await member();
    await create(other.token, { ...WALK, name: 'Mine' });
    expect((await list(other.token)).json<Habit[]>().map((h) => h.name)).toEqual(['Mine']);
    for (const res of [
      await complete(other.token, habit._id),
      await undo(other.token, habit._id),
      await remove(other.token, habit._id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorResponse>().message).toBe('Habit not found');
    }
    expect(await footprint(owner.id)).toEqual(before);
    expect((await list(owner.token)).json<Habit[]>()[0]?.today.completed).toBe(1);
  });

  it("keeps the user's points and badges when a habit is deleted", async () => {
    const { token, id } = await member();
    const habit = (await create(token, { ...WALK, dailyTarget: 10 })).json<Habit>();
    const done = (await complete(token, habit._id, 10)).json<CompleteResult>();
    expect(done.points).toBe(100); // 10 units
    expect((await remove(token, habit._id)).statusCode).toBe(204);

    const me = await kit.getJson<{ user: User }>(t, token, '/api/auth/me');
    expect(me.user.points).toBe(100);
    expect(await kit.earnedBadges(t, token)).toEqual(['first-habit', 'points-100']);
    const after = await footprint(id);
    expect(after).toMatchObject({ habits: 0, completions: [], points: 100, badges: 2 });
    expect(after.ledger.total).toBe(100);
  });
});

describe('history window', () => {
  it('shows 60 days by default and older completions with `from`', async () => {
    t.clock.set(new Date('2026-01-05T12:00:00Z'));
    const { token, person } = await member();
    const habit = (await create(token)).json<Habit>();
    await complete(token, habit._id); // 2026-01-05: 70 days before the last day

    t.clock.set(new Date('2026-01-16T12:00:00Z')); // 59 days before the last day
    await complete(await kit.signIn(t, person), habit._id);

    t.clock.set(new Date('2026-03-16T12:00:00Z'));
    const token2 = await kit.signIn(t, person);
    await complete(token2, habit._id);

    // Every other day of the window, from the 16th of January to yesterday, was missed.
    const checkedIn = (habit?: Habit) => habit?.completions.filter((c) => c.status !== 'missed');
    const recent = (await list(token2)).json<Habit[]>()[0];
    expect(checkedIn(recent)).toEqual([
      { date: '2026-01-16', count: 1, status: 'done' },
      { date: '2026-03-16', count: 1, status: 'done' },
    ]);
    expect(recent?.completions).toHaveLength(60);
    expect(recent?.completions[1]).toEqual({ date: '2026-01-17', count: 0, status: 'missed' });
    const all = (await list(token2, '?from=2026-01-01')).json<Habit[]>()[0];
    expect(checkedIn(all)?.map((c) => c.date)).toEqual(['2026-01-05', '2026-01-16', '2026-03-16']);
    // Missed from the habit's first day (the 5th of January) on, not from the window's.
    expect(all?.completions[0]?.date).toBe('2026-01-05');
    expect(all?.completions).toHaveLength(71);
    // The streak looks at every day, whatever the window.
    expect(all?.streak).toEqual({ current: 1, longest: 1 });
    const later = (await list(token2, '?from=2026-03-01')).json<Habit[]>()[0];
    expect(checkedIn(later)?.map((c) => c.date)).toEqual(['2026-03-16']);
    expect(later?.completions).toHaveLength(16);
  });
});
