import { addDays, type Analytics } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.js';
import * as kinds from '../../test/kinds.js';
import * as premium from '../../test/premium.js';

/*
 * Analytics of measures and habits to quit (docs/decisions/032-habit-kinds.md): rates follow
 * done (kept) days, a measure's figures are amounts in its unit, never hundredths, and a quit
 * habit's are kept days, never its stored flags read as check-ins.
 */

const t = useTestApp();
const FIRST = '2026-06-01';
const TODAY = '2026-06-07';
const days = (n: number) => Array.from({ length: n }, (_, i) => addDays(FIRST, i));

const line = (a: Analytics, name: string) =>
  a.streakAnalysis.currentStreaks.find((s) => s.habitName === name);

describe('analytics of each kind', () => {
  it('gives each habit its kind, unit and range total in its own numbers', async () => {
    const m = await premium.member(t, FIRST);
    const read = await kinds.addKindHabit(t, m, 'Read', { kind: 'count', dailyTarget: 2 });
    const walk = await kinds.addKindHabit(t, m, 'Walk', {
      kind: 'measure',
      unit: 'km',
      target: 10,
    });
    const soda = await kinds.addKindHabit(t, m, 'Soda', { kind: 'quit', limit: 0 });
    const amounts = [4, 4.5, 4, 5, 4, 4, 4.2];
    for (const [i, day] of days(7).entries()) {
      if (i < 3) await kinds.countDay(t, m, read._id, day, i === 2 ? 1 : 2, 2);
      await kinds.measureDay(t, m, walk._id, day, amounts[i] ?? 0, 10);
      await kinds.quitDay(t, m, soda._id, day, day === '2026-06-03' ? 1 : 0, 0);
    }
    await premium.goTo(t, m, TODAY);
    const a = await premium.analytics(t, m.token, '7d');

    expect(line(a, 'Read')).toMatchObject({ kind: 'count', unit: null, total: 5 });
    expect(line(a, 'Walk')).toMatchObject({ kind: 'measure', unit: 'km', total: 29.7 });
    expect(line(a, 'Soda')).toMatchObject({ kind: 'quit', unit: null, total: 6, streak: 4 });
    // 06-02: Read reached and Soda kept; 06-03: Read short of 2, Walk short, Soda over its limit.
    expect(a.daily.find((d) => d.date === '2026-06-02')).toMatchObject({
      completed: 2,
      possible: 3,
    });
    expect(a.daily.find((d) => d.date === '2026-06-03')).toMatchObject({
      completed: 0,
      possible: 3,
    });
    // A measure's "target too high" advice speaks its amounts, not hundredths.
    expect(a.recommendations).toContainEqual(
      expect.objectContaining({
        description:
          'On the days you check in you average 4.24 km of 10 km. A target you reach builds the streak.',
        action: "Lower Walk's daily target to 4 km",
      }),
    );
  });

  it('warns of a measure streak at risk in its unit, and never of a quit day already lost', async () => {
    const m = await premium.member(t, FIRST);
    const walk = await kinds.addKindHabit(t, m, 'Walk', { kind: 'measure', unit: 'km', target: 5 });
    const soda = await kinds.addKindHabit(t, m, 'Soda', { kind: 'quit', limit: 1 });
    for (const day of days(6)) {
      await kinds.measureDay(t, m, walk._id, day, 5, 5);
      await kinds.quitDay(t, m, soda._id, day, 1, 1);
    }
    await kinds.measureDay(t, m, walk._id, TODAY, 2.5, 5);
    await kinds.quitDay(t, m, soda._id, TODAY, 3, 1);
    await premium.goTo(t, m, TODAY);
    const a = await premium.analytics(t, m.token, '7d');

    const titles = a.insights.map((i) => i.title);
    expect(titles).toContain('Walk streak at risk');
    expect(titles).not.toContain('Soda streak at risk');
    expect(a.insights.find((i) => i.title === 'Walk streak at risk')?.message).toBe(
      'Walk is on a 6-day streak and today is not done yet (2.5 of 5 km): check in today to keep it.',
    );
    expect(line(a, 'Soda')).toMatchObject({ total: 6 });
  });
});
