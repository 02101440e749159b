import { describe, expect, it } from 'vitest';
import { addDays, type Day } from './day.js';
import type { Schedule } from './schedule.js';
import { streakAtRisk } from './streak-at-risk.js';

const DAILY: Schedule = { kind: 'daily' };
const range = (from: Day, to: Day): Day[] => {
  const days: Day[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
};

/** Five days done, 23–27 March 2026, then Saturday 28 March missed. */
const FIVE_THEN_MISSED = {
  schedule: DAILY,
  createdOn: '2026-03-23',
  done: range('2026-03-23', '2026-03-27'),
  protectedDays: [] as Day[],
  freezesHeld: 0,
};

describe('a streak at risk', () => {
  it('is said between midnight and 10:00 after a missed day, on the morning the clocks go forward', () => {
    // London springs forward at 01:00 on Sunday 29 March: 09:30 BST is 08:30 UTC.
    const at = (iso: string) =>
      streakAtRisk({ ...FIVE_THEN_MISSED, now: new Date(iso), timeZone: 'Europe/London' });
    expect(at('2026-03-29T00:00:00Z')).toEqual({
      days: 5,
      until: '10:00',
      savedBy: 'late',
      freezes: 0,
    });
    expect(at('2026-03-29T08:59:00Z')?.days).toBe(5); // 09:59 BST
    // 10:00 on the local clock, which is nine hours after midnight that night: the day is closed.
    expect(at('2026-03-29T09:00:00Z')).toBeNull();
    // Saturday evening the day is still today's: nothing is at risk yet.
    expect(at('2026-03-28T22:00:00Z')).toBeNull();
  });

  it('follows the person’s zone, not the server’s', () => {
    const history = { ...FIVE_THEN_MISSED, done: range('2026-06-04', '2026-06-08') };
    const now = new Date('2026-06-10T00:30:00Z');
    // 09:30 on 10 June in Tokyo: 9 June was missed and can still be checked in.
    expect(
      streakAtRisk({ ...history, createdOn: '2026-06-04', now, timeZone: 'Asia/Tokyo' })?.days,
    ).toBe(5);
    // 20:30 on 9 June in New York: the 9th is still today, and the 8th was done.
    expect(
      streakAtRisk({ ...history, createdOn: '2026-06-04', now, timeZone: 'America/New_York' }),
    ).toBeNull();
  });

  it('says a held freeze will cover it once the run is long enough for one', () => {
    const now = new Date('2026-03-29T07:00:00Z');
    const base = { ...FIVE_THEN_MISSED, now, timeZone: 'Europe/London' };
    expect(streakAtRisk({ ...base, freezesHeld: 1 })).toMatchObject({
      days: 5,
      savedBy: 'freeze',
      freezes: 1,
    });
    // A two-day run is below FREEZE_MIN_STREAK: only a late check-in saves it.
    const two = { ...base, done: ['2026-03-26', '2026-03-27'], freezesHeld: 2 };
    expect(streakAtRisk(two)).toMatchObject({ days: 2, savedBy: 'late' });
  });

  it('is not said when yesterday was done, protected or not due, or there was no streak', () => {
    const now = new Date('2026-03-29T07:00:00Z');
    const base = { ...FIVE_THEN_MISSED, now, timeZone: 'Europe/London' };
    expect(streakAtRisk({ ...base, done: [...base.done, '2026-03-28'] })).toBeNull();
    expect(streakAtRisk({ ...base, protectedDays: ['2026-03-28'] })).toBeNull();
    const weekdays: Schedule = { kind: 'weekdays', days: [1, 2, 3, 4, 5] };
    expect(streakAtRisk({ ...base, schedule: weekdays })).toBeNull();
    expect(streakAtRisk({ ...base, done: ['2026-03-23'] })).toBeNull();
  });

  it('counts today done already: the late check-in still joins the two runs', () => {
    const now = new Date('2026-03-29T07:00:00Z');
    const done = [...FIVE_THEN_MISSED.done, '2026-03-29'];
    const risk = streakAtRisk({ ...FIVE_THEN_MISSED, done, now, timeZone: 'Europe/London' });
    expect(risk?.days).toBe(5);
  });

  it('judges a weekly habit’s last week on Monday morning', () => {
    // Three a week, met for three weeks, then two of three in the week ending Sunday 29 March.
    const weekly = {
      schedule: { kind: 'weekly', times: 3 } as Schedule,
      createdOn: '2026-03-02',
      done: ['02', '03', '04', '09', '10', '11', '16', '17', '18', '23', '24'].map(
        (d) => `2026-03-${d}`,
      ),
      protectedDays: [],
      freezesHeld: 0,
      timeZone: 'Europe/London',
    };
    const monday = new Date('2026-03-30T08:00:00Z'); // 09:00 BST
    expect(streakAtRisk({ ...weekly, now: monday })).toMatchObject({ days: 3, savedBy: 'late' });
    // Short by two: one late check-in cannot meet the week, so nothing can be said to save it.
    const shortByTwo = { ...weekly, done: weekly.done.slice(0, -1) };
    expect(streakAtRisk({ ...shortByTwo, now: monday })).toBeNull();
  });
});
