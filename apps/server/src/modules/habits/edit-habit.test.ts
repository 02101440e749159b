import { MESSAGES, NOTHING_TO_UPDATE, type ErrorResponse, type Habit } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import * as kit from '../../test/habits.js';
import { bearer, useTestApp } from '../../test/helper.js';

const t = useTestApp();

const WALK = { name: 'Morning walk', category: 'Health', dailyTarget: 1 } as const;

const member = (plan: kit.Plan = 'free') => kit.newMember(t, undefined, { plan });
const edit = (token: string, id: string, body: object) => kit.editHabit(t, token, id, body);
const listed = async (token: string) => kit.getJson<Habit[]>(t, token, '/api/habits', 200);
const complete = (m: kit.Member, id: string, count = 1) =>
  kit.completeHabit(t, m.token, id, { count });

/** Noon UTC is the same calendar day in London all year. */
const moveTo = (m: kit.Member, day: string) => kit.moveClock(t, m, `${day}T12:00:00Z`);

describe('PATCH /api/habits/:id', () => {
  it('changes name, category, target and description, and the list shows them', async () => {
    const { token } = await member();
    const habit = await kit.addHabit(t, token, { ...WALK, description: 'Round the park' }, 201);

    const res = await edit(token, habit._id, {
      name: '  Evening walk ',
      category: 'Fitness',
      dailyTarget: 2,
      description: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json<Habit>();
    expect(edited).toMatchObject({
      _id: habit._id,
      name: 'Evening walk',
      category: 'Fitness',
      dailyTarget: 2,
      description: '',
      icon: habit.icon,
      color: habit.color,
      createdAt: habit.createdAt,
      archivedAt: null,
    });
    expect(await listed(token)).toEqual([edited]);

    // One field alone is enough; the others stay.
    const renamed = (await edit(token, habit._id, { name: 'Walk' })).json<Habit>();
    expect(renamed).toMatchObject({ name: 'Walk', category: 'Fitness', dailyTarget: 2 });
  });

  it('checks fields with the create messages and refuses an empty change', async () => {
    const { token } = await member();
    const habit = await kit.addHabit(t, token, WALK, 201);
    const cases: [object, string, string | undefined][] = [
      [{}, NOTHING_TO_UPDATE, undefined],
      [{ unknown: 1 }, NOTHING_TO_UPDATE, undefined],
      [{ name: 'a' }, MESSAGES.habitNameMin, 'name'],
      [{ category: 'Cooking' }, MESSAGES.categoryInvalid, 'category'],
      [{ dailyTarget: 0 }, MESSAGES.dailyTargetMin, 'dailyTarget'],
      [{ dailyTarget: 11 }, MESSAGES.dailyTargetMax, 'dailyTarget'],
      [{ icon: '🦄' }, MESSAGES.iconInvalid, 'icon'],
    ];
    for (const [body, message, field] of cases) {
      const res = await edit(token, habit._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const error = res.json<ErrorResponse>();
      expect(error.message).toBe(message);
      if (field) expect(error.fields?.[field]).toBe(message);
    }
    expect(await listed(token)).toEqual([habit]);
  });

  it("is 404 for another user's habit, which stays as it was", async () => {
    const owner = await member();
    const habit = await kit.addHabit(t, owner.token, WALK, 201);
    const other = await member('premium');
    for (const res of [
      await edit(other.token, habit._id, { name: 'Taken over' }),
      await kit.archiveHabit(t, other.token, habit._id),
      await kit.restoreHabit(t, other.token, habit._id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorResponse>().message).toBe(MESSAGES.habitNotFound);
    }
    expect(await listed(owner.token)).toEqual([habit]);
  });

  it('needs Pro or Premium for a new icon or colour; defaults and current values are allowed', async () => {
    const free = await member('free');
    const habit = await kit.addHabit(t, free.token, WALK, 201);
    for (const look of [{ icon: '💪' }, { color: '#EF4444' }, { name: 'Jog', icon: '💪' }]) {
      const res = await edit(free.token, habit._id, look);
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorResponse>()).toMatchObject({
        code: 'PLAN_REQUIRED',
        message: MESSAGES.customizationRequiresPlan,
      });
    }
    expect(await listed(free.token)).toEqual([habit]);
    const same = await edit(free.token, habit._id, { name: 'Jog', icon: '🎯', color: '#3B82F6' });
    expect(same.statusCode, same.body).toBe(200);

    for (const plan of ['pro', 'premium'] as const) {
      const paid = await member(plan);
      const own = await kit.addHabit(t, paid.token, WALK, 201);
      const res = await edit(paid.token, own._id, { icon: '💪', color: '#EF4444' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Habit>()).toMatchObject({ icon: '💪', color: '#EF4444' });
    }
  });

  it('lets a former Pro user keep or resend the custom look they already have', async () => {
    const m = await member('pro');
    const habit = await kit.addHabit(t, m.token, { ...WALK, icon: '📚', color: '#8B5CF6' }, 201);
    await kit.setPlan(t, m.id, 'free');
    const res = await edit(m.token, habit._id, { name: 'Read', icon: '📚', color: '#8B5CF6' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Habit>()).toMatchObject({ name: 'Read', icon: '📚', color: '#8B5CF6' });
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/habits/00000000-0000-4000-8000-000000000000',
      headers: bearer('nope'),
      payload: { name: 'Walk' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('changing the daily target', () => {
  it('never rewrites past days; today is judged by the new target', async () => {
    const m = await kit.newMember(t, '2026-06-01T08:00:00Z');
    const habit = await kit.addHabit(t, m.token, { ...WALK, dailyTarget: 2 }, 201);
    await moveTo(m, '2026-06-01');
    await complete(m, habit._id, 2); // done
    await moveTo(m, '2026-06-02');
    await complete(m, habit._id, 1); // partial of 2

    // Lowering to 1 on the 3rd: the 2nd stays partial, so the streak is not mended.
    await moveTo(m, '2026-06-03');
    const lowered = (await edit(m.token, habit._id, { dailyTarget: 1 })).json<Habit>();
    expect(lowered.completions).toEqual([
      { date: '2026-06-01', count: 2, status: 'done' },
      { date: '2026-06-02', count: 1, status: 'partial' },
    ]);
    expect(lowered.streak).toEqual({ current: 0, longest: 1 });

    // Today: 1 check-in on a target of 1 is done; raising to 3 makes it partial again.
    expect((await complete(m, habit._id)).json<{ habit: Habit }>().habit.streak.current).toBe(1);
    const raised = (await edit(m.token, habit._id, { dailyTarget: 3 })).json<Habit>();
    expect(raised.today).toEqual({
      date: '2026-06-03',
      completed: 1,
      target: 3,
      isComplete: false,
    });
    expect(raised.completions.at(-1)).toEqual({ date: '2026-06-03', count: 1, status: 'partial' });
    expect(raised.streak).toEqual({ current: 0, longest: 1 });

    // Lowering below today's count keeps the count, and today is complete.
    await complete(m, habit._id, 2);
    const below = (await edit(m.token, habit._id, { dailyTarget: 2 })).json<Habit>();
    expect(below.today).toEqual({ date: '2026-06-03', completed: 3, target: 2, isComplete: true });
    expect(below.streak.current).toBe(1);
    expect((await complete(m, habit._id)).statusCode).toBe(409);
  });
});
