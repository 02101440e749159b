import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  isDay,
  localDay,
  monthStart,
  weekdayOf,
  weekDays,
  weekStart,
} from './day.js';

/** Any calendar day from 1990 to 2099. */
const anyDay = fc
  .integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2099, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));

const HOUR = 3_600_000;

/** How many whole hours of a year's instants fall on each local day of a zone. */
function hoursPerLocalDay(zone: string, year: number): Map<string, number> {
  const hours = new Map<string, number>();
  for (let ms = Date.UTC(year, 0, 1, 12); ms < Date.UTC(year, 11, 31); ms += HOUR) {
    const day = localDay(new Date(ms), zone);
    hours.set(day, (hours.get(day) ?? 0) + 1);
  }
  return hours;
}

describe('isDay', () => {
  it('accepts real calendar days only', () => {
    expect(isDay('2026-03-29')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    for (const bad of ['2026-13-01', '2026-02-30', '2027-02-29', 'yesterday', '2026-3-1', ''])
      expect(isDay(bad), bad).toBe(false);
  });
});

describe('localDay', () => {
  it('puts the same instant on different days either side of the date line', () => {
    const instant = new Date('2026-06-15T10:30:00Z');
    expect(localDay(instant, 'Pacific/Kiritimati')).toBe('2026-06-16'); // UTC+14: 00:30
    expect(localDay(instant, 'Pacific/Pago_Pago')).toBe('2026-06-14'); // UTC-11: 23:30
    expect(localDay(instant, 'UTC')).toBe('2026-06-15');
  });

  it('follows Europe/London across both DST changes', () => {
    const london = (iso: string) => localDay(new Date(iso), 'Europe/London');
    expect(london('2026-03-28T23:59:00Z')).toBe('2026-03-28');
    expect(london('2026-03-29T00:30:00Z')).toBe('2026-03-29'); // still GMT
    expect(london('2026-03-29T22:59:00Z')).toBe('2026-03-29'); // 23:59 BST
    expect(london('2026-03-29T23:00:00Z')).toBe('2026-03-30'); // 00:00 BST
    expect(london('2026-10-24T22:59:00Z')).toBe('2026-10-24'); // 23:59 BST
    expect(london('2026-10-24T23:00:00Z')).toBe('2026-10-25'); // 00:00 BST
    expect(london('2026-10-25T23:59:00Z')).toBe('2026-10-25'); // 23:59 GMT
    expect(london('2026-10-26T00:00:00Z')).toBe('2026-10-26');
  });

  it('makes the DST days 23 and 25 hours long, and each still one day', () => {
    const hours = hoursPerLocalDay('Europe/London', 2026);
    expect(hours.get('2026-03-29')).toBe(23);
    expect(hours.get('2026-10-25')).toBe(25);
    expect(hours.get('2026-03-28')).toBe(24);
    expect(hours.get('2026-10-26')).toBe(24);
    const lengths = new Set([...hours.entries()].slice(1, -1).map(([, h]) => h));
    expect([...lengths].sort()).toEqual([23, 24, 25]);
  });

  it('never goes back and moves at most one day per hour', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2090, 0, 1) }),
        fc.constantFrom('Europe/London', 'Pacific/Kiritimati', 'America/New_York', 'Asia/Kolkata'),
        (ms, zone) => {
          const step = daysBetween(
            localDay(new Date(ms), zone),
            localDay(new Date(ms + HOUR), zone),
          );
          expect([0, 1]).toContain(step);
        },
      ),
    );
  });
});

describe('calendar arithmetic', () => {
  it('is exact across the London DST days', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-10-26', -2)).toBe('2026-10-24');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-26', '2026-10-24')).toBe(-2);
  });

  it('starts weeks on Monday, DST Sundays included', () => {
    expect(weekStart('2026-03-29')).toBe('2026-03-23'); // Sunday, clocks go forward
    expect(weekStart('2026-03-30')).toBe('2026-03-30');
    expect(weekStart('2026-10-25')).toBe('2026-10-19'); // Sunday, clocks go back
    expect(weekStart('2026-10-26')).toBe('2026-10-26');
    expect(weekStart('2027-01-01')).toBe('2026-12-28'); // across a year
    expect(weekDays('2026-10-19')).toEqual([
      '2026-10-19',
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
    ]);
    expect(monthStart('2026-10-25')).toBe('2026-10-01');
  });

  it('addDays and daysBetween are inverses', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -1000, max: 1000 }), (day, n) => {
        const moved = addDays(day, n);
        expect(isDay(moved)).toBe(true);
        expect(daysBetween(day, moved)).toBe(n);
        expect(addDays(moved, -n)).toBe(day);
      }),
    );
  });

  it("agrees with Date's calendar on every day of years 0001 to 9999", () => {
    // The arithmetic works on day numbers (day.ts); Date is the reference it must match.
    const viaDate = (day: string, amount: number) => {
      const date = new Date(`${day}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + amount);
      return date.toISOString().slice(0, 10);
    };
    const anyDate = fc
      .integer({
        min: Date.UTC(1, 0, 1) + 400 * 86_400_000,
        max: Date.UTC(9999, 11, 31) - 400 * 86_400_000,
      })
      .map((ms) => new Date(ms).toISOString().slice(0, 10));
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -400, max: 400 }), (day, n) => {
        expect(addDays(day, n)).toBe(viaDate(day, n));
        expect(daysBetween(day, viaDate(day, n))).toBe(n);
        expect(weekdayOf(day)).toBe(new Date(`${day}T00:00:00Z`).getUTCDay());
      }),
      { numRuns: 2_000 },
    );
    // Every day of two whole 400-year cycles' edges: leap days, century years, year ends.
    for (const start of ['1599-12-01', '1899-12-01', '1999-12-01', '2099-12-01', '0001-01-01']) {
      for (let n = 0; n < 120; n += 1) expect(addDays(start, n)).toBe(viaDate(start, n));
    }
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('1970-01-01', -1)).toBe('1969-12-31');
    expect(weekdayOf('1969-12-31')).toBe(3);
  });

  it('refuses what is not a day rather than computing with it', () => {
    for (const bad of ['yesterday', '2026-3-1', ''])
      expect(() => addDays(bad, 1), bad).toThrow(RangeError);
  });

  it('weekStart is the Monday on or before the day', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const monday = weekStart(day);
        expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
        expect(daysBetween(monday, day)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(monday, day)).toBeLessThan(7);
        expect(weekStart(monday)).toBe(monday);
        expect(weekDays(monday)).toContain(day);
      }),
    );
  });
});
