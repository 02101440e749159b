import {
  HABIT_KIND_MESSAGES,
  MESSAGES,
  type CompleteResult,
  type ErrorResponse,
  type Habit,
} from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import * as kit from '../../test/habits.js';
import { bearer, useTestApp } from '../../test/helper.js';

/*
 * The three kinds of habit from outside (docs/decisions/032-habit-kinds.md): creating and editing
 * each kind, the list's shape, and a measure's check-ins with amounts. Quit habits, past days and
 * the plan's limit: habit-kinds-quit.test.ts.
 */
const t = useTestApp();
const NOON = '2026-06-10T12:00:00Z';

const RUN = { name: 'Run', category: 'Fitness', kind: 'measure', unit: 'km', target: 5 };
const SUGAR = { name: 'No sugar', category: 'Health', kind: 'quit', limit: 2 };

const checkIn = (m: kit.Member, id: string, payload: object, key?: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/habits/${id}/complete`,
    headers: { ...bearer(m.token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

function refused(res: { statusCode: number; body: string }, status: number, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect((JSON.parse(res.body) as ErrorResponse).message).toBe(message);
}

const listed = async (m: kit.Member, id: string) =>
  (await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200)).find((h) => h._id === id);

describe('creating each kind', () => {
  it('stores a count, a measure and a quit habit and lists each with its fields', async () => {
    const m = await kit.newMember(t, NOON, { plan: 'premium' });
    const count = await kit.addHabit(
      t,
      m.token,
      { name: 'Floss', category: 'Health', dailyTarget: 2 },
      201,
    );
    const run = await kit.addHabit(t, m.token, RUN, 201);
    const sugar = await kit.addHabit(t, m.token, { ...SUGAR, unit: 'sweets' }, 201);
    expect(count).toMatchObject({
      kind: 'count',
      unit: null,
      target: null,
      limit: null,
      dailyTarget: 2,
    });
    expect(count.today).toEqual({ date: '2026-06-10', completed: 0, target: 2, isComplete: false });
    expect(run).toMatchObject({
      kind: 'measure',
      unit: 'km',
      target: 5,
      limit: null,
      dailyTarget: 1,
    });
    expect(run.today).toEqual({ date: '2026-06-10', completed: 0, target: 5, isComplete: false });
    expect(sugar).toMatchObject({
      kind: 'quit',
      unit: 'sweets',
      target: null,
      limit: 2,
      dailyTarget: 1,
    });
    // A quit habit's day is kept from the start: today is done until a slip takes it over.
    expect(sugar.today).toEqual({ date: '2026-06-10', completed: 0, target: 2, isComplete: true });
    expect(sugar.completions).toEqual([{ date: '2026-06-10', count: 0, status: 'done' }]);
    const list = await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200);
    expect(list.map((h) => [h.name, h.kind, h.unit, h.target, h.limit, h.dailyTarget])).toEqual([
      ['No sugar', 'quit', 'sweets', null, 2, 1],
      ['Run', 'measure', 'km', 5, null, 1],
      ['Floss', 'count', null, null, null, 2],
    ]);
  });

  it('refuses a field of another kind, and a kind without its own fields, with a sentence', async () => {
    const m = await kit.newMember(t, NOON, { plan: 'premium' });
    const cases: [object, string, string][] = [
      [
        { ...RUN, dailyTarget: 2 },
        'dailyTarget',
        HABIT_KIND_MESSAGES.fieldNotForKind('dailyTarget', 'measure'),
      ],
      [{ ...RUN, limit: 1 }, 'limit', HABIT_KIND_MESSAGES.fieldNotForKind('limit', 'measure')],
      [{ ...RUN, unit: undefined }, 'unit', HABIT_KIND_MESSAGES.unitRequired],
      [{ ...RUN, target: 0 }, 'target', HABIT_KIND_MESSAGES.targetInvalid],
      [{ ...RUN, target: 1.234 }, 'target', HABIT_KIND_MESSAGES.targetInvalid],
      [{ ...SUGAR, target: 3 }, 'target', HABIT_KIND_MESSAGES.fieldNotForKind('target', 'quit')],
      [{ ...SUGAR, limit: undefined }, 'limit', HABIT_KIND_MESSAGES.limitRequired],
      [{ ...SUGAR, limit: 101 }, 'limit', HABIT_KIND_MESSAGES.limitInvalid],
      [
        { name: 'Floss', category: 'Health', dailyTarget: 1, unit: 'x' },
        'unit',
        HABIT_KIND_MESSAGES.fieldNotForKind('unit', 'count'),
      ],
      [{ ...RUN, kind: 'habit' }, 'kind', HABIT_KIND_MESSAGES.kindInvalid],
    ];
    for (const [payload, field, message] of cases) {
      const res = await kit.createHabit(t, m.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<ErrorResponse>().fields?.[field], JSON.stringify(payload)).toBe(message);
    }
    expect(await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200)).toEqual([]);
  });
});

describe('editing a kind', () => {
  it('refuses another kind (409) and fields of another kind (400), and takes its own', async () => {
    const m = await kit.newMember(t, NOON, { plan: 'premium' });
    const run = await kit.addHabit(t, m.token, RUN, 201);
    refused(
      await kit.editHabit(t, m.token, run._id, { kind: 'quit', limit: 1 }),
      409,
      HABIT_KIND_MESSAGES.kindFixed,
    );
    expect(
      (await kit.editHabit(t, m.token, run._id, { kind: 'quit' })).json<ErrorResponse>().code,
    ).toBe('CONFLICT');
    const wrong = await kit.editHabit(t, m.token, run._id, { dailyTarget: 3 });
    refused(wrong, 400, HABIT_KIND_MESSAGES.fieldNotForKind('dailyTarget', 'measure'));
    expect(wrong.json<ErrorResponse>().fields).toEqual({
      dailyTarget: HABIT_KIND_MESSAGES.fieldNotForKind('dailyTarget', 'measure'),
    });
    const same = await kit.editHabit(t, m.token, run._id, {
      kind: 'measure',
      unit: 'mi',
      target: 3.5,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json<Habit>()).toMatchObject({
      kind: 'measure',
      unit: 'mi',
      target: 3.5,
      dailyTarget: 1,
    });
    expect(await listed(m, run._id)).toMatchObject({ unit: 'mi', target: 3.5 });
  });

  it("a measure's new target judges today's total, as a count's new target does", async () => {
    const m = await kit.newMember(t, NOON);
    const run = await kit.addHabit(t, m.token, RUN, 201);
    kit.okResult(await checkIn(m, run._id, { amount: 3 }));
    const lower = (await kit.editHabit(t, m.token, run._id, { target: 2.5 })).json<Habit>();
    expect(lower.today).toEqual({
      date: '2026-06-10',
      completed: 3,
      target: 2.5,
      isComplete: true,
    });
    expect(lower.streak.current).toBe(1);
    const higher = (await kit.editHabit(t, m.token, run._id, { target: 4 })).json<Habit>();
    expect(higher.today).toMatchObject({ completed: 3, target: 4, isComplete: false });
    expect(higher.streak.current).toBe(0);
    expect(higher.completions).toEqual([{ date: '2026-06-10', count: 3, status: 'partial' }]);
  });
});

describe("a measure's check-ins", () => {
  it('adds amounts, pays once when the target is reached, and an undo below it takes that back', async () => {
    const m = await kit.newMember(t, NOON);
    const run = await kit.addHabit(t, m.token, RUN, 201);
    const first = kit.okResult(await checkIn(m, run._id, { amount: 2.5 }));
    expect(first).toMatchObject({ pointsEarned: 0, streakIncremented: false });
    expect(first.progress).toEqual({ completed: 2.5, target: 5 });
    expect(first.habit.today).toMatchObject({ completed: 2.5, target: 5, isComplete: false });
    const second = kit.okResult(await checkIn(m, run._id, { amount: 2.5 }));
    expect(second).toMatchObject({ pointsEarned: 10, streakIncremented: true });
    expect(second.habit.today).toMatchObject({ completed: 5, isComplete: true });
    expect(second.habit.streak.current).toBe(1);
    expect(second.habit.completions).toEqual([{ date: '2026-06-10', count: 5, status: 'done' }]);
    // Past the target: accepted, added, no points.
    const more = kit.okResult(await checkIn(m, run._id, { amount: 1.25 }));
    expect(more).toMatchObject({ pointsEarned: 0, streakIncremented: false });
    expect(more.progress).toEqual({ completed: 6.25, target: 5 });
    expect(await kit.books(t, m)).toBe(10);

    const undoMore = kit.okResult(await kit.undoCheckIn(t, m.token, run._id));
    expect(undoMore.pointsEarned).toBe(0);
    expect(undoMore.habit.today).toMatchObject({ completed: 5, isComplete: true });
    const undoReach = kit.okResult(await kit.undoCheckIn(t, m.token, run._id));
    expect(undoReach.pointsEarned).toBe(-10);
    expect(undoReach.habit.today).toMatchObject({ completed: 2.5, isComplete: false });
    expect(undoReach.habit.streak.current).toBe(0);
    expect(await kit.books(t, m)).toBe(0);
    expect((await listed(m, run._id))?.completions).toEqual([
      { date: '2026-06-10', count: 2.5, status: 'partial' },
    ]);
  });

  it('refuses a count, or no amount, with the sentence; a count habit and a quit habit refuse an amount', async () => {
    const m = await kit.newMember(t, NOON, { plan: 'premium' });
    const run = await kit.addHabit(t, m.token, RUN, 201);
    const floss = await kit.addHabit(
      t,
      m.token,
      { name: 'Floss', category: 'Health', dailyTarget: 2 },
      201,
    );
    const sugar = await kit.addHabit(t, m.token, SUGAR, 201);
    refused(await checkIn(m, run._id, { count: 1 }), 400, HABIT_KIND_MESSAGES.amountNeeded);
    refused(await checkIn(m, run._id, {}), 400, HABIT_KIND_MESSAGES.amountNeeded);
    refused(await kit.completeHabit(t, m.token, run._id), 400, HABIT_KIND_MESSAGES.amountNeeded);
    refused(await checkIn(m, run._id, { amount: 0 }), 400, HABIT_KIND_MESSAGES.amountInvalid);
    refused(await checkIn(m, run._id, { amount: 1.005 }), 400, HABIT_KIND_MESSAGES.amountInvalid);
    refused(await checkIn(m, floss._id, { amount: 1 }), 400, HABIT_KIND_MESSAGES.amountRefused);
    refused(await checkIn(m, sugar._id, { amount: 1 }), 400, HABIT_KIND_MESSAGES.amountRefused);
    refused(
      await checkIn(m, sugar._id, { count: 1, amount: 1 }),
      400,
      HABIT_KIND_MESSAGES.countAndAmount,
    );
    const eleven = await checkIn(m, floss._id, { count: 11 });
    refused(eleven, 400, MESSAGES.countInvalid);
    expect(eleven.json<ErrorResponse>().fields).toEqual({ count: MESSAGES.countInvalid });
    // Nothing was written by any of them.
    for (const habit of [run, floss, sugar]) {
      expect((await listed(m, habit._id))?.today.completed).toBe(0);
    }
    expect(await kit.books(t, m)).toBe(0);
  });

  it('counts a day toward the weekly challenge once its total reaches the target, and a late entry works', async () => {
    const m = await kit.newMember(t, NOON);
    const run = await kit.addHabit(t, m.token, { ...RUN, target: 50 }, 201);
    const entry = kit.okResult(await checkIn(m, run._id, { amount: 12.5 }));
    expect(entry.weeklyChallenge.progress).toBe(0);
    await kit.moveClock(t, m, '2026-06-11T08:00:00Z');
    const late = kit.okResult(await checkIn(m, run._id, { amount: 40, date: '2026-06-10' }));
    expect(late).toMatchObject({ pointsEarned: 10, streakIncremented: true });
    expect(late.weeklyChallenge.progress).toBe(1);
    // An entry past the target adds no habit-day.
    const more = kit.okResult(await checkIn(m, run._id, { amount: 5, date: '2026-06-10' }));
    expect(more.weeklyChallenge.progress).toBe(1);
    const undone = await kit.getJson<{ weeklyChallenge: CompleteResult['weeklyChallenge'] }>(
      t,
      m.token,
      '/api/gamification/stats',
      200,
    );
    expect(undone.weeklyChallenge.progress).toBe(1);
    expect(late.habit.completions).toEqual([{ date: '2026-06-10', count: 52.5, status: 'done' }]);
  });
});
