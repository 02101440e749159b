import fc from 'fast-check';
import { expect, it } from 'vitest';
import { addDays, type Day } from './day.js';
import { computeFairStreak } from './fair-streak.js';
import type { Schedule } from './schedule.js';
import { cachedStreak, ruleStreak } from './streak-cache.js';
import { lifeStep, type LifeStep } from './streak-lives.js';
import {
  EMPTY_STREAK_STATE,
  markDay,
  streakAsOf,
  streakStateFrom,
  type StreakState,
} from './streak-state.js';

/*
 * The kept state is a cache of the one streak rule (docs/decisions/045-one-streak-rule.md). A life
 * of one daily habit, played as the server plays it: check-ins (today, or yesterday late), undos
 * and rest days, the days going by. After every step the cache must be what a rebuild from the
 * history gives, and the streak served (the cache where it answers, else the rule over the
 * history) must be the rule computed from scratch.
 */

const CREATED = '2026-03-02';
const DAILY: Schedule = { kind: 'daily' };

const op = lifeStep({
  'next-day': [4, { days: fc.constantFrom(1, 1, 1, 2, 3) }],
  'check-in': [5, { late: fc.boolean() }],
  undo: [2, {}],
  rest: [1, { ahead: fc.integer({ min: 0, max: 2 }) }],
});
type Op = LifeStep<typeof op>;

class Life {
  today: Day = CREATED;
  done = new Set<Day>();
  rests = new Set<Day>();
  state: StreakState = EMPTY_STREAK_STATE;
  rebuilds = 0;

  /** A day turned done or not, and the cache kept as the server keeps it. */
  write(day: Day, done: boolean) {
    if (done) this.done.add(day);
    else this.done.delete(day);
    const next = markDay(this.state, day, done);
    if (!next) this.rebuilds += 1;
    this.state = next ?? streakStateFrom(this.done, day);
  }

  play(step: Op) {
    if (step.kind === 'next-day') this.today = addDays(this.today, step.days);
    else if (step.kind === 'check-in') {
      const day = step.late && this.today > CREATED ? addDays(this.today, -1) : this.today;
      if (!this.done.has(day)) this.write(day, true);
    } else if (step.kind === 'undo') {
      if (this.done.has(this.today)) this.write(this.today, false);
    } else this.rests.add(addDays(this.today, step.ahead));
  }

  /** The streak as the server serves it: from the cache where it answers, else by the rule. */
  served(): ReturnType<typeof computeFairStreak> {
    const habit = { schedule: DAILY, createdOn: CREATED, hasProtection: this.rests.size > 0 };
    const history = {
      done: [...this.done],
      protectedDays: [...this.rests].filter((d) => d <= this.today),
    };
    return cachedStreak(this.state, habit, this.today) ?? ruleStreak(habit, history, this.today);
  }
}

it('the kept state is a cache of the rule through check-ins, late ones, undos and rest days', () => {
  let rebuilds = 0;
  let fromCache = 0;
  fc.assert(
    fc.property(fc.array(op, { minLength: 1, maxLength: 60 }), (ops) => {
      const life = new Life();
      for (const step of ops) {
        life.play(step);
        expect(life.state).toEqual(streakStateFrom(life.done, life.state.openDay));
        const rule = computeFairStreak({
          schedule: DAILY,
          createdOn: CREATED,
          done: life.done,
          protectedDays: [...life.rests].filter((d) => d <= life.today),
          today: life.today,
        });
        expect(life.served()).toEqual(rule);
        // With no rest day the cache alone answers, and it is the rule.
        if (life.rests.size === 0) {
          expect(streakAsOf(life.state, life.today)).toEqual(rule);
          fromCache += 1;
        }
      }
      rebuilds += life.rebuilds;
    }),
    { numRuns: 400 },
  );
  // A late check-in under a today already done takes the rebuild path; both paths were taken.
  expect(rebuilds).toBeGreaterThan(0);
  expect(fromCache).toBeGreaterThan(0);
});
