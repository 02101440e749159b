import type { Habit } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import * as kit from '../../test/habits.js';
import { useTestApp } from '../../test/helper.js';

const t = useTestApp();

const listed = async (m: kit.Member, habitId: string) =>
  (await kit.getJson<Habit[]>(t, m.token, '/api/habits')).find((h) => h._id === habitId);

describe("a habit's own reminder", () => {
  it('is set, shown in the list (past the reply cache) and removed by Premium', async () => {
    const m = await kit.newMember(t, '2026-11-16T09:00:00Z', { plan: 'premium' });
    const habit = await kit.addHabit(
      t,
      m.token,
      { name: 'Run', category: 'Health', dailyTarget: 1 },
      201,
    );
    expect(habit.reminder).toBeNull();
    // The list is read (and kept) before the change: the change must still show.
    expect((await listed(m, habit._id))?.reminder).toBeNull();

    const set = await kit.editHabit(t, m.token, habit._id, {
      reminder: { time: '07:30', days: [5, 1, 3] },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<Habit>().reminder).toEqual({ time: '07:30', days: [1, 3, 5] });
    expect((await listed(m, habit._id))?.reminder).toEqual({ time: '07:30', days: [1, 3, 5] });

    const everyDay = await kit.editHabit(t, m.token, habit._id, { reminder: { time: '21:05' } });
    expect(everyDay.json<Habit>().reminder).toEqual({ time: '21:05' });
    expect((await listed(m, habit._id))?.reminder).toEqual({ time: '21:05' });

    const removed = await kit.editHabit(t, m.token, habit._id, { reminder: null });
    expect(removed.statusCode).toBe(200);
    expect((await listed(m, habit._id))?.reminder).toBeNull();
  });

  it('is 403 PLAN_REQUIRED on Free and Pro, and 400 for a bad time or day', async () => {
    for (const plan of ['free', 'pro'] as const) {
      const m = await kit.newMember(t, '2026-11-16T09:00:00Z', { plan });
      const habit = await kit.addHabit(
        t,
        m.token,
        { name: 'Run', category: 'Health', dailyTarget: 1 },
        201,
      );
      const res = await kit.editHabit(t, m.token, habit._id, { reminder: { time: '07:30' } });
      expect(res.statusCode).toBe(403);
      expect(res.json<{ code: string }>().code).toBe('PLAN_REQUIRED');
      expect((await listed(m, habit._id))?.reminder).toBeNull();
    }
    const m = await kit.newMember(t, '2026-11-16T09:00:00Z', { plan: 'premium' });
    const habit = await kit.addHabit(
      t,
      m.token,
      { name: 'Run', category: 'Health', dailyTarget: 1 },
      201,
    );
    for (const reminder of [
      { time: '7:30' },
      { time: '24:00' },
      { time: '07:30', days: [0] },
      { time: '07:30', days: [8] },
      { time: '07:30', days: [] },
      { time: '07:30', days: [1, 1] },
      { time: '07:30', extra: true },
    ]) {
      const res = await kit.editHabit(t, m.token, habit._id, { reminder });
      expect(res.statusCode, JSON.stringify(reminder)).toBe(400);
    }
  });
});
