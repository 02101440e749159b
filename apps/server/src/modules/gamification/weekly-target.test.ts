import type { CompleteResult, GamificationStats, Habit } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import * as kit from '../../test/habits.js';
import { useTestApp } from '../../test/helper.js';

const t = useTestApp();

/** Noon UTC is the same calendar day in London all year. */
const moveTo = (m: kit.Member, day: string) => kit.moveClock(t, m, `${day}T12:00:00Z`);
const create = (m: kit.Member, name: string, dailyTarget = 1) =>
  kit.addHabit(t, m.token, { name, category: 'Health', dailyTarget }, 201);
const challenge = async (m: kit.Member) =>
  (await kit.getJson<GamificationStats>(t, m.token, '/api/gamification/stats', 200))
    .weeklyChallenge;
const complete = async (m: kit.Member, habit: Habit, count = habit.dailyTarget) =>
  kit.okResult(await kit.completeHabit(t, m.token, habit._id, { count }));
const perfectBonus = (r: CompleteResult) => r.bonuses.filter((b) => b.reason === 'perfect-week');

describe('the weekly challenge target', () => {
  it('is fixed when the week is first seen and holds while habits come and go', async () => {
    // Wednesday 14 October 2026.
    const m = await kit.newMember(t, '2026-10-14T09:00:00Z', { plan: 'pro' });
    const first = await create(m, 'Walk');
    // Wednesday to Sunday: 5 habit-days due, 3 of them asked.
    expect(await challenge(m)).toMatchObject({ target: 3, startsOn: '2026-10-12' });

    const added = [await create(m, 'Read'), await create(m, 'Stretch'), await create(m, 'Water')];
    expect((await challenge(m)).target).toBe(3);
    const checkedIn = await complete(m, added[0] as Habit);
    expect(checkedIn.weeklyChallenge).toMatchObject({ target: 3, progress: 1 });

    expect((await kit.deleteHabit(t, m.token, first._id)).statusCode).toBe(204);
    expect((await challenge(m)).target).toBe(3);

    // Next Monday the target follows the habits of that moment, 60 % of their 21 habit-days, but
    // moves no more than 2 from last week's 3 (docs/decisions/042-weekly-challenge-effort.md).
    await moveTo(m, '2026-10-19');
    expect(await challenge(m)).toMatchObject({
      target: 5,
      startsOn: '2026-10-19',
      title: 'Complete 5 habit-days this week',
    });
    await create(m, 'Swim');
    expect((await challenge(m)).target).toBe(5);
    await moveTo(m, '2026-10-26');
    expect((await challenge(m)).target).toBe(7);
  });

  it('leaves archived habits out of a new week’s target', async () => {
    const m = await kit.newMember(t, '2026-10-14T09:00:00Z', { plan: 'pro' });
    const habits = [await create(m, 'Run'), await create(m, 'Read'), await create(m, 'Rest')];
    // 15 habit-days due from Wednesday: 9.
    expect((await challenge(m)).target).toBe(9);
    for (const h of habits.slice(1)) {
      expect((await kit.archiveHabit(t, m.token, h._id)).statusCode).toBe(200);
    }
    expect((await challenge(m)).target).toBe(9);
    // One habit owes 7 days: the target never asks for more than is due.
    await moveTo(m, '2026-10-19');
    expect((await challenge(m)).target).toBe(7);
    await moveTo(m, '2026-10-26');
    expect((await challenge(m)).target).toBe(5);
  });

  it('counts a weekly habit’s times and a chosen-days habit’s days, not seven days each', async () => {
    // Monday 19 October 2026.
    const m = await kit.newMember(t, '2026-10-19T09:00:00Z', { plan: 'pro' });
    const base = { category: 'Health', dailyTarget: 1 };
    await kit.addHabit(
      t,
      m.token,
      { ...base, name: 'Swim', schedule: { kind: 'weekly', times: 2 } },
      201,
    );
    await kit.addHabit(
      t,
      m.token,
      { ...base, name: 'Gym', schedule: { kind: 'weekdays', days: [1, 3, 5] } },
      201,
    );
    await create(m, 'Walk');
    // 2 + 3 + 7 = 12 habit-days due: 8.
    expect((await challenge(m)).target).toBe(8);
  });
});

describe('the weekly challenge’s progress', () => {
  it('counts a day done once: one Complete All on an 8-glass habit is one habit-day', async () => {
    // Monday 2 November 2026.
    const m = await kit.newMember(t, '2026-11-02T08:00:00Z');
    const water = await create(m, 'Water', 8);
    const all = await complete(m, water);
    expect(all.weeklyChallenge).toMatchObject({ target: 5, progress: 1, completed: false });
    expect(all.bonuses).toEqual([]);
    // A day short of its target counts nothing, however many check-ins it has.
    const tea = await create(m, 'Tea', 3);
    expect((await complete(m, tea, 2)).weeklyChallenge.progress).toBe(1);

    // Effort across days: the fifth day done wins the week.
    for (const day of ['2026-11-03', '2026-11-04', '2026-11-05']) {
      await moveTo(m, day);
      expect((await complete(m, water)).bonuses).toEqual([]);
    }
    await moveTo(m, '2026-11-06');
    const friday = await complete(m, water);
    expect(friday.weeklyChallenge).toMatchObject({ progress: 5, completed: true });
    expect(friday.bonuses.map((b) => b.reason)).toEqual(['weekly-challenge']);

    // Next week's target moves gently from this week's 5, never to 25.
    await moveTo(m, '2026-11-09');
    expect(await challenge(m)).toMatchObject({ target: 7, progress: 0 });
  });
});

describe('perfect weeks with edited and archived habits', () => {
  it('stop counting a habit from the day it was archived', async () => {
    // Monday 2 November 2026.
    const m = await kit.newMember(t, '2026-11-02T08:00:00Z');
    const kept = await create(m, 'Kept');
    const dropped = await create(m, 'Dropped');
    let last: CompleteResult | undefined;
    for (const day of ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05']) {
      await moveTo(m, day);
      if (day === '2026-11-04') await kit.archiveHabit(t, m.token, dropped._id);
      if (day < '2026-11-04') await complete(m, dropped);
      last = await complete(m, kept);
    }
    for (const day of ['2026-11-06', '2026-11-07', '2026-11-08']) {
      await moveTo(m, day);
      last = await complete(m, kept);
    }
    expect(last && perfectBonus(last)).toEqual([{ reason: 'perfect-week', points: 100 }]);
  });

  it('are not made by lowering a target after a day fell short', async () => {
    const m = await kit.newMember(t, '2026-11-09T08:00:00Z');
    const habit = await create(m, 'Read', 2);
    await moveTo(m, '2026-11-09');
    await complete(m, habit, 1); // Monday: 1 of 2
    await moveTo(m, '2026-11-10');
    const lowered = await kit.editHabit(t, m.token, habit._id, { dailyTarget: 1 });
    expect(lowered.statusCode, lowered.body).toBe(200);
    for (const day of ['2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13', '2026-11-14']) {
      await moveTo(m, day);
      await complete(m, { ...habit, dailyTarget: 1 });
    }
    await moveTo(m, '2026-11-15');
    const sunday = await complete(m, { ...habit, dailyTarget: 1 });
    expect(perfectBonus(sunday)).toEqual([]);
    expect(await kit.earnedBadges(t, m.token)).not.toContain('perfect-week');
  });
});
