import type { CompleteResult } from '@streakwise/shared';
import type { Acknowledged, Consistency, DayTally, SimHabit, SimUser } from './model.js';

/*
 * What the server acknowledged, and the contradictions between its replies: each reply tells the
 * driver what the server now holds for the person who sent it.
 */

export class Bookkeeping {
  readonly acknowledged: Acknowledged[] = [];
  readonly consistency: Consistency = {
    replays: 0,
    replayMismatches: 0,
    replyMismatches: 0,
    readMismatches: 0,
    samples: [],
  };

  note(kind: keyof Omit<Consistency, 'samples' | 'replays'>, what: string): void {
    this.consistency[kind] += 1;
    if (this.consistency.samples.length < 10) this.consistency.samples.push(`${kind}: ${what}`);
  }

  tally(habit: SimHabit, day: string): DayTally {
    let tally = habit.days.get(day);
    if (!tally) {
      tally = { count: 0, maybeUp: 0, maybeDown: 0 };
      habit.days.set(day, tally);
    }
    return tally;
  }

  /** A check-in or undo the server acknowledged: the new state, checked against the previous. */
  acknowledge(user: SimUser, habit: SimHabit, kind: Acknowledged['kind'], body: CompleteResult) {
    const day = body.habit.today.date;
    const count = body.habit.today.completed;
    const tally = this.tally(habit, day);
    const certain = tally.maybeUp === 0 && tally.maybeDown === 0;
    const expected = tally.count + (kind === 'check-in' ? 1 : -1);
    if (certain && count !== expected)
      this.note(
        'replyMismatches',
        `${kind} on ${habit.id} ${day} answered ${count}, expected ${expected}`,
      );
    Object.assign(tally, { count, maybeUp: 0, maybeDown: 0 });
    habit.today = { date: day, completed: count };

    const earned = body.pointsEarned + body.bonuses.reduce((n, b) => n + b.points, 0);
    if (user.knownPoints !== null && body.points !== user.knownPoints + earned)
      this.note(
        'replyMismatches',
        `${user.email} total ${body.points} after ${user.knownPoints} + ${earned}`,
      );
    user.ackedPoints += earned;
    user.knownPoints = body.points;
    this.acknowledged.push({ userId: user.id, habitId: habit.id, day, kind, count });
  }

  /** A check-in or undo whose fate is unknown: the count may or may not have moved. */
  inDoubt(user: SimUser, habit: SimHabit, kind: Acknowledged['kind']) {
    const tally = this.tally(habit, habit.today.date);
    if (kind === 'check-in') tally.maybeUp += 1;
    else tally.maybeDown += 1;
    user.knownPoints = null;
    user.inDoubt += 1;
  }
}
