import {
  HABIT_KIND_MESSAGES,
  type ErrorResponse,
  type GamificationStats,
  type Habit,
  type HabitDayList,
  type SetHabitDayResult,
} from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { habits, pointEntries, users } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';

/*
 * Habits to quit, past days of each kind, and the plan's limit across kinds
 * (docs/decisions/032-habit-kinds.md). Creating and measuring: habit-kinds.test.ts.
 */
const t = useTestApp();
const NOON = '2026-06-10T12:00:00Z';
const SUGAR = { name: 'No sugar', category: 'Health', kind: 'quit', limit: 2 };
const RUN = { name: 'Run', category: 'Fitness', kind: 'measure', unit: 'km', target: 5 };

const slip = (m: kit.Member, id: string, payload: object = {}) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/habits/${id}/complete`,
    headers: bearer(m.token),
    payload,
  });
const put = (m: kit.Member, id: string, date: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/habits/${id}/days/${date}`,
    headers: bearer(m.token),
    payload,
  });
const days = (m: kit.Member, id: string, from: string, to: string) =>
  kit.getJson<HabitDayList>(t, m.token, `/api/habits/${id}/days?from=${from}&to=${to}`, 200);
const challenge = async (m: kit.Member) =>
  (await kit.getJson<GamificationStats>(t, m.token, '/api/gamification/stats', 200)).weeklyChallenge
    .progress;

function ok(res: { statusCode: number; body: string }): SetHabitDayResult {
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body) as SetHabitDayResult;
}

describe('a habit to quit', () => {
  it('starts kept; slips pay nothing; over the limit the day is missed and the streak drops', async () => {
    const m = await kit.newMember(t, NOON);
    const sugar = await kit.addHabit(t, m.token, SUGAR, 201);
    expect(sugar.streak.current).toBe(1);
    const [row] = await db(t).select().from(habits).where(eq(habits.id, sugar._id));
    expect(row?.quitWrittenThrough).toBe('2026-06-10');
    const [user] = await db(t).select().from(users).where(eq(users.id, m.id));
    expect(user?.quitDaysThrough).toBe('2026-06-10');

    const one = kit.okResult(await slip(m, sugar._id));
    expect(one).toMatchObject({ pointsEarned: 0, streakIncremented: false });
    expect(one.habit.today).toEqual({
      date: '2026-06-10',
      completed: 1,
      target: 2,
      isComplete: true,
    });
    expect(one.habit.streak.current).toBe(1);
    const over = kit.okResult(await slip(m, sugar._id, { count: 2 }));
    expect(over.pointsEarned).toBe(0);
    expect(over.progress).toEqual({ completed: 3, target: 2 });
    expect(over.habit.today).toMatchObject({ completed: 3, isComplete: false });
    expect(over.habit.streak.current).toBe(0);
    expect(over.habit.completions).toEqual([{ date: '2026-06-10', count: 3, status: 'missed' }]);
    // Slips count nothing toward the weekly challenge; nothing was paid or taken.
    expect(over.weeklyChallenge.progress).toBe(0);
    expect(await challenge(m)).toBe(0);
    expect(await kit.books(t, m)).toBe(0);

    const undone = kit.okResult(await kit.undoCheckIn(t, m.token, sugar._id));
    expect(undone.pointsEarned).toBe(0);
    expect(undone.habit.today).toMatchObject({ completed: 1, isComplete: true });
    expect(undone.habit.streak.current).toBe(1);
    expect(await kit.books(t, m)).toBe(0);
  });

  it("counts a kept day once paid toward its week's challenge, and slips never", async () => {
    const m = await kit.newMember(t, NOON);
    const sugar = await kit.addHabit(t, m.token, SUGAR, 201);
    kit.okResult(await slip(m, sugar._id));
    expect(await challenge(m)).toBe(0);
    // As the kept-day payment writes it (docs/decisions/032-habit-kinds.md).
    await db(t)
      .insert(pointEntries)
      .values({
        userId: m.id,
        habitId: sugar._id,
        reason: 'quit-day',
        amount: 10,
        day: '2026-06-09',
        bonusKey: `quit-day:${sugar._id}:2026-06-09`,
      });
    expect(await challenge(m)).toBe(1);
  });

  it('a new limit judges today again, and a second quit habit never moves the mark', async () => {
    const m = await kit.newMember(t, NOON, { plan: 'premium' });
    const sugar = await kit.addHabit(t, m.token, { ...SUGAR, limit: 0 }, 201);
    kit.okResult(await slip(m, sugar._id));
    const raised = (await kit.editHabit(t, m.token, sugar._id, { limit: 1 })).json<Habit>();
    expect(raised).toMatchObject({ limit: 1, streak: { current: 1 } });
    expect(raised.today).toMatchObject({ completed: 1, target: 1, isComplete: true });
    const lowered = (await kit.editHabit(t, m.token, sugar._id, { limit: 0 })).json<Habit>();
    expect(lowered.today).toMatchObject({ completed: 1, target: 0, isComplete: false });
    expect(lowered.streak.current).toBe(0);

    await kit.moveClock(t, m, '2026-06-12T12:00:00Z');
    await kit.addHabit(t, m.token, { ...SUGAR, name: 'No crisps' }, 201);
    const [user] = await db(t).select().from(users).where(eq(users.id, m.id));
    expect(user?.quitDaysThrough).toBe('2026-06-10');
  });

  it("follows the person's local midnight, and takes a late slip of yesterday", async () => {
    const zone = 'Pacific/Auckland';
    const m = await kit.newMember(t, kit.atWallClock('2026-06-10T23:30', zone).toISOString(), {
      timezone: zone,
    });
    const sugar = await kit.addHabit(t, m.token, SUGAR, 201);
    expect(sugar.today.date).toBe('2026-06-10');
    kit.okResult(await slip(m, sugar._id, { count: 3 }));
    await kit.moveClock(t, m, kit.atWallClock('2026-06-11T00:30', zone));
    const next = (await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200))[0];
    expect(next?.today).toEqual({
      date: '2026-06-11',
      completed: 0,
      target: 2,
      isComplete: true,
    });
    expect(next?.completions.find((c) => c.date === '2026-06-10')).toEqual({
      date: '2026-06-10',
      count: 3,
      status: 'missed',
    });
    kit.okResult(await slip(m, sugar._id));
    kit.okResult(await slip(m, sugar._id, { date: '2026-06-10' }));
    expect((await days(m, sugar._id, '2026-06-10', '2026-06-11')).days).toEqual([
      { date: '2026-06-10', count: 4, target: 2, note: null, corrected: false },
      { date: '2026-06-11', count: 1, target: 2, note: null, corrected: false },
    ]);
  });
});

describe('past days of each kind', () => {
  it("sets a measure's amount and a quit habit's slips; an old day is corrected without points", async () => {
    const m = await kit.newMember(t, '2026-06-05T12:00:00Z', { plan: 'premium' });
    const run = await kit.addHabit(t, m.token, RUN, 201);
    const sugar = await kit.addHabit(t, m.token, SUGAR, 201);
    await kit.moveClock(t, m, NOON);
    // The quit habit's kept days, 5 to 9 June, are paid on the first read (quit-days.service.ts).
    await kit.getJson(t, m.token, '/api/habits', 200);
    const base = await kit.books(t, m);
    expect(base).toBe(50);

    const today = ok(await put(m, run._id, '2026-06-10', { amount: 3.5 }));
    expect(today.day).toEqual({
      date: '2026-06-10',
      count: 3.5,
      target: 5,
      note: null,
      corrected: false,
    });
    expect(today.habit.today).toMatchObject({ completed: 3.5, target: 5, isComplete: false });
    const reached = ok(await put(m, run._id, '2026-06-10', { amount: 5.1 }));
    expect(reached.day.count).toBe(5.1);
    expect(await kit.books(t, m)).toBe(base + 10);
    expect(ok(await put(m, run._id, '2026-06-10', { amount: 1 })).day.count).toBe(1);
    expect(await kit.books(t, m)).toBe(base);

    const old = ok(await put(m, run._id, '2026-06-07', { amount: 6 }));
    expect(old.day).toEqual({
      date: '2026-06-07',
      count: 6,
      target: 5,
      note: null,
      corrected: true,
    });
    const slips = ok(await put(m, sugar._id, '2026-06-07', { count: 3 }));
    expect(slips.day).toEqual({
      date: '2026-06-07',
      count: 3,
      target: 2,
      note: null,
      corrected: true,
    });
    // 8 June was written ahead as kept with no slip: 0 slips changes nothing but the note.
    const kept = ok(await put(m, sugar._id, '2026-06-08', { count: 0, note: 'clean' }));
    expect(kept.day).toMatchObject({ count: 0, target: 2, note: 'clean', corrected: false });
    expect(
      kept.habit.completions.filter((c) =>
        ['2026-06-05', '2026-06-07', '2026-06-08'].includes(c.date),
      ),
    ).toEqual([
      { date: '2026-06-05', count: 0, status: 'done' },
      { date: '2026-06-07', count: 3, status: 'missed' },
      { date: '2026-06-08', count: 0, status: 'done' },
    ]);
    expect(await kit.books(t, m)).toBe(base);
    expect((await days(m, run._id, '2026-06-01', '2026-06-30')).days).toEqual([
      { date: '2026-06-07', count: 6, target: 5, note: null, corrected: true },
      { date: '2026-06-10', count: 1, target: 5, note: null, corrected: false },
    ]);

    const refused = async (res: { statusCode: number; body: string }, message: string) => {
      expect(res.statusCode, res.body).toBe(400);
      expect((JSON.parse(res.body) as ErrorResponse).message).toBe(message);
    };
    await refused(
      await put(m, run._id, '2026-06-07', { count: 2 }),
      HABIT_KIND_MESSAGES.amountNeeded,
    );
    await refused(
      await put(m, sugar._id, '2026-06-07', { amount: 2 }),
      HABIT_KIND_MESSAGES.amountRefused,
    );
  });
});

describe("the free plan's limit", () => {
  it('is 3 habits whatever their kinds', async () => {
    const m = await kit.newMember(t, NOON);
    await kit.addHabit(t, m.token, SUGAR, 201);
    await kit.addHabit(t, m.token, RUN, 201);
    await kit.addHabit(t, m.token, { name: 'Floss', category: 'Health', dailyTarget: 1 }, 201);
    for (const body of [SUGAR, RUN, { name: 'Read', category: 'Learning', dailyTarget: 1 }]) {
      const res = await kit.createHabit(t, m.token, { ...body, name: 'One more' });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json<ErrorResponse>().code).toBe('HABIT_LIMIT');
    }
    expect(await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200)).toHaveLength(3);
  });
});
