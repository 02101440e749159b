import { computeStreak, type Habit, type HabitDayList } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { userBadges } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';

/*
 * Corrections (docs/decisions/031-past-days-and-notes.md), as a property: whatever sequence of
 * PUT /api/habits/:id/days/:date a person sends for closed days, the points, the ledger and the
 * badges stay exactly as they were, every day reads as its last write, the streak is the one the
 * shared rule computes from the corrected days, and sending the last write again changes nothing.
 */
const t = useTestApp();
const ZONE = 'Europe/London';
/** The habit is made on Friday 1 May 2026; the corrections are sent on Wednesday 20 May at noon. */
const CREATED = '2026-05-01';
const CLOSED_DAYS = Array.from(
  { length: 19 },
  (_, i) => `2026-05-${String(i + 1).padStart(2, '0')}`,
);

interface Correction {
  day: string;
  count: number;
  note: string | null | undefined;
}

const correction: fc.Arbitrary<Correction> = fc.record({
  day: fc.constantFrom(...CLOSED_DAYS),
  count: fc.integer({ min: 0, max: 2 }),
  note: fc.option(fc.constantFrom('', 'rained all day', 'late shift'), { nil: undefined }),
});

const put = (m: kit.Member, id: string, { day, count, note }: Correction) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/habits/${id}/days/${day}`,
    headers: bearer(m.token),
    payload: { count, ...(note !== undefined ? { note } : {}) },
  });

async function badges(m: kit.Member) {
  const rows = await db(t)
    .select({ id: userBadges.badgeId, at: userBadges.earnedAt })
    .from(userBadges)
    .where(eq(userBadges.userId, m.id));
  return rows.map((r) => `${r.id} ${r.at.toISOString()}`).sort();
}

async function snapshot(m: kit.Member) {
  return {
    ledger: await kit.ledger(t, m.id),
    points: await kit.storedPoints(t, m.id),
    badges: await badges(m),
  };
}

describe('corrections of closed days', () => {
  it('never move points or badges, and the history and streak follow the last writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(correction, { minLength: 1, maxLength: 8 }), async (steps) => {
        const m = await kit.newMember(t, kit.atWallClock(`${CREATED}T08:00`, ZONE).toISOString(), {
          timezone: ZONE,
        });
        const habit = await kit.addHabit(
          t,
          m.token,
          { name: 'Read', category: 'Learning', dailyTarget: 2 },
          201,
        );
        // Points and a badge to lose, if a correction could take them.
        expect((await kit.completeHabit(t, m.token, habit._id, { count: 2 })).statusCode).toBe(200);
        await kit.moveClock(t, m, kit.atWallClock('2026-05-20T12:00', ZONE));
        const before = await snapshot(m);
        expect(before.ledger.entries).toBeGreaterThan(0);

        const counts = new Map<string, number>([[CREATED, 2]]);
        const notes = new Map<string, string | null>();
        // A day is marked corrected once a correction changed its count (one that sets the count
        // it already had changes nothing).
        const corrected = new Set<string>();
        for (const step of steps) {
          const res = await put(m, habit._id, step);
          expect(res.statusCode, res.body).toBe(200);
          if ((counts.get(step.day) ?? 0) !== step.count) corrected.add(step.day);
          counts.set(step.day, step.count);
          if (step.note !== undefined) notes.set(step.day, step.note === '' ? null : step.note);
          expect(await snapshot(m)).toEqual(before);
        }

        // The same PUT again: nothing moves, the reply is the same.
        const last = steps.at(-1)!;
        const again = await put(m, habit._id, last);
        expect(again.statusCode).toBe(200);
        expect(await snapshot(m)).toEqual(before);

        const list = await kit.getJson<HabitDayList>(
          t,
          m.token,
          `/api/habits/${habit._id}/days?from=${CREATED}&to=2026-05-20`,
        );
        for (const day of CLOSED_DAYS) {
          const listed = list.days.find((d) => d.date === day);
          expect(listed?.count ?? 0, day).toBe(counts.get(day) ?? 0);
          expect(listed?.note ?? null, day).toBe(notes.get(day) ?? null);
          expect(listed?.corrected ?? false, day).toBe(corrected.has(day));
        }
        const done = [...counts].filter(([, count]) => count >= 2).map(([day]) => day);
        const habits = await kit.getJson<Habit[]>(t, m.token, '/api/habits');
        expect(habits.find((h) => h._id === habit._id)?.streak).toEqual(
          computeStreak(done, '2026-05-20'),
        );
      }),
      { numRuns: 12 },
    );
  });
});
