import {
  addDays,
  computeStreak,
  streakStateFrom,
  type CompleteResult,
  type GamificationStats,
  type Habit,
} from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LifeClock, lifeStep } from '@streakwise/shared/testing';
import { completions, habits } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';
import { streakStateOf } from './habits.repository.js';

/*
 * The kept streak on the real database (docs/decisions/012-streak-state.md): random sequences of
 * check-ins, undos and target changes while the clock crosses daylight-saving changes and the user
 * moves between zones either side of the date line, with late check-ins of yesterday (refused
 * after its cut-off) among them. After every step, what the list, the stats
 * and the reply say must be computeStreak over the completions the database holds, and the stored
 * state must be the one a rebuild from those completions gives. The pure rules get the same
 * treatment, thousands of times faster, in packages/shared/src/domain/streak-state.test.ts.
 */
const t = useTestApp();

const ZONES = ['Europe/London', 'America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
/** Shortly before the spring and autumn changes in Europe and North America. */
const STARTS = [
  '2026-03-06T15:00:00Z',
  '2026-03-27T15:00:00Z',
  '2026-10-23T15:00:00Z',
  '2026-10-30T15:00:00Z',
];

const step = lifeStep({
  wait: [4, { hours: fc.oneof(fc.integer({ min: 2, max: 30 }), fc.constant(24 * 4)) }],
  zone: [2, { zone: fc.constantFrom(...ZONES) }],
  'check-in': [4, { count: fc.integer({ min: 1, max: 2 }) }],
  late: [2, { count: fc.integer({ min: 1, max: 2 }) }],
  undo: [2, {}],
  target: [1, { target: fc.integer({ min: 1, max: 3 }) }],
});

/** Counted days of a habit as the database holds them. */
async function countedDays(habitId: string): Promise<string[]> {
  const rows = await db(t).select().from(completions).where(eq(completions.habitId, habitId));
  return rows.filter((r) => r.count >= r.target).map((r) => r.day);
}

it('list, stats and replies always give computeStreak over the stored history', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...STARTS),
      fc.constantFrom(...ZONES),
      fc.array(step, { minLength: 4, maxLength: 24 }),
      async (start, zone, steps) => {
        const m = await kit.newMember(t, start, { timezone: zone });
        const clock = new LifeClock(start, zone);
        const habit = await kit.addHabit(
          t,
          m.token,
          { name: 'Stretch', category: 'Health', dailyTarget: 1 },
          201,
        );
        for (const s of steps) {
          let reply: Habit | undefined;
          if (s.kind === 'wait') {
            clock.wait(s.hours);
            await kit.moveClock(t, m, new Date(clock.now));
          } else if (s.kind === 'zone') {
            clock.zone = s.zone;
            await kit.setTimeZone(t, m, s.zone);
          } else if (s.kind === 'check-in') {
            const res = await kit.completeHabit(t, m.token, habit._id, { count: s.count });
            expect([200, 409]).toContain(res.statusCode);
            if (res.statusCode === 200) reply = res.json<CompleteResult>().habit;
          } else if (s.kind === 'late') {
            const yesterday = addDays(clock.today, -1);
            const res = await kit.completeHabit(t, m.token, habit._id, {
              count: s.count,
              date: yesterday,
            });
            expect([200, 409]).toContain(res.statusCode);
            if (res.statusCode === 200) reply = res.json<CompleteResult>().habit;
          } else if (s.kind === 'undo') {
            const res = await kit.undoCheckIn(t, m.token, habit._id);
            expect([200, 409]).toContain(res.statusCode);
            if (res.statusCode === 200) reply = res.json<CompleteResult>().habit;
          } else {
            const res = await kit.editHabit(t, m.token, habit._id, { dailyTarget: s.target });
            expect(res.statusCode, res.body).toBe(200);
            reply = res.json<Habit>();
          }

          const today = clock.today;
          const counted = await countedDays(habit._id);
          const expected = computeStreak(counted, today);
          if (reply) expect(reply.streak, `reply after ${s.kind}`).toEqual(expected);
          const [listed] = await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200);
          expect(listed?.today.date).toBe(today);
          expect(listed?.streak, `list after ${s.kind}`).toEqual(expected);
          const stats = await kit.getJson<GamificationStats>(
            t,
            m.token,
            '/api/gamification/stats',
            200,
          );
          expect(stats.streaks[habit._id], `stats after ${s.kind}`).toEqual(expected);
          const [row] = await db(t).select().from(habits).where(eq(habits.id, habit._id));
          const state = streakStateOf(row!);
          expect(state).toEqual(streakStateFrom(counted, state.openDay));
        }
      },
    ),
    { numRuns: 15 },
  );
});

describe('when the zone moves west past a counted day', () => {
  const listed = async (m: kit.Member) =>
    (await kit.getJson<Habit[]>(t, m.token, '/api/habits'))[0];

  it('leaves the day ahead out of the streak, and check-ins, undos and edits stay exact', async () => {
    const m = await kit.newMember(t, '2026-06-13T10:30:00Z', { timezone: 'Pacific/Kiritimati' });
    const habit = await kit.addHabit(
      t,
      m.token,
      { name: 'Read', category: 'Learning', dailyTarget: 1 },
      201,
    );
    for (const day of ['2026-06-13', '2026-06-14', '2026-06-15']) {
      await kit.moveClock(t, m, `${day}T10:30:00Z`);
      kit.okResult(await kit.completeHabit(t, m.token, habit._id));
    }
    // Counted: the 14th, 15th and 16th in Kiritimati.
    expect((await listed(m))?.streak).toEqual({ current: 3, longest: 3 });

    // At 10:30 UTC it is 00:30 on the 16th in Kiritimati and 23:30 on the 14th in Pago Pago: the
    // 15th and 16th lie ahead.
    await kit.setTimeZone(t, m, 'Pacific/Pago_Pago');
    expect((await listed(m))?.streak).toEqual({ current: 1, longest: 1 });
    expect((await listed(m))?.today).toMatchObject({ date: '2026-06-14', isComplete: true });

    // Undo the 14th (before the newest day written): the days ahead still do not count.
    const undone = kit.okResult(await kit.undoCheckIn(t, m.token, habit._id));
    expect(undone.habit.streak).toEqual({ current: 0, longest: 0 });
    const redone = kit.okResult(await kit.completeHabit(t, m.token, habit._id));
    expect(redone.habit.streak).toEqual({ current: 1, longest: 1 });
    expect(redone.pointsEarned).toBe(10);
    const raised = (await kit.editHabit(t, m.token, habit._id, { dailyTarget: 2 })).json<Habit>();
    expect(raised.streak).toEqual({ current: 0, longest: 0 });

    // Back east, the 15th and 16th count again; the 14th is now short of its new target.
    await kit.setTimeZone(t, m, 'Pacific/Kiritimati');
    expect((await listed(m))?.streak).toEqual({ current: 2, longest: 2 });
    const stats = await kit.getJson<GamificationStats>(t, m.token, '/api/gamification/stats');
    expect(stats.streaks[habit._id]).toEqual({ current: 2, longest: 2 });
  });
});
