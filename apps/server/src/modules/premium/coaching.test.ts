import { addDays, type Day } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { coachingFacts, type CheckInMoment, type CoachingHabitInput } from './coaching-facts.js';
import { coachByRules, inventedNumbers, numbersIn } from './coaching.js';

// Monday 23 to Sunday 29 November 2026: the week a report sent on Monday 30 covers.
const MONDAY = '2026-11-23';
const SUNDAY = '2026-11-29';
const NEXT_MONDAY = '2026-11-30';

const daysFrom = (from: Day, to: Day): Day[] => {
  const days: Day[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
};

let ids = 0;
const habit = (over: Partial<CoachingHabitInput>): CoachingHabitInput => ({
  id: `h${++ids}`,
  name: 'Habit',
  kind: 'count',
  unit: null,
  dailyTarget: 1,
  createdOn: '2026-10-01',
  schedule: { kind: 'daily' },
  done: [],
  protectedDays: [],
  checkIns: [],
  ...over,
});

const at = (day: Day, hour: number, later = false): CheckInMoment => ({ day, hour, later });

/** The note and its facts, after checking that every number said is one of the facts'. */
function coach(habits: CoachingHabitInput[], start = MONDAY, end = SUNDAY, today = NEXT_MONDAY) {
  const facts = coachingFacts({ start, end, today, habits });
  const note = coachByRules(facts);
  expect(inventedNumbers(note, facts)).toEqual([]);
  return { facts, note };
}

describe('coaching rules', () => {
  it('names the habit that slips on Mondays, and plans Mondays ahead', () => {
    const month = daysFrom('2026-11-02', SUNDAY);
    const mondays = month.filter((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1);
    const meditate = habit({ name: 'Meditate', done: month.filter((d) => !mondays.includes(d)) });
    const read = habit({ name: 'Read', done: month });
    const { note } = coach([meditate, read], '2026-11-02');
    expect(note.wentWell).toBe('Read went best: done on 28 of 28 due days.');
    expect(note.slipped).toEqual({
      habitId: meditate.id,
      habitName: 'Meditate',
      why: '4 of its 4 misses fell on a Monday.',
    });
    expect(note.nextStep).toBe(
      'Plan Meditate for Mondays ahead: pick a time the evening before and set a reminder for it.',
    );
    expect(note.source).toBe('rules');
  });

  it('sees check-ins drifting late against the usual hour', () => {
    const week = daysFrom(MONDAY, SUNDAY);
    const stretch = habit({
      name: 'Stretch',
      done: week.filter((d) => d !== '2026-11-24'),
      checkIns: [
        at('2026-11-23', 8),
        at('2026-11-25', 8),
        at('2026-11-26', 8),
        at('2026-11-27', 21),
        at('2026-11-28', 22),
        at('2026-11-29', 8, true),
      ],
    });
    const { note, facts } = coach([stretch]);
    expect(facts.habits[0]?.checkIns).toEqual({ days: 6, usualHour: 8, lateFromHour: 11, late: 3 });
    expect(note.slipped?.why).toBe(
      'You usually check it in around 08:00, but 3 check-ins came after 11:00 or a day late.',
    );
    expect(note.nextStep).toBe(
      'Set a reminder for Stretch at 08:00, your usual time, so it is not left until late.',
    );
  });

  it('tells of a broken streak and how to start again', () => {
    const run = daysFrom('2026-11-10', '2026-11-25');
    const walk = habit({
      name: 'Evening walk',
      createdOn: '2026-11-10',
      done: [...run, '2026-11-27', '2026-11-28', '2026-11-29'],
    });
    const { note } = coach([walk]);
    expect(note.wentWell).toBe('Evening walk went best: done on 6 of 7 due days.');
    expect(note.slipped?.why).toBe('Its 16-day streak broke on a Thursday.');
    expect(note.nextStep).toMatch(/^Check in Evening walk on its next due day/);

    // A skipped day holds the run without adding to it, as the fair streak counts.
    const skipped = { ...walk, done: walk.done.filter((d) => d !== '2026-11-20') };
    const rested = coach([{ ...skipped, protectedDays: ['2026-11-20'] }]);
    expect(rested.note.slipped?.why).toBe('Its 15-day streak broke on a Thursday.');
  });

  it('says so when everything was kept, on due days only', () => {
    const week = daysFrom(MONDAY, SUNDAY);
    const weekdaysOnly = habit({
      name: 'Standup notes',
      schedule: { kind: 'weekdays', days: [1, 2, 3, 4, 5] },
      done: week.slice(0, 5),
    });
    const run = habit({
      name: 'Run 5 km',
      kind: 'measure',
      unit: 'km',
      dailyTarget: 500,
      done: week,
    });
    const { note } = coach([weekdaysOnly, run]);
    expect(note.wentWell).toBe('You kept every due day: 12 of 12 across 2 habits.');
    expect(note.slipped).toBeNull();
    expect(note.nextStep).toMatch(/^Keep the same routine/);
  });

  it("speaks of a measure's target and a quit habit's kept days", () => {
    const week = daysFrom(MONDAY, SUNDAY);
    const run = habit({
      name: 'Running',
      kind: 'measure',
      unit: 'km',
      dailyTarget: 250,
      done: week.slice(1),
    });
    expect(coach([run]).note.wentWell).toBe(
      'Running went best: you reached 2.5 km on 6 of 7 due days.',
    );
    const smoke = habit({ name: 'No smoking', kind: 'quit', done: week.slice(2) });
    const { note } = coach([smoke]);
    expect(note.wentWell).toBe('No smoking went best: you kept to your limit on 5 of 7 due days.');
    expect(note.nextStep).toMatch(/^Note what led to the slips of No smoking/);
  });

  it('does not count today, still in progress, as a miss', () => {
    const today = '2026-11-26';
    const h = habit({ name: 'Floss', done: daysFrom(MONDAY, '2026-11-25') });
    const { note, facts } = coach([h], MONDAY, today, today);
    expect(facts.dueDays).toBe(3);
    expect(note.slipped).toBeNull();
  });

  it('is honest about too little data instead of coaching', () => {
    const fresh = habit({ name: 'Journal', createdOn: '2026-11-28', done: ['2026-11-28'] });
    const { note } = coach([fresh]);
    expect(note.wentWell).toBe(
      'There is too little to go on yet: 2 due days in this period, and coaching needs at least 3.',
    );
    expect(note.slipped).toBeNull();
    expect(coach([]).note.wentWell).toMatch(/^There is nothing to coach yet/);
  });
});

describe('the no-invented-numbers check', () => {
  it('reads clock times as their hour and finds numbers not in the facts', () => {
    expect(numbersIn('around 08:00, 3 check-ins, 2.5 km')).toEqual([8, 3, 2.5]);
    const facts = coachingFacts({
      start: MONDAY,
      end: SUNDAY,
      today: NEXT_MONDAY,
      habits: [habit({ name: 'Drink 8 glasses', done: daysFrom(MONDAY, SUNDAY) })],
    });
    const note = {
      wentWell: 'Drink 8 glasses: 7 of 7 days.',
      slipped: null,
      nextStep: 'Keep going.',
    };
    expect(inventedNumbers(note, facts)).toEqual([]);
    expect(
      inventedNumbers({ ...note, nextStep: 'You are 100% there, up 12 points.' }, facts),
    ).toEqual([100, 12]);
  });
});
