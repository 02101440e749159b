import { addDays, type Schedule } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { freezeSteps } from '../../test/freeze-judge.js';
import { useTestApp } from '../../test/helper.js';
import { type FreezeHistory, shareFreezes } from './freeze-judge.service.js';

/*
 * Freeze judging (apps/server/src/modules/habits/freeze-judge.test.ts): what a read costs when no
 * freeze is held, and how shareFreezes shares the held ones among missed days and habits.
 */
const t = useTestApp();
const { list, measured, moveTo, runner } = freezeSteps(t);

describe('the cost of a read', () => {
  it('sends no statement for freezes when none is held', async () => {
    const { m } = await runner(4);
    // Days have closed since the habit began, and no freeze is held: nothing to judge.
    await moveTo(m, '2026-05-10T10:30');
    const first = await measured(() => list(m));
    expect(
      first.statements.filter((s) => /^(begin|commit|insert|update)\b|for update/i.test(s.trim())),
      first.statements.join('\n'),
    ).toEqual([]);
    // The kept list: authentication is the one statement.
    const again = await measured(() => list(m));
    expect(again.statements, again.statements.join('\n')).toHaveLength(1);
  });
});

describe('shareFreezes', () => {
  const daily: Schedule = { kind: 'daily' };
  const history = (
    habitId: string,
    done: string[],
    schedule: Schedule = daily,
    protectedDays: string[] = [],
  ): FreezeHistory => ({ habitId, schedule, createdOn: '2026-05-01', done, protectedDays });
  const run = (from: string, to: string) => {
    const days: string[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
    return days;
  };

  it('never uses more than held, earliest day first, then the older habit', () => {
    const a = history('a', run('2026-05-01', '2026-05-06')); // misses 05-07 and 05-08
    const b = history('b', run('2026-05-01', '2026-05-07')); // misses 05-08
    expect(shareFreezes([a, b], 1, '2026-05-07', '2026-05-08')).toEqual([
      { habitId: 'a', day: '2026-05-07' },
    ]);
    expect(shareFreezes([a, b], 2, '2026-05-07', '2026-05-08')).toEqual([
      { habitId: 'a', day: '2026-05-07' },
      { habitId: 'a', day: '2026-05-08' },
    ]);
    // a missed 2026-05-07 before the range: its run is over, so it has nothing to save.
    expect(shareFreezes([a, b], 2, '2026-05-08', '2026-05-08')).toEqual([
      { habitId: 'b', day: '2026-05-08' },
    ]);
    const c = history('c', run('2026-05-01', '2026-05-07')); // misses 05-08, as b does
    expect(shareFreezes([c, b], 1, '2026-05-08', '2026-05-08')).toEqual([
      { habitId: 'c', day: '2026-05-08' },
    ]);
    expect(shareFreezes([b, c], 2, '2026-05-08', '2026-05-08')).toEqual([
      { habitId: 'b', day: '2026-05-08' },
      { habitId: 'c', day: '2026-05-08' },
    ]);
    expect(shareFreezes([a, b], 0, '2026-05-07', '2026-05-08')).toEqual([]);
  });

  it("covers a weekly habit's short week whole or not at all", () => {
    const weekly: Schedule = { kind: 'weekly', times: 3 };
    // Weeks of 3 done days from Monday 2026-04-06, then a week (2026-05-04) with 1.
    const done = ['2026-04-06', '2026-04-13', '2026-04-20', '2026-04-27'].flatMap((monday) => [
      monday,
      addDays(monday, 1),
      addDays(monday, 2),
    ]);
    const habit = { ...history('w', [...done, '2026-05-04'], weekly), createdOn: '2026-04-06' };
    expect(shareFreezes([habit], 1, '2026-05-04', '2026-05-10')).toEqual([]);
    expect(shareFreezes([habit], 2, '2026-05-04', '2026-05-10')).toEqual([
      { habitId: 'w', day: '2026-05-09' },
      { habitId: 'w', day: '2026-05-10' },
    ]);
  });
});
