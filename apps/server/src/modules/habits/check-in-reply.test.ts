import { addDays, type Habit } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import * as kit from '../../test/habits.js';
import { useTestApp } from '../../test/helper.js';

/*
 * A check-in's and an undo's reply carry the habit as the list shows it: the reply builds its
 * window from the rows the check-in read under the lock and the day it wrote, without reading them
 * again (check-in.service.ts), so it must match the list's own read, row for row.
 */
const t = useTestApp();

const MONDAY = '2026-11-02';
const at = (day: string, time = '12:00:00') => `${day}T${time}Z`;

async function listed(m: kit.Member, id: string): Promise<Habit | undefined> {
  const list = await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200);
  return list.find((h) => h._id === id);
}

describe('the reply of a check-in and of an undo', () => {
  it('is the habit as the list shows it, through check-ins, late ones, undos and a new target', async () => {
    const m = await kit.newMember(t, at(MONDAY));
    const habit = await kit.addHabit(
      t,
      m.token,
      { name: 'Water', category: 'Health', dailyTarget: 3 },
      201,
    );
    const expectSame = async (reply: Habit) => expect(reply).toEqual(await listed(m, habit._id));

    // Some days done, one partial; Thursday is left for later.
    for (const [offset, count] of [
      [0, 3],
      [1, 1],
      [2, 3],
    ] as const) {
      await kit.moveClock(t, m, at(addDays(MONDAY, offset)));
      const done = kit.okResult(await kit.completeHabit(t, m.token, habit._id, { count }));
      await expectSame(done.habit);
    }

    // Friday morning: Thursday filled late, then today started and undone to nothing.
    await kit.moveClock(t, m, at(addDays(MONDAY, 4), '08:30:00'));
    const late = kit.okResult(
      await kit.completeHabit(t, m.token, habit._id, { count: 2, date: addDays(MONDAY, 3) }),
    );
    expect(late.habit.completions.some((c) => c.date === addDays(MONDAY, 3))).toBe(true);
    await expectSame(late.habit);
    const today = kit.okResult(await kit.completeHabit(t, m.token, habit._id, { count: 1 }));
    await expectSame(today.habit);
    const undone = kit.okResult(await kit.undoCheckIn(t, m.token, habit._id));
    expect(undone.habit.today.completed).toBe(0);
    await expectSame(undone.habit);

    // A new target, then a day under it.
    expect((await kit.editHabit(t, m.token, habit._id, { dailyTarget: 2 })).statusCode).toBe(200);
    await kit.moveClock(t, m, at(addDays(MONDAY, 5)));
    const underNewTarget = kit.okResult(
      await kit.completeHabit(t, m.token, habit._id, { count: 2 }),
    );
    await expectSame(underNewTarget.habit);
  });
});
