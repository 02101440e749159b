import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, localDay, weekdayOf, weekStart } from './day.js';
import {
  canLogDay,
  countsOn,
  dayStatus,
  DEFAULT_SCHEDULE,
  dueDaysBetween,
  isDue,
  isValidSchedule,
  nextDueDay,
  type DayFacts,
  type Schedule,
} from './schedule.js';

const WEEKDAYS: Schedule = { kind: 'weekdays', days: [1, 2, 3, 4, 5] };
const THREE_A_WEEK: Schedule = { kind: 'weekly', times: 3 };
// Monday 23 to Sunday 29 March 2026; London's clocks go forward on the Sunday.
const MONDAY = '2026-03-23';
const SATURDAY = '2026-03-28';
const SUNDAY = '2026-03-29';

const anySchedule: fc.Arbitrary<Schedule> = fc.oneof(
  fc.constant<Schedule>({ kind: 'daily' }),
  fc
    .subarray([0, 1, 2, 3, 4, 5, 6], { minLength: 1 })
    .map((days): Schedule => ({ kind: 'weekdays', days })),
  fc.integer({ min: 1, max: 7 }).map((times): Schedule => ({ kind: 'weekly', times })),
);

const anyDay = fc.integer({ min: 0, max: 3000 }).map((n) => addDays('2024-01-01', n));

describe('schedules', () => {
  it('reads weekdays with Sunday as 0', () => {
    expect(weekdayOf(MONDAY)).toBe(1);
    expect(weekdayOf(SATURDAY)).toBe(6);
    expect(weekdayOf(SUNDAY)).toBe(0);
  });

  it('makes a weekday habit due Monday to Friday only, and no single day of a weekly one', () => {
    expect(isDue(DEFAULT_SCHEDULE, SUNDAY)).toBe(true);
    expect(isDue(WEEKDAYS, MONDAY)).toBe(true);
    expect(isDue(WEEKDAYS, SATURDAY)).toBe(false);
    expect(isDue(THREE_A_WEEK, MONDAY)).toBe(false);
    expect(countsOn(THREE_A_WEEK, SUNDAY)).toBe(true);
    expect(countsOn(WEEKDAYS, SUNDAY)).toBe(false);
    expect(nextDueDay(WEEKDAYS, '2026-03-27')).toBe('2026-03-30'); // Friday -> Monday
  });

  it('counts due days, capping a weekly habit by the days of each week in range', () => {
    expect(dueDaysBetween(DEFAULT_SCHEDULE, MONDAY, SUNDAY)).toBe(7);
    expect(dueDaysBetween(WEEKDAYS, MONDAY, '2026-04-05')).toBe(10);
    expect(dueDaysBetween(WEEKDAYS, SATURDAY, SUNDAY)).toBe(0);
    expect(dueDaysBetween(THREE_A_WEEK, MONDAY, '2026-04-05')).toBe(6);
    expect(dueDaysBetween(THREE_A_WEEK, SATURDAY, SUNDAY)).toBe(2); // created on a Saturday
    expect(dueDaysBetween(THREE_A_WEEK, SATURDAY, '2026-03-31')).toBe(4); // 2 + Mon–Tue
    expect(dueDaysBetween(DEFAULT_SCHEDULE, SUNDAY, MONDAY)).toBe(0);
  });

  it('counts due days as a day-by-day walk does', () => {
    fc.assert(
      fc.property(anySchedule, anyDay, fc.integer({ min: -3, max: 60 }), (schedule, from, n) => {
        const to = addDays(from, n);
        const weeks = new Map<string, number>();
        let days = 0;
        for (let day = from; day <= to; day = addDays(day, 1)) {
          if (isDue(schedule, day)) days += 1;
          weeks.set(weekStart(day), (weeks.get(weekStart(day)) ?? 0) + 1);
        }
        const expected =
          schedule.kind === 'weekly'
            ? [...weeks.values()].reduce(
                (sum, inRange) => sum + Math.min(schedule.times, inRange),
                0,
              )
            : days;
        expect(dueDaysBetween(schedule, from, to)).toBe(expected);
      }),
    );
  });

  it('accepts only schedules that can be met', () => {
    expect(isValidSchedule(DEFAULT_SCHEDULE)).toBe(true);
    expect(isValidSchedule(WEEKDAYS)).toBe(true);
    expect(isValidSchedule({ kind: 'weekdays', days: [] })).toBe(false);
    expect(isValidSchedule({ kind: 'weekdays', days: [1, 1] })).toBe(false);
    expect(isValidSchedule({ kind: 'weekdays', days: [7] })).toBe(false);
    expect(isValidSchedule({ kind: 'weekly', times: 0 })).toBe(false);
    expect(isValidSchedule({ kind: 'weekly', times: 8 })).toBe(false);
    expect(isValidSchedule({ kind: 'weekly', times: 2.5 })).toBe(false);
  });
});

describe('dayStatus', () => {
  const facts = (over: Partial<DayFacts>): DayFacts => ({
    schedule: WEEKDAYS,
    createdOn: '2026-03-01',
    today: '2026-03-27', // Friday
    count: 0,
    dailyTarget: 2,
    isProtected: false,
    ...over,
  });

  it('tells done, partial, missed, protected and pending due days apart', () => {
    expect(dayStatus('2026-03-26', facts({ count: 2 }))).toBe('done');
    expect(dayStatus('2026-03-26', facts({ count: 1 }))).toBe('partial');
    expect(dayStatus('2026-03-26', facts({}))).toBe('missed');
    expect(dayStatus('2026-03-26', facts({ isProtected: true }))).toBe('protected');
    expect(dayStatus('2026-03-26', facts({ count: 2, isProtected: true }))).toBe('done');
    expect(dayStatus('2026-03-27', facts({ count: 1 }))).toBe('pending');
    expect(dayStatus('2026-03-27', facts({ isProtected: true }))).toBe('protected');
  });

  it('calls days with nothing owed rest, and days outside the history null', () => {
    expect(dayStatus('2026-03-22', facts({}))).toBe('rest'); // Sunday
    expect(dayStatus('2026-03-22', facts({ isProtected: true }))).toBe('rest');
    expect(dayStatus('2026-03-22', facts({ count: 2 }))).toBe('done');
    expect(dayStatus('2026-03-26', facts({ schedule: THREE_A_WEEK }))).toBe('rest');
    expect(dayStatus('2026-03-26', facts({ schedule: THREE_A_WEEK, count: 1 }))).toBe('partial');
    expect(dayStatus('2026-02-28', facts({}))).toBeNull();
    expect(dayStatus('2026-03-28', facts({}))).toBeNull();
  });
});

describe('canLogDay', () => {
  const at =
    (iso: string, zone = 'Europe/London') =>
    (day: string) =>
      canLogDay(day, new Date(iso), zone);

  it('keeps yesterday open until 10:00 local time', () => {
    // 2026-06-16 in London is BST (UTC+1).
    expect(at('2026-06-16T08:59:00Z')('2026-06-15')).toBe('yesterday'); // 09:59
    expect(at('2026-06-16T09:00:00Z')('2026-06-15')).toBe('closed'); // 10:00
    expect(at('2026-06-16T09:01:00Z')('2026-06-15')).toBe('closed'); // 10:01
    expect(at('2026-06-16T09:01:00Z')('2026-06-16')).toBe('today');
    expect(at('2026-06-16T08:59:00Z')('2026-06-14')).toBe('closed');
    expect(at('2026-06-16T08:59:00Z')('2026-06-17')).toBe('closed');
  });

  it('keeps the cut-off at 10:00 on the mornings London changes its clocks', () => {
    // Sunday 29 March: 01:00 GMT became 02:00 BST, so 10:00 local is 09:00 UTC.
    expect(at('2026-03-29T08:59:00Z')('2026-03-28')).toBe('yesterday'); // 09:59 BST
    expect(at('2026-03-29T09:01:00Z')('2026-03-28')).toBe('closed'); // 10:01 BST
    // Sunday 25 October: 02:00 BST became 01:00 GMT, so 10:00 local is 10:00 UTC.
    expect(at('2026-10-25T09:59:00Z')('2026-10-24')).toBe('yesterday'); // 09:59 GMT
    expect(at('2026-10-25T10:01:00Z')('2026-10-24')).toBe('closed'); // 10:01 GMT
  });

  it('uses the local calendar far from UTC', () => {
    // 19:59 UTC on the 15th is 09:59 on the 16th in Kiritimati (UTC+14).
    expect(at('2026-06-15T19:59:00Z', 'Pacific/Kiritimati')('2026-06-15')).toBe('yesterday');
    expect(at('2026-06-15T20:01:00Z', 'Pacific/Kiritimati')('2026-06-15')).toBe('closed');
    // ...while in Honolulu (UTC-10) that same instant is still the 15th.
    expect(at('2026-06-15T19:59:00Z', 'Pacific/Honolulu')('2026-06-15')).toBe('today');
  });

  /** The instant the local clock in `zone` reads 10:00 on `day`, found from the zone's offset. */
  function tenOClock(day: string, zone: string): number {
    const format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    const offsetAt = (ms: number) => {
      const name = format.formatToParts(new Date(ms)).find((p) => p.type === 'timeZoneName')?.value;
      const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
      if (!match) return 0;
      const minutes = Number(match[2]) * 60 + Number(match[3]);
      return (match[1] === '-' ? -minutes : minutes) * 60_000;
    };
    const wall = Date.parse(`${day}T10:00:00Z`);
    const guess = wall - offsetAt(wall);
    return wall - offsetAt(guess);
  }

  it('closes yesterday at exactly 10:00 local on every day of 2026, DST days included', () => {
    const zones = [
      'Europe/London',
      'America/New_York',
      'Australia/Sydney',
      'America/St_Johns',
      'Pacific/Kiritimati',
    ];
    for (const zone of zones) {
      for (let day = '2026-01-01'; day <= '2026-12-31'; day = addDays(day, 1)) {
        const cutoff = tenOClock(day, zone);
        expect(localDay(new Date(cutoff), zone)).toBe(day);
        const yesterday = addDays(day, -1);
        expect(canLogDay(yesterday, new Date(cutoff - 60_000), zone), `${zone} ${day}`).toBe(
          'yesterday',
        );
        expect(canLogDay(yesterday, new Date(cutoff), zone), `${zone} ${day}`).toBe('closed');
      }
    }
  });

  it('always lets today be logged and never anything two days old', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2090, 0, 1) }),
        fc.constantFrom('Europe/London', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham'),
        (ms, zone) => {
          const now = new Date(ms);
          const today = localDay(now, zone);
          expect(canLogDay(today, now, zone)).toBe('today');
          expect(canLogDay(addDays(today, -2), now, zone)).toBe('closed');
          expect(canLogDay(addDays(today, 1), now, zone)).toBe('closed');
        },
      ),
    );
  });
});
