import type { ErrorResponse, Habit } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import * as kit from '../../test/habits.js';
import { bearer, useTestApp } from '../../test/helper.js';

const t = useTestApp();

const WALK = { name: 'Morning walk', category: 'Health', dailyTarget: 1 } as const;

const member = (plan: kit.Plan = 'free') => kit.newMember(t, undefined, { plan });
const active = (token: string) => kit.getJson<Habit[]>(t, token, '/api/habits', 200);
const archived = (token: string) =>
  kit.getJson<Habit[]>(t, token, '/api/habits?archived=true', 200);
const archive = async (token: string, id: string) => {
  const res = await kit.archiveHabit(t, token, id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Habit>();
};
const names = (habits: Habit[]) => habits.map((h) => h.name);

describe('archiving a habit', () => {
  it('hides it from the day, keeps its history, and restores it as it was', async () => {
    t.clock.set(new Date('2026-07-06T09:00:00Z'));
    const { token } = await member();
    const walk = await kit.addHabit(t, token, WALK, 201);
    const read = await kit.addHabit(t, token, { ...WALK, name: 'Read' }, 201);
    expect((await kit.completeHabit(t, token, walk._id)).statusCode).toBe(200);

    const before = t.clock.now().getTime();
    const gone = await archive(token, walk._id);
    const archivedAt = Date.parse(gone.archivedAt ?? '');
    expect(archivedAt).toBeGreaterThanOrEqual(before);
    expect(archivedAt).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(gone.completions).toEqual([{ date: '2026-07-06', count: 1, status: 'done' }]);
    expect(names(await active(token))).toEqual(['Read']);
    expect(await archived(token)).toEqual([gone]);
    expect(names(await kit.getJson<Habit[]>(t, token, '/api/habits?archived=false'))).toEqual([
      'Read',
    ]);

    // Archiving twice changes nothing.
    expect(await archive(token, walk._id)).toEqual(gone);

    const res = await kit.restoreHabit(t, token, walk._id);
    expect(res.statusCode, res.body).toBe(200);
    const back = res.json<Habit>();
    expect(back).toEqual({ ...gone, archivedAt: null });
    expect(names(await active(token))).toEqual(['Read', 'Morning walk']);
    expect(await archived(token)).toEqual([]);
    expect(read.archivedAt).toBeNull();
  });

  it('refuses check-ins and undos on an archived habit with 409 HABIT_ARCHIVED', async () => {
    const { token } = await member();
    const habit = await kit.addHabit(t, token, { ...WALK, dailyTarget: 3 }, 201);
    await kit.completeHabit(t, token, habit._id);
    await archive(token, habit._id);
    for (const res of [
      await kit.completeHabit(t, token, habit._id),
      await kit.undoCheckIn(t, token, habit._id),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json<ErrorResponse>()).toEqual({
        code: 'HABIT_ARCHIVED',
        message: 'This habit is archived. Restore it to check in.',
      });
    }
    expect((await archived(token))[0]?.today.completed).toBe(1);
  });

  it('frees a place under the plan limit; restoring at the limit is 403 HABIT_LIMIT', async () => {
    const { token } = await member('free');
    const first = await kit.addHabit(t, token, WALK, 201);
    for (const name of ['Read', 'Stretch']) await kit.addHabit(t, token, { ...WALK, name }, 201);
    expect((await kit.createHabit(t, token, { ...WALK, name: 'Swim' })).statusCode).toBe(403);

    await archive(token, first._id);
    await kit.addHabit(t, token, { ...WALK, name: 'Swim' }, 201);
    const res = await kit.restoreHabit(t, token, first._id);
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorResponse>().code).toBe('HABIT_LIMIT');
    expect(res.json<ErrorResponse>().message).toMatch(/Free plan allows up to 3 active habits/);
    expect(names(await archived(token))).toEqual(['Morning walk']);
    expect(await active(token)).toHaveLength(3);
  });

  it('keeps badges already earned, and the habit in the data export', async () => {
    const { token } = await member();
    const habit = await kit.addHabit(t, token, WALK, 201);
    await archive(token, habit._id);
    expect(await kit.earnedBadges(t, token)).toEqual(['first-habit']);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/my-data',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json<{ habits: { _id: string }[] }>();
    expect(data.habits.map((h) => h._id)).toEqual([habit._id]);
  });

  it('refuses an unknown value of `archived` with 400', async () => {
    const { token } = await member();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/habits?archived=yes',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(400);
  });
});
