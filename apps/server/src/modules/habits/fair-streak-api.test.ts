import {
  addDays,
  checkInPoints,
  computeFairStreak,
  dayStatus,
  isDue,
  streakStateFrom,
  type Day,
  type GamificationStats,
  type Habit,
  type Schedule,
} from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { completions, dayProtections, habits } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';
import { streakColumns } from './habits.repository.js';

/*
 * The fair streak on the real database (docs/decisions/017-fair-streaks.md): random schedules
 * with random histories of check-ins (some short of the day's target, some days with a target
 * of their own), protected days (some planned ahead) and a check-in of today. What the list, the
 * stats and the check-in's reply say must be `computeFairStreak` over the rows the database holds,
 * and each listed day's status what decision 017 says, which for a due day is `dayStatus`
 * (packages/shared/src/domain/schedule.ts). Daily habits without a protected day take the kept
 * path (decision 012), so the seeded rows carry a kept state rebuilt from them, as a seeder must.
 */
const t = useTestApp();

/**
 * A Wednesday; each run's today is one of the seven days from it, at 09:00 in London (GMT), while
 * yesterday is still open for a late check-in (docs/decisions/015-late-logging.md).
 */
const FIRST_TODAY = '2026-11-18';
const morning = (day: Day) => `${day}T09:00:00Z`;

const schedules: fc.Arbitrary<Schedule> = fc.oneof(
  fc.constant<Schedule>({ kind: 'daily' }),
  fc
    .uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 })
    .map((days): Schedule => ({ kind: 'weekdays', days: [...days].sort((a, b) => a - b) })),
  fc.integer({ min: 1, max: 7 }).map((times): Schedule => ({ kind: 'weekly', times })),
);

/**
 * One day of a history: its target, the share of it done (none, some, all), and a roll that
 * protects it when under the life's protection rate.
 */
const days = fc.record({
  target: fc.constantFrom(1, 2, 2),
  share: fc.constantFrom(0, 0, 0.5, 1, 1, 1),
  roll: fc.integer({ min: 0, max: 99 }),
});

const lives = fc.integer({ min: 0, max: 45 }).chain((age) =>
  fc.record({
    schedule: schedules,
    todayOffset: fc.integer({ min: 0, max: 6 }),
    age: fc.constant(age),
    history: fc.array(days, { minLength: age + 1, maxLength: age + 1 }),
    /** Days ahead of today skipped in advance: they must change nothing yet. */
    ahead: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 2 }),
    /** Per cent of days protected: none (daily habits then keep their streak), a few, many. */
    protectedRate: fc.constantFrom(0, 0, 10, 30),
    /** One check-in through the API after the reads: none, today's, or a late one of yesterday. */
    checkIn: fc.constantFrom('none', 'today', 'yesterday'),
  }),
);

let m: kit.Member;

beforeAll(async () => {
  m = await kit.newMember(t, morning(FIRST_TODAY), { plan: 'premium' });
});

it('list, stats and check-in replies give computeFairStreak, and each day the status of decision 017', async () => {
  await fc.assert(
    fc.asyncProperty(lives, async (life) => {
      const today = addDays(FIRST_TODAY, life.todayOffset);
      const createdOn = addDays(today, -life.age);
      await kit.moveClock(t, m, morning(today));
      const habit = await kit.addHabit(
        t,
        m.token,
        { name: 'Practise', category: 'Learning', dailyTarget: 2, schedule: life.schedule },
        201,
      );

      // The history, seeded as rows: a day's count is its share of its target, rounded up.
      const rows = life.history
        .map((d, i) => ({
          day: addDays(createdOn, i),
          target: d.target,
          count: Math.ceil(d.share * d.target),
        }))
        .filter((r) => r.count > 0);
      const guarded = [
        ...life.history.flatMap((d, i) =>
          d.roll < life.protectedRate ? [addDays(createdOn, i)] : [],
        ),
        ...(life.protectedRate > 0 ? life.ahead.map((n) => addDays(today, n)) : []),
      ];
      const counted = rows.filter((r) => r.count >= r.target).map((r) => r.day);
      await db(t)
        .update(habits)
        .set({ createdOn, ...streakColumns(streakStateFrom(counted, null)) })
        .where(eq(habits.id, habit._id));
      if (rows.length > 0) {
        await db(t)
          .insert(completions)
          .values(rows.map((r) => ({ ...r, habitId: habit._id, userId: m.id })));
      }
      if (guarded.length > 0) {
        await db(t)
          .insert(dayProtections)
          .values(
            guarded.map((day) => ({
              habitId: habit._id,
              userId: m.id,
              day,
              kind: 'skip' as const,
            })),
          );
      }

      const fair = (done: readonly Day[]) =>
        computeFairStreak({
          schedule: life.schedule,
          createdOn,
          done,
          protectedDays: guarded,
          today,
        });
      const expected = fair(counted);

      const list = await kit.getJson<Habit[]>(t, m.token, `/api/habits?from=${createdOn}`, 200);
      const listed = list.find((h) => h._id === habit._id);
      expect(listed?.schedule).toEqual(life.schedule);
      expect(listed?.streak, 'list').toEqual(expected);
      const stats = await kit.getJson<GamificationStats>(
        t,
        m.token,
        '/api/gamification/stats',
        200,
      );
      expect(stats.streaks[habit._id], 'stats').toEqual(expected);

      // Each day of the window as decision 017 lists it.
      const byDay = new Map(rows.map((r) => [r.day, r]));
      const isGuarded = new Set(guarded);
      const statuses: Habit['completions'] = [];
      for (let day = createdOn; day <= today; day = addDays(day, 1)) {
        const count = byDay.get(day)?.count ?? 0;
        const target = byDay.get(day)?.target ?? 2;
        if (count > 0 || isGuarded.has(day)) {
          const status = count >= target ? 'done' : isGuarded.has(day) ? 'protected' : 'partial';
          statuses.push({ date: day, count, status });
        } else if (day < today && isDue(life.schedule, day)) {
          statuses.push({ date: day, count: 0, status: 'missed' });
        }
        // The shared calendar rule agrees on every due day; it calls today's open day `pending`.
        if (isDue(life.schedule, day)) {
          const shown = statuses.at(-1)?.date === day ? statuses.at(-1)?.status : undefined;
          const facts = { schedule: life.schedule, createdOn, today, count, dailyTarget: target };
          const rule = dayStatus(day, { ...facts, isProtected: isGuarded.has(day) });
          expect(day === today && (shown ?? 'partial') === 'partial' ? 'pending' : shown).toBe(
            rule,
          );
        }
      }
      expect(listed?.completions, 'statuses').toEqual(statuses);

      if (life.checkIn !== 'none') {
        const day = life.checkIn === 'today' ? today : addDays(today, -1);
        const row = byDay.get(day);
        const res = await kit.completeHabit(t, m.token, habit._id, { date: day });
        if (day < createdOn) {
          expect(res.statusCode).toBe(409);
        } else if (row && row.count >= row.target) {
          expect(res.statusCode).toBe(409);
        } else {
          const reached = (row?.count ?? 0) + 1 >= (row?.target ?? 2);
          const after = fair(reached ? [...counted, day] : counted);
          const result = kit.okResult(res);
          expect(result.habit.streak, 'reply').toEqual(after);
          expect(result.streakIncremented).toBe(after.current > expected.current);
          // Points follow the streak as of the day checked in, as if tapped on time.
          const asOfDay = computeFairStreak({
            schedule: life.schedule,
            createdOn,
            done: reached ? [...counted, day] : counted,
            protectedDays: guarded,
            today: day,
          });
          expect(result.pointsEarned).toBe(checkInPoints(1, asOfDay.current));
          const again = await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200);
          expect(again.find((h) => h._id === habit._id)?.streak, 'list after').toEqual(after);
        }
      }
      expect((await kit.deleteHabit(t, m.token, habit._id)).statusCode).toBe(204);
    }),
    { numRuns: 60 },
  );
});
