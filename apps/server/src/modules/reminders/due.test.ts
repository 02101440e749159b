import { describe, expect, it } from 'vitest';
import { localMoment, reminderDue, reportDue } from './due.js';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const at = (iso: string, zone = 'Europe/London') => localMoment(new Date(iso), zone);

describe('localMoment', () => {
  it('gives the day, weekday and time of the user’s zone', () => {
    expect(at('2026-11-16T23:30:00Z', 'Asia/Kolkata')).toEqual({
      day: '2026-11-17',
      weekday: 2,
      time: '05:00',
    });
    expect(at('2026-11-16T00:15:00Z')).toEqual({ day: '2026-11-16', weekday: 1, time: '00:15' });
  });
});

describe('reminderDue', () => {
  const settings = { reminderTime: '20:00', reminderDays: EVERY_DAY };

  it('is due from the chosen time until the day ends, unless sent that day', () => {
    expect(reminderDue(settings, at('2026-11-16T19:59:00Z'), null)).toBe(false);
    expect(reminderDue(settings, at('2026-11-16T20:00:00Z'), null)).toBe(true);
    expect(reminderDue(settings, at('2026-11-16T23:59:00Z'), '2026-11-15')).toBe(true);
    expect(reminderDue(settings, at('2026-11-16T23:59:00Z'), '2026-11-16')).toBe(false);
    // After a move to a zone behind: that local day was already reminded about.
    expect(reminderDue(settings, at('2026-11-16T23:59:00Z'), '2026-11-17')).toBe(false);
  });

  it('keeps to the chosen weekdays', () => {
    const weekdays = { reminderTime: '08:00', reminderDays: [1, 2, 3, 4, 5] };
    expect(reminderDue(weekdays, at('2026-11-21T09:00:00Z'), null)).toBe(false); // Saturday
    expect(reminderDue(weekdays, at('2026-11-23T09:00:00Z'), null)).toBe(true); // Monday
    expect(
      reminderDue({ reminderTime: '08:00', reminderDays: [] }, at('2026-11-23T09:00:00Z'), null),
    ).toBe(false);
  });

  it('is not lost to the hour the clocks skip', () => {
    // 29 March 2026: London goes from 01:00 GMT straight to 02:00 BST.
    const settings = { reminderTime: '01:30', reminderDays: EVERY_DAY };
    expect(reminderDue(settings, at('2026-03-29T00:59:00Z'), null)).toBe(false);
    expect(reminderDue(settings, at('2026-03-29T01:00:00Z'), null)).toBe(true);
  });
});

describe('reportDue', () => {
  it('is this Monday from 08:00 local time, once', () => {
    expect(reportDue(at('2026-11-16T07:59:00Z'), null)).toBeNull();
    expect(reportDue(at('2026-11-16T08:00:00Z'), null)).toBe('2026-11-16');
    expect(reportDue(at('2026-11-16T23:00:00Z'), '2026-11-09')).toBe('2026-11-16');
    expect(reportDue(at('2026-11-16T23:00:00Z'), '2026-11-16')).toBeNull();
    expect(reportDue(at('2026-11-17T09:00:00Z'), '2026-11-09')).toBeNull(); // Tuesday
    // Monday 08:00 in Sydney is Sunday 21:00 in London.
    expect(reportDue(at('2026-11-15T21:00:00Z', 'Australia/Sydney'), null)).toBe('2026-11-16');
  });
});
