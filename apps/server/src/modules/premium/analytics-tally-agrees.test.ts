import {
  addDays,
  completionRateByDueDays,
  computeFairStreak,
  computeStreak,
  type HabitDays,
  type Schedule,
  type ScheduledHabitDays,
} from '@streakwise/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { END, tallyHabit as habit } from '../../test/tally.js';
import { tallyRange, type TallyHabit } from './analytics-tally.js';

// The tally's fast arithmetic, held to the shared rules over random histories.
describe('tallyRange agrees with the shared rules', () => {
  it('agrees with completionRateByDueDays and computeStreak for daily habits, whatever the history', () => {
    const DAYS = 10;
    const start = addDays(END, -(DAYS - 1));
    const spec = fc.record({
      created: fc.integer({ min: -25, max: 2 }),
      archivedAfter: fc.option(fc.integer({ min: 0, max: 25 }), { nil: null }),
      rows: fc.dictionary(
        fc.integer({ min: -40, max: 2 }).map(String),
        fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 3 })),
      ),
    });
    fc.assert(
      fc.property(fc.array(spec, { maxLength: 5 }), (specs) => {
        const habits: TallyHabit[] = [];
        const asDays: HabitDays[] = [];
        const counted: string[][] = [];
        specs.forEach((s, i) => {
          const createdOn = addDays(END, s.created);
          const archivedOn = s.archivedAfter === null ? null : addDays(createdOn, s.archivedAfter);
          const counts = Object.fromEntries(
            Object.entries(s.rows).map(([offset, ct]) => [addDays(END, Number(offset)), ct]),
          );
          habits.push(habit(`h${i}`, 'Other', createdOn, archivedOn, counts, start));
          const done = Object.keys(counts).filter((d) => counts[d]![0] >= counts[d]![1]);
          asDays.push({ createdOn, archivedOn, doneDays: new Set(done) });
          counted.push(done);
        });
        const tally = tallyRange(habits, start, DAYS);
        const rate = (from: string, to: string) =>
          completionRateByDueDays(
            asDays.map((h) => ({ ...h, schedule: { kind: 'daily' } })),
            from,
            to,
          );
        expect(tally.current).toEqual(rate(start, END));
        expect(tally.previous).toEqual(rate(addDays(start, -DAYS), addDays(start, -1)));
        habits.forEach((h, i) => {
          expect(tally.habits.get(h.id)?.streak).toEqual(computeStreak(counted[i]!, END));
        });
      }),
    );
  });

  it('agrees with completionRateByDueDays and computeFairStreak, whatever the schedule', () => {
    const DAYS = 10;
    const start = addDays(END, -(DAYS - 1));
    const schedule: fc.Arbitrary<Schedule> = fc.oneof(
      fc.constant({ kind: 'daily' as const }),
      fc
        .uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 })
        .map((days) => ({ kind: 'weekdays' as const, days })),
      fc.integer({ min: 1, max: 7 }).map((times) => ({ kind: 'weekly' as const, times })),
    );
    const spec = fc.record({
      schedule,
      created: fc.integer({ min: -25, max: 2 }),
      archivedAfter: fc.option(fc.integer({ min: 0, max: 25 }), { nil: null }),
      rows: fc.dictionary(
        fc.integer({ min: -40, max: 2 }).map(String),
        fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 3 })),
      ),
      guarded: fc.uniqueArray(fc.integer({ min: -40, max: 0 }), { maxLength: 12 }),
    });
    fc.assert(
      fc.property(fc.array(spec, { maxLength: 5 }), (specs) => {
        const habits: TallyHabit[] = [];
        const asDays: ScheduledHabitDays[] = [];
        specs.forEach((s, i) => {
          const createdOn = addDays(END, s.created);
          const archivedOn = s.archivedAfter === null ? null : addDays(createdOn, s.archivedAfter);
          const counts = Object.fromEntries(
            Object.entries(s.rows).map(([offset, ct]) => [addDays(END, Number(offset)), ct]),
          );
          const guarded = s.guarded.map((offset) => addDays(END, offset));
          habits.push(
            habit(`h${i}`, 'Other', createdOn, archivedOn, counts, start, {
              schedule: s.schedule,
              guarded,
            }),
          );
          const done = Object.keys(counts).filter((d) => counts[d]![0] >= counts[d]![1]);
          asDays.push({
            createdOn,
            archivedOn,
            schedule: s.schedule,
            doneDays: new Set(done),
            protectedDays: new Set(guarded),
          });
          const streak = computeFairStreak({
            schedule: s.schedule,
            createdOn,
            done,
            protectedDays: guarded,
            today: END,
          });
          if (s.schedule.kind !== 'daily' || guarded.length > 0) {
            expect(tally(habits).habits.get(`h${i}`)?.streak).toEqual(streak);
          }
        });
        const result = tally(habits);
        expect(result.current).toEqual(completionRateByDueDays(asDays, start, END));
        expect(result.previous).toEqual(
          completionRateByDueDays(asDays, addDays(start, -DAYS), addDays(start, -1)),
        );
        // The days and the weekdays add up to the period's figures.
        for (const parts of [result.daily, result.weekdays]) {
          const sum = (key: 'completed' | 'protected' | 'possible') =>
            parts.reduce((n, p) => n + p[key], 0);
          expect([sum('completed'), sum('protected'), sum('possible')]).toEqual([
            result.current.completed,
            result.current.protected,
            result.current.possible,
          ]);
        }
      }),
    );

    function tally(habits: TallyHabit[]) {
      return tallyRange(habits, start, DAYS);
    }
  });
});
