import { MESSAGES, type ErrorResponse, type Goal, type Habit } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { goals } from '../../db/schema.js';
import { db, useTestApp } from '../../test/helper.js';
import * as premium from '../../test/premium.js';

const t = useTestApp();

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const errorOf = (res: { json: <T>() => T }) => res.json<ErrorResponse>();

describe('goals CRUD', () => {
  let m: premium.PlanMember;
  let read: Habit;
  beforeAll(async () => {
    m = await premium.member(t, '2026-05-01');
    read = await premium.habitOn(t, m, '2026-05-01', { name: 'Read' });
  });

  it('creates a goal with the defaults filled in, and lists goals newest first', async () => {
    await premium.goTo(t, m, '2026-05-01', 5);
    const first = await premium.createGoal(t, m.token, {
      title: '  Read every day ',
      type: 'streak',
      target: 7,
      habitId: read._id,
    });
    expect(first).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      title: 'Read every day',
      description: '',
      type: 'streak',
      target: 7,
      habitId: read._id,
      habitName: 'Read',
      deadline: null,
      reward: null,
      current: 0,
      status: 'active',
      completedAt: null,
      createdAt: expect.any(String) as string,
    } satisfies Record<keyof Goal, unknown>);
    expect(Math.abs(Date.parse(first.createdAt) - t.clock.now().getTime())).toBeLessThan(5_000);
    await premium.goTo(t, m, '2026-05-01', 6);
    const second = await premium.createGoal(t, m.token, {
      title: 'Fifty check-ins',
      description: 'Across everything',
      type: 'milestone',
      target: 50,
      deadline: '2026-12-31',
      reward: 'New book',
    });
    expect(second).toMatchObject({ habitId: null, habitName: null, deadline: '2026-12-31' });
    expect((await premium.goals(t, m.token)).map((g) => g._id)).toEqual([second._id, first._id]);
  });

  it('updates only the fields sent, and null clears the link, deadline and reward', async () => {
    const goal = await premium.createGoal(t, m.token, {
      title: 'Ten days',
      type: 'frequency',
      target: 10,
      habitId: read._id,
      deadline: '2026-06-30',
      reward: 'Cinema',
    });
    const renamed = await premium.updateGoal(t, m.token, goal._id, { title: 'Ten reading days' });
    expect(renamed).toEqual({ ...goal, title: 'Ten reading days' });
    const cleared = await premium.updateGoal(t, m.token, goal._id, {
      habitId: null,
      deadline: null,
      reward: null,
      target: 12,
    });
    expect(cleared).toMatchObject({
      title: 'Ten reading days',
      habitId: null,
      habitName: null,
      deadline: null,
      reward: null,
      target: 12,
      type: 'frequency',
    });
    expect(await premium.goalById(t, m.token, goal._id)).toEqual(cleared);
  });

  it('deletes with a 204, after which the goal is gone', async () => {
    const goal = await premium.createGoal(t, m.token, { title: 'Gone', type: 'streak', target: 2 });
    const res = await premium.goalsRequest(t, m.token, 'DELETE', goal._id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await premium.goalById(t, m.token, goal._id)).toBeUndefined();
    const again = await premium.goalsRequest(t, m.token, 'DELETE', goal._id);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe(MESSAGES.goalNotFound);
  });
});

describe('other users', () => {
  let owner: premium.PlanMember;
  let other: premium.PlanMember;
  let goal: Goal;
  let othersHabit: Habit;
  beforeAll(async () => {
    owner = await premium.member(t, '2026-05-01');
    goal = await premium.createGoal(t, owner.token, { title: 'Mine', type: 'streak', target: 3 });
    other = await premium.member(t, '2026-05-01');
    othersHabit = await premium.habitOn(t, other, '2026-05-01', { name: 'Theirs' });
  });

  it("never shows, changes or deletes another user's goal: it is a 404 like an unknown id", async () => {
    expect(await premium.goals(t, other.token)).toEqual([]);
    for (const id of [goal._id, UNKNOWN_ID]) {
      const put = await premium.goalsRequest(t, other.token, 'PUT', id, { title: 'Stolen' });
      const del = await premium.goalsRequest(t, other.token, 'DELETE', id);
      for (const res of [put, del]) {
        expect(res.statusCode).toBe(404);
        expect(errorOf(res)).toEqual({ message: MESSAGES.goalNotFound });
      }
    }
    expect(await premium.goals(t, owner.token)).toEqual([goal]);
  });

  it("refuses to link another user's habit with a 404 Habit not found", async () => {
    const post = await premium.goalsRequest(t, owner.token, 'POST', undefined, {
      title: 'Borrowed',
      type: 'frequency',
      target: 3,
      habitId: othersHabit._id,
    });
    const put = await premium.goalsRequest(t, owner.token, 'PUT', goal._id, {
      habitId: othersHabit._id,
    });
    for (const res of [post, put]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toEqual({ message: MESSAGES.habitNotFound });
    }
    expect(await premium.goals(t, owner.token)).toEqual([goal]);
  });

  it('answers a goal id that is not a UUID with a 400', async () => {
    const res = await premium.goalsRequest(t, owner.token, 'PUT', 'abc', { title: 'x' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(MESSAGES.goalNotFound);
  });
});

describe('validation', () => {
  let m: premium.PlanMember;
  beforeAll(async () => {
    m = await premium.member(t, '2026-05-01');
  });

  it.each([
    [{ type: 'streak', target: 3 }, { title: MESSAGES.goalTitleRequired }],
    [{ title: '   ', type: 'streak', target: 3 }, { title: MESSAGES.goalTitleRequired }],
    [{ title: 'x', type: 'streak', target: 0 }, { target: MESSAGES.goalTargetInvalid }],
    [{ title: 'x', type: 'streak', target: 1.5 }, { target: MESSAGES.goalTargetInvalid }],
    [{ title: 'x', type: 'streak', target: '3' }, { target: MESSAGES.goalTargetInvalid }],
    [{ title: 'x', type: 'streak' }, { target: MESSAGES.goalTargetInvalid }],
    [{ title: 'x', type: 'daily', target: 3 }, { type: MESSAGES.goalTypeInvalid }],
    [
      { title: 'x', type: 'streak', target: 3, deadline: '31/12/2026' },
      { deadline: MESSAGES.goalDeadlineInvalid },
    ],
  ])('POST %j is a 400 with %j', async (body, fields) => {
    const res = await premium.goalsRequest(t, m.token, 'POST', undefined, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual(fields);
    expect(errorOf(res).message).toBe(Object.values(fields)[0]);
  });

  it("refuses a deadline before the person's today, in their zone, and stores nothing", async () => {
    // A member of their own, so the other tests' goal lists stay as they expect.
    const own = await premium.member(t, '2026-05-01');
    // 1 May at noon in London; today is allowed, yesterday is not.
    const today = await premium.createGoal(t, own.token, {
      title: 'Today',
      type: 'streak',
      target: 3,
      deadline: '2026-05-01',
    });
    expect(today).toMatchObject({ deadline: '2026-05-01', status: 'active' });
    const before = (await premium.goalsRequest(t, own.token, 'GET')).json<Goal[]>().length;
    const past = { title: 'Too late', type: 'streak', target: 3, deadline: '2026-04-30' };
    const res = await premium.goalsRequest(t, own.token, 'POST', undefined, past);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      message: MESSAGES.goalDeadlinePast,
      fields: { deadline: MESSAGES.goalDeadlinePast },
    });
    expect((await premium.goalsRequest(t, own.token, 'GET')).json<Goal[]>()).toHaveLength(before);

    // Moving a deadline into the past is refused too; the goal keeps its own.
    const moved = await premium.goalsRequest(t, own.token, 'PUT', today._id, {
      deadline: '2026-04-01',
    });
    expect(moved.statusCode).toBe(400);
    expect(errorOf(moved).message).toBe(MESSAGES.goalDeadlinePast);
    const [kept] = (await premium.goalsRequest(t, own.token, 'GET'))
      .json<Goal[]>()
      .filter((g) => g._id === today._id);
    expect(kept?.deadline).toBe('2026-05-01');
  });

  it('checks PUT fields the same way, and status may only be active or paused', async () => {
    const goal = await premium.createGoal(t, m.token, { title: 'Ok', type: 'streak', target: 3 });
    for (const [body, fields] of [
      [{ title: '' }, { title: MESSAGES.goalTitleRequired }],
      [{ target: -1 }, { target: MESSAGES.goalTargetInvalid }],
      [{ status: 'completed' }, { status: MESSAGES.goalStatusInvalid }],
    ] as const) {
      const res = await premium.goalsRequest(t, m.token, 'PUT', goal._id, body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).fields).toEqual(fields);
    }
    expect(await premium.goals(t, m.token)).toEqual([goal]);
  });
});

describe('plans', () => {
  it.each(['free', 'pro'] as const)(
    'every goals endpoint is 403 PREMIUM_REQUIRED on the %s plan, before any lookup',
    async (plan) => {
      const u = await premium.member(t, '2026-05-01', { plan });
      const h = await premium.habitOn(t, u, '2026-05-01', { name: 'Mine' });
      const requests = [
        premium.goalsRequest(t, u.token, 'GET'),
        premium.goalsRequest(t, u.token, 'POST', undefined, {
          title: 'x',
          type: 'streak',
          target: 1,
          habitId: h._id,
        }),
        premium.goalsRequest(t, u.token, 'POST', undefined, {
          title: 'x',
          type: 'streak',
          target: 1,
          habitId: UNKNOWN_ID,
        }),
        premium.goalsRequest(t, u.token, 'PUT', UNKNOWN_ID, { title: 'x' }),
        premium.goalsRequest(t, u.token, 'DELETE', UNKNOWN_ID),
      ];
      for (const res of await Promise.all(requests)) {
        expect(res.statusCode).toBe(403);
        expect(errorOf(res)).toEqual({
          message: MESSAGES.premiumRequired,
          code: 'PREMIUM_REQUIRED',
        });
      }
      expect(await db(t).select().from(goals).where(eq(goals.userId, u.id))).toEqual([]);
    },
  );

  it('is 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/premium/goals' });
    expect(res.statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the goals and analytics routes under premium, behind a bearer token', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const spec = doc.json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>();
    const operations = [
      ['/api/premium/analytics', 'get'],
      ['/api/premium/goals', 'get'],
      ['/api/premium/goals', 'post'],
      ['/api/premium/goals/{id}', 'put'],
      ['/api/premium/goals/{id}', 'delete'],
    ] as const;
    for (const [path, method] of operations) {
      expect(spec.paths[path]?.[method], `${method} ${path}`).toMatchObject({
        tags: ['premium'],
        security: [{ bearerAuth: [] }],
      });
    }
  });
});
