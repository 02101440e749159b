import { addDays, type GamificationStats, type Habit } from '@streakwise/shared';
import { and, eq, lt } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { completions } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';
import { logStatements } from '../../test/statements.js';

/*
 * How many SQL statements each hot request sends, authentication, BEGIN and COMMIT included
 * (docs/decisions/012-streak-state.md): a check-in and an undo at most 15, however much history
 * the habit has, and the list and the stats a fixed handful.
 */
const t = useTestApp();

const BUDGET = 15;

/** The request's reply and every statement the database received while it ran. */
async function measured(request: () => Promise<LightMyRequestResponse>) {
  const log = logStatements(t.deps.database);
  try {
    const res = await request();
    return { res, statements: log.statements };
  } finally {
    log.stop();
  }
}

const get = (m: kit.Member, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(m.token) });
const day = (d: string) => `${d}T12:00:00Z`;
const MONDAY = '2026-11-02';

describe('statements per request', () => {
  it('a check-in and an undo stay within 15, even with bonuses, badges and a saved reply', async () => {
    const m = await kit.newMember(t, day(MONDAY), { plan: 'premium' });
    // Two habits owing 11 habit-days fix the week's challenge at 7; the spare then goes, so one
    // habit of 8 a day reaches it only on Sunday, together with a perfect week and new badges:
    // every optional write (docs/decisions/042-weekly-challenge-effort.md).
    const spare = await kit.addHabit(
      t,
      m.token,
      {
        name: 'Spare',
        category: 'Other',
        dailyTarget: 1,
        schedule: { kind: 'weekdays', days: [1, 2, 3, 4] },
      },
      201,
    );
    const habit = await kit.addHabit(
      t,
      m.token,
      { name: 'Read', category: 'Learning', dailyTarget: 8 },
      201,
    );
    const stats = await kit.getJson<GamificationStats>(t, m.token, '/api/gamification/stats', 200);
    expect(stats.weeklyChallenge.target).toBe(7);
    expect((await kit.deleteHabit(t, m.token, spare._id)).statusCode).toBe(204);

    for (let n = 0; n < 6; n += 1) {
      await kit.moveClock(t, m, day(addDays(MONDAY, n)));
      const plain = await measured(() => kit.completeHabit(t, m.token, habit._id, { count: 8 }));
      const reply = kit.okResult(plain.res);
      expect(reply.bonuses).toEqual([]);
      // Authentication, BEGIN, the user's lock, the habit with its day and window, the one write
      // (with the week's facts), COMMIT; and the badges' insert on a tap that earns one.
      const awards = reply.badges.length > 0 ? 1 : 0;
      expect(plain.statements, plain.statements.join('\n')).toHaveLength(6 + awards);
      // Neither the sign-in check nor the row lock reads the password hash.
      expect(plain.statements.join('\n')).not.toContain('password_hash');
      if (n > 0) continue;
      // The app sends every undo with a key, as it does every check-in.
      const undo = await measured(() => kit.undoCheckIn(t, m.token, habit._id, 'monday-undo'));
      expect(kit.okResult(undo.res)).toMatchObject({ bonuses: [], badgesTakenBack: [] });
      // Authentication, BEGIN, the user's lock, the habit, the key's earlier reply (none), its
      // last live check-in, the one write (with the week's facts), the reply saved, COMMIT.
      expect(undo.statements, undo.statements.join('\n')).toHaveLength(9);
      kit.okResult(await kit.completeHabit(t, m.token, habit._id, { count: 8 }));
    }

    await kit.moveClock(t, m, day(addDays(MONDAY, 6)));
    const sunday = await measured(() =>
      kit.completeHabit(t, m.token, habit._id, { count: 8, key: 'sunday-tap' }),
    );
    const result = kit.okResult(sunday.res);
    expect(result.bonuses.map((b) => b.reason)).toEqual(['weekly-challenge', 'perfect-week']);
    expect(result.badges.map((b) => b.id)).toEqual(
      expect.arrayContaining(['streak-7', 'perfect-week']),
    );
    expect(sunday.statements.length, sunday.statements.join('\n')).toBeLessThanOrEqual(BUDGET);

    // Undone, Sunday takes back both bonuses and the badges they paid for
    // (docs/decisions/026-taking-back-rewards.md): the week's habits, the bonuses taken back, the
    // points earned and the badges taken back, four statements more.
    const undo = await measured(() => kit.undoCheckIn(t, m.token, habit._id, 'sunday-undo'));
    const undone = kit.okResult(undo.res);
    expect(undone.habit.streak).toEqual({ current: 6, longest: 6 });
    expect(undone.bonuses.map((b) => b.points)).toEqual([-50, -100]);
    expect(undone.badgesTakenBack?.length).toBeGreaterThan(0);
    expect(undo.statements.length, undo.statements.join('\n')).toBeLessThanOrEqual(BUDGET);

    // The first check-in of a new week also fixes that week's challenge.
    await kit.moveClock(t, m, day(addDays(MONDAY, 7)));
    const monday = await measured(() => kit.completeHabit(t, m.token, habit._id));
    // One glass of eight: no habit-day done yet.
    expect(kit.okResult(monday.res).weeklyChallenge).toMatchObject({ target: 5, progress: 0 });
    expect(monday.statements.length, monday.statements.join('\n')).toBeLessThanOrEqual(BUDGET);
  });

  it('"already complete" is answered before any history is read', async () => {
    const m = await kit.newMember(t, day(MONDAY));
    const habit = await kit.addHabit(
      t,
      m.token,
      { name: 'Walk', category: 'Fitness', dailyTarget: 1 },
      201,
    );
    kit.okResult(await kit.completeHabit(t, m.token, habit._id));
    const again = await measured(() => kit.completeHabit(t, m.token, habit._id));
    expect(again.res.statusCode).toBe(409);
    // Authentication, BEGIN, the user's lock, the habit with today's count, ROLLBACK.
    expect(again.statements, again.statements.join('\n')).toHaveLength(5);
  });

  it('the list and the stats send a fixed handful, and the list reads only its window', async () => {
    const m = await kit.newMember(t, day('2026-01-05'), { plan: 'premium' });
    const habit = await kit.addHabit(
      t,
      m.token,
      { name: 'Swim', category: 'Fitness', dailyTarget: 1 },
      201,
    );
    // A 10-day run long before the window, and a 3-day run ending today.
    for (let n = 0; n < 10; n += 1) {
      await kit.moveClock(t, m, day(addDays('2026-01-05', n)));
      kit.okResult(await kit.completeHabit(t, m.token, habit._id));
    }
    const today = '2026-06-10';
    for (let n = 2; n >= 0; n -= 1) {
      await kit.moveClock(t, m, day(addDays(today, -n)));
      kit.okResult(await kit.completeHabit(t, m.token, habit._id));
    }
    const expected = { current: 3, longest: 10 };

    const list = await measured(() => get(m, '/api/habits'));
    const [listed] = list.res.json<Habit[]>();
    expect(listed?.streak).toEqual(expected);
    // The three days of the run, and the 57 days before them in the window, missed.
    expect(listed?.completions.filter((c) => c.status === 'done')).toHaveLength(3);
    expect(listed?.completions.filter((c) => c.status === 'missed')).toHaveLength(57);
    expect(list.statements.length, list.statements.join('\n')).toBeLessThanOrEqual(3);

    const stats = await measured(() => get(m, '/api/gamification/stats'));
    expect(stats.res.json<GamificationStats>().streaks[habit._id]).toEqual(expected);
    // Authentication, the active habits, and the week's facts with the badges held.
    expect(stats.statements, stats.statements.join('\n')).toHaveLength(3);

    // With every day before the window gone, the list and the stats still say the same: they
    // never read it.
    await db(t)
      .delete(completions)
      .where(and(eq(completions.habitId, habit._id), lt(completions.day, addDays(today, -59))));
    const [after] = await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200);
    expect(after?.streak).toEqual(expected);
    const statsAfter = await kit.getJson<GamificationStats>(t, m.token, '/api/gamification/stats');
    expect(statsAfter.streaks[habit._id]).toEqual(expected);
  });
});
