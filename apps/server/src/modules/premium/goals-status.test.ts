import type { Goal, Habit } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { goals, habits } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';
import * as premium from '../../test/premium.js';

const t = useTestApp();

const storedStatus = async (id: string) =>
  (await db(t).select({ status: goals.status }).from(goals).where(eq(goals.id, id)))[0]?.status;

/*
 * Europe/London. Goals are created at noon on 2 May, before that day's check-ins; today is 6 May.
 *
 *              1 May   2    3    4    5    6 (today)
 *   Read (1)     1     1    1    1    1    1 then undone
 *   Run (2)      2     1    2    2    2    1
 *   Yoga (1)                     .    1         created 4 May
 */
describe('current, computed from the data', () => {
  let m: premium.PlanMember;
  let read: Habit;
  const made: Record<string, Goal> = {};
  beforeAll(async () => {
    m = await premium.member(t, '2026-05-01');
    read = await premium.habitOn(t, m, '2026-05-01', { name: 'Read' });
    const run = await premium.habitOn(t, m, '2026-05-01', { name: 'Run', dailyTarget: 2 }, 1);
    await premium.history(t, m, {
      '2026-05-01': [
        [read, 1],
        [run, 2],
      ],
    });
    await premium.goTo(t, m, '2026-05-02');
    for (const type of ['streak', 'frequency', 'milestone'] as const) {
      const body = { title: type, type, target: 100 };
      made[`${type} Read`] = await premium.createGoal(t, m.token, { ...body, habitId: read._id });
      made[`${type} all`] = await premium.createGoal(t, m.token, body);
    }
    await premium.history(t, m, {
      '2026-05-02': [
        [read, 1],
        [run, 1],
      ],
      '2026-05-03': [
        [read, 1],
        [run, 2],
      ],
    });
    const yoga = await premium.habitOn(t, m, '2026-05-04', { name: 'Yoga' });
    await premium.history(t, m, {
      '2026-05-04': [
        [read, 1],
        [run, 2],
      ],
      '2026-05-05': [
        [read, 1],
        [run, 2],
        [yoga, 1],
      ],
      '2026-05-06': [
        [read, 1],
        [run, 1],
      ],
    });
    kit.okResult(await kit.undoCheckIn(t, m.token, read._id));
  }, 60_000);

  it.each([
    // Read: done 1–5 May, not yet today. Run: 3–5 May. Yoga: 5 May.
    ['streak Read', 5],
    ['streak all', 5],
    // Read reached its target on 2–5 May (1 May is before the goal).
    ['frequency Read', 4],
    // Every habit that existed reached its target on 3 May and 5 May (Yoga missed 4 May).
    ['frequency all', 2],
    // Read's units since 2 May, the undone one left out; all habits: 4 + 8 (Run) + 1 (Yoga).
    ['milestone Read', 4],
    ['milestone all', 13],
  ])('%s is %i', async (name, current) => {
    const goal = await premium.goalById(t, m.token, made[name]!._id);
    expect(goal).toMatchObject({ current, status: 'active' });
  });

  it("follows the linked habit's name, and keeps it once the habit is deleted", async () => {
    await db(t).update(habits).set({ name: 'Read more' }).where(eq(habits.id, read._id));
    expect(await premium.goalById(t, m.token, made['streak Read']!._id)).toMatchObject({
      habitId: read._id,
      habitName: 'Read more',
    });
    expect((await kit.deleteHabit(t, m.token, read._id)).statusCode).toBe(204);
    // Its history went with it: nothing counts, and it does not become a goal about every habit.
    expect(await premium.goalById(t, m.token, made['milestone Read']!._id)).toMatchObject({
      habitId: null,
      habitName: 'Read',
      current: 0,
    });
  });
});

describe('status', () => {
  let m: premium.PlanMember;
  let read: Habit;
  beforeAll(async () => {
    m = await premium.member(t, '2026-05-01');
    read = await premium.habitOn(t, m, '2026-05-01', { name: 'Read' });
    await premium.history(t, m, {
      '2026-05-01': [[read, 1]],
      '2026-05-02': [[read, 1]],
      '2026-05-03': [[read, 1]],
    });
  });

  it('is completed as soon as the data reaches the target, and stays so after the streak breaks', async () => {
    const goal = await premium.createGoal(t, m.token, {
      title: 'Three in a row',
      type: 'streak',
      target: 3,
      habitId: read._id,
    });
    expect(goal).toMatchObject({ current: 3, status: 'completed' });
    expect(Math.abs(Date.parse(goal.completedAt ?? '') - t.clock.now().getTime())).toBeLessThan(
      5_000,
    );
    expect(await storedStatus(goal._id)).toBe('completed');

    await premium.goTo(t, m, '2026-05-06'); // two days missed: the streak is broken
    const later = await premium.goalById(t, m.token, goal._id);
    expect(later).toMatchObject({ current: 0, status: 'completed', completedAt: goal.completedAt });
  });

  it('fails once the deadline has passed unreached, judged on the days up to the deadline', async () => {
    await premium.goTo(t, m, '2026-05-06');
    const goal = await premium.createGoal(t, m.token, {
      title: 'Four reading days',
      type: 'frequency',
      target: 4,
      habitId: read._id,
      deadline: '2026-05-08',
    });
    await premium.history(t, m, { '2026-05-07': [[read, 1]], '2026-05-08': [[read, 1]] });
    expect(await premium.goalById(t, m.token, goal._id)).toMatchObject({
      current: 2,
      status: 'active', // the deadline is today: still time
    });
    await premium.history(t, m, { '2026-05-09': [[read, 1]], '2026-05-10': [[read, 1]] });
    expect(await premium.goalById(t, m.token, goal._id)).toMatchObject({
      current: 2, // days after the deadline do not count
      status: 'failed',
      completedAt: null,
    });
    expect(await storedStatus(goal._id)).toBe('failed');

    // A later deadline gives it another chance, judged again with the new one.
    const extended = await premium.updateGoal(t, m.token, goal._id, { deadline: '2026-05-31' });
    expect(extended).toMatchObject({ current: 4, status: 'completed' });
  });

  it('pauses and resumes: a paused goal is neither completed nor failed until resumed', async () => {
    await premium.goTo(t, m, '2026-05-11');
    const goal = await premium.createGoal(t, m.token, {
      title: 'Two check-ins',
      type: 'milestone',
      target: 2,
      deadline: '2026-05-20',
    });
    const paused = await premium.updateGoal(t, m.token, goal._id, { status: 'paused' });
    expect(paused).toMatchObject({ status: 'paused', current: 0 });
    await premium.history(t, m, { '2026-05-11': [[read, 1]], '2026-05-12': [[read, 1]] });
    expect(await premium.goalById(t, m.token, goal._id)).toMatchObject({
      status: 'paused',
      current: 2,
    });
    expect(await storedStatus(goal._id)).toBe('paused');
    const resumed = await premium.updateGoal(t, m.token, goal._id, { status: 'active' });
    expect(resumed).toMatchObject({ status: 'completed', current: 2 });
    expect(resumed.completedAt).not.toBeNull();
  });

  it('a paused goal past its deadline fails only when resumed', async () => {
    await premium.goTo(t, m, '2026-05-12', 10);
    const goal = await premium.createGoal(t, m.token, {
      title: 'Hundred',
      type: 'milestone',
      target: 100,
      deadline: '2026-05-13',
    });
    await premium.updateGoal(t, m.token, goal._id, { status: 'paused' });
    await premium.goTo(t, m, '2026-05-15');
    expect(await premium.goalById(t, m.token, goal._id)).toMatchObject({ status: 'paused' });
    const resumed = await premium.updateGoal(t, m.token, goal._id, { status: 'active' });
    expect(resumed.status).toBe('failed');
  });

  it('a completed goal reopens when its target goes up, not when it goes down', async () => {
    await premium.goTo(t, m, '2026-05-15', 20);
    const goal = await premium.createGoal(t, m.token, {
      title: 'Reading days',
      type: 'frequency',
      target: 1,
      habitId: read._id,
    });
    await premium.checkIn(t, m, read, '2026-05-15');
    const done = await premium.goalById(t, m.token, goal._id);
    expect(done).toMatchObject({ status: 'completed', current: 1 });
    const raised = await premium.updateGoal(t, m.token, goal._id, { target: 3 });
    expect(raised).toMatchObject({ status: 'active', completedAt: null, current: 1 });
    await premium.checkIn(t, m, read, '2026-05-16');
    await premium.checkIn(t, m, read, '2026-05-17');
    expect(await premium.goalById(t, m.token, goal._id)).toMatchObject({ status: 'completed' });
    await premium.goTo(t, m, '2026-05-30'); // long after; lowering the bar keeps it reached
    const lowered = await premium.updateGoal(t, m.token, goal._id, { target: 2, title: 'Two' });
    expect(lowered).toMatchObject({ status: 'completed', title: 'Two' });
  });
});
