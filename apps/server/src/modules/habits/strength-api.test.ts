import { addDays, type Analytics, type Habit } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';

/*
 * Strength and a streak at risk, as GET /api/habits, a check-in's reply and the analytics give
 * them (docs/strength.md).
 */
const t = useTestApp();

const list = (m: kit.Member) => kit.getJson<Habit[]>(t, m.token, '/api/habits', 200);
const listed = async (m: kit.Member, id: string) => (await list(m)).find((h) => h._id === id);
const at = (m: kit.Member, local: string, zone: string) =>
  kit.moveClock(t, m, kit.atWallClock(local, zone));

describe('strength in the habit list', () => {
  it('reaches 80 after thirty kept days, moves with a check-in, and holds over a rest day', async () => {
    const zone = 'Europe/London';
    const first = '2026-05-04';
    const m = await kit.newMember(t, kit.atWallClock(`${first}T08:00`, zone).toISOString(), {
      timezone: zone,
      plan: 'premium',
    });
    const habit = await kit.addHabit(
      t,
      m.token,
      { name: 'Read', category: 'Learning', dailyTarget: 1 },
      201,
    );
    expect(habit.strength).toBe(0);
    for (let n = 0; n < 30; n += 1) {
      await at(m, `${addDays(first, n)}T12:00`, zone);
      kit.okResult(await kit.completeHabit(t, m.token, habit._id));
    }
    const day30 = addDays(first, 30);
    await at(m, `${day30}T11:00`, zone);
    // Today is open: it neither adds nor takes away yet.
    expect((await listed(m, habit._id))?.strength).toBe(80);
    const reply = kit.okResult(await kit.completeHabit(t, m.token, habit._id));
    expect(reply.habit.strength).toBe(81);
    expect((await listed(m, habit._id))?.strength).toBe(81);

    // A rest day the next day: the day after it, strength is where the check-in left it.
    await at(m, `${addDays(day30, 1)}T08:00`, zone);
    const skip = await t.app.inject({
      method: 'POST',
      url: `/api/habits/${habit._id}/skip`,
      headers: bearer(m.token),
      payload: {},
    });
    expect(skip.statusCode, skip.body).toBe(200);
    await at(m, `${addDays(day30, 2)}T12:00`, zone);
    expect((await listed(m, habit._id))?.strength).toBe(81);
    // The day after, missed: a few points gone, not everything.
    await at(m, `${addDays(day30, 3)}T12:00`, zone);
    const afterMiss = (await listed(m, habit._id))?.strength ?? 0;
    expect(afterMiss).toBeLessThan(81);
    expect(afterMiss).toBeGreaterThanOrEqual(75);

    // Analytics shows the same figure for the habit.
    const analytics = await kit.getJson<Analytics>(t, m.token, '/api/premium/analytics', 200);
    expect(analytics.streakAnalysis.currentStreaks).toEqual([
      expect.objectContaining({ habitId: habit._id, strength: afterMiss }),
    ]);
  });
});

/**
 * The Saturday before a morning the clocks go forward, in each zone: five days done Monday to
 * Friday, Saturday missed.
 */
const SPRING_FORWARD = [
  { zone: 'Europe/London', monday: '2026-03-23' },
  { zone: 'America/New_York', monday: '2026-03-02' },
];

async function fiveThenMissed(zone: string, monday: string, names = ['Stretch']) {
  const m = await kit.newMember(t, kit.atWallClock(`${monday}T08:00`, zone).toISOString(), {
    timezone: zone,
  });
  const habits: Habit[] = [];
  for (const name of names) {
    habits.push(await kit.addHabit(t, m.token, { name, category: 'Health', dailyTarget: 1 }, 201));
  }
  for (let n = 0; n < 5; n += 1) {
    await at(m, `${addDays(monday, n)}T12:00`, zone);
    for (const habit of habits) kit.okResult(await kit.completeHabit(t, m.token, habit._id));
  }
  return { m, habits, saturday: addDays(monday, 5), sunday: addDays(monday, 6) };
}

describe('a streak at risk', () => {
  it.each(SPRING_FORWARD)(
    'is said from midnight to 10:00 on the wall clock after a missed day ($zone, clocks going forward)',
    async ({ zone, monday }) => {
      const { m, habits, saturday, sunday } = await fiveThenMissed(zone, monday, ['Walk', 'Swim']);
      const [a, b] = habits as [Habit, Habit];
      // Saturday evening: still Saturday's to do, nothing at risk.
      await at(m, `${saturday}T22:00`, zone);
      expect((await listed(m, a._id))?.streakAtRisk).toBeNull();
      await at(m, `${sunday}T00:30`, zone);
      for (const habit of await list(m)) {
        expect(habit.streak.current).toBe(0);
        expect(habit.streakAtRisk).toEqual({ days: 5, until: '10:00', savedBy: 'late' });
      }
      // A late check-in saves it, and the reply says so.
      await at(m, `${sunday}T09:30`, zone);
      const reply = kit.okResult(await kit.completeHabit(t, m.token, a._id, { date: saturday }));
      expect(reply.habit.streak.current).toBe(6);
      expect(reply.habit.streakAtRisk).toBeNull();
      await at(m, `${sunday}T09:59`, zone);
      expect((await listed(m, b._id))?.streakAtRisk?.days).toBe(5);
      // 10:00 on the wall clock, nothing written since: Saturday is closed, the streak is gone.
      await at(m, `${sunday}T10:00`, zone);
      const other = await listed(m, b._id);
      expect(other?.streakAtRisk).toBeNull();
      expect(other?.streak.current).toBe(0);
    },
  );

  it('says a held freeze will cover it, for as many habits as there are freezes, oldest first', async () => {
    const zone = 'Europe/London';
    const { m, habits, sunday } = await fiveThenMissed(zone, '2026-03-23', ['Old', 'New']);
    const [old, young] = habits as [Habit, Habit];
    await at(m, `${sunday}T08:00`, zone);
    expect((await listed(m, old._id))?.streakAtRisk?.savedBy).toBe('late');
    // One freeze held (set in the table: five days of points do not buy one).
    await db(t).update(users).set({ freezesHeld: 1 }).where(eq(users.id, m.id));
    const now = await list(m);
    expect(now.find((h) => h._id === old._id)?.streakAtRisk).toEqual({
      days: 5,
      until: '10:00',
      savedBy: 'freeze',
    });
    expect(now.find((h) => h._id === young._id)?.streakAtRisk?.savedBy).toBe('late');
    // At the cut-off the freeze covers the older habit, as the list said.
    await at(m, `${sunday}T10:00`, zone);
    const later = await list(m);
    expect(later.find((h) => h._id === old._id)?.streak.current).toBe(5);
    expect(later.find((h) => h._id === young._id)?.streak.current).toBe(0);
    expect(later.every((h) => h.streakAtRisk === null)).toBe(true);
  });
});
