import { addDays, toHundredths } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.js';
import * as kinds from '../../test/kinds.js';
import * as premium from '../../test/premium.js';

/*
 * Goals over measures and habits to quit (goal-progress.ts `milestoneCount`,
 * docs/decisions/032-habit-kinds.md): a frequency goal counts kept days, a streak goal follows
 * them, a milestone on a measure adds up its amounts, and slips never count as check-ins.
 */

const t = useTestApp();
const FIRST = '2026-06-01';
const TODAY = '2026-06-05';

describe('goals of each kind', () => {
  it('counts kept days, amounts and check-ins, never slips or hundredths', async () => {
    const m = await premium.member(t, FIRST);
    const walk = await kinds.addKindHabit(t, m, 'Walk', { kind: 'measure', unit: 'km', target: 5 });
    const soda = await kinds.addKindHabit(t, m, 'Soda', { kind: 'quit', limit: 1 });
    const read = await kinds.addKindHabit(t, m, 'Read', { kind: 'count', dailyTarget: 2 });
    const goal = (body: object) => premium.createGoal(t, m.token, { title: 'Goal', ...body });
    const kept = await goal({ type: 'frequency', target: 10, habitId: soda._id });
    const clean = await goal({ type: 'streak', target: 10, habitId: soda._id });
    const distance = await goal({ type: 'milestone', target: 20, habitId: walk._id });
    const all = await goal({ type: 'milestone', target: 100 });

    // Soda: kept, kept, over (3 slips), kept, kept; Walk: 2.5 + 3.25 km on day 1, 6 km on day 3.
    const slips = [0, 1, 3, 1, 0];
    for (let i = 0; i < 5; i += 1) {
      const day = addDays(FIRST, i);
      await kinds.quitDay(t, m, soda._id, day, slips[i] ?? 0, 1);
      if ((slips[i] ?? 0) > 0) await kinds.entry(t, m, soda._id, day, slips[i] ?? 0);
    }
    await kinds.measureDay(t, m, walk._id, FIRST, 5.75, 5);
    await kinds.entry(t, m, walk._id, FIRST, toHundredths(2.5));
    await kinds.entry(t, m, walk._id, FIRST, toHundredths(3.25));
    await kinds.measureDay(t, m, walk._id, addDays(FIRST, 2), 6, 5);
    await kinds.entry(t, m, walk._id, addDays(FIRST, 2), toHundredths(6));
    await kinds.countDay(t, m, read._id, FIRST, 2, 2);
    await kinds.entry(t, m, read._id, FIRST, 2);

    await premium.goTo(t, m, TODAY);
    const current = async (id: string) => (await premium.goalById(t, m.token, id))?.current;
    expect(await current(kept._id)).toBe(4);
    expect(await current(clean._id)).toBe(2);
    expect(await current(distance._id)).toBe(11.75);
    // Read's 2 check-ins, Walk's 3 entries, Soda's 4 kept days; its 5 slips count nothing.
    expect(await current(all._id)).toBe(9);
  });
});
