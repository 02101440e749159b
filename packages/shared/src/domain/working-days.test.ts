import { describe, expect, it } from 'vitest';
import { addWorkingDays, firstResponseDue } from './working-days.js';

const due = (at: string, days: number) => firstResponseDue(new Date(at), days).toISOString();

describe('first response in UK working days', () => {
  it('skips the weekend: Friday 17:00 plus one is Monday 17:00', () => {
    expect(due('2026-12-04T17:00:00Z', 1)).toBe('2026-12-07T17:00:00.000Z');
    expect(due('2026-12-04T17:00:00Z', 3)).toBe('2026-12-09T17:00:00.000Z');
  });

  it('keeps the clock time within the week', () => {
    expect(due('2026-12-01T10:30:15.250Z', 1)).toBe('2026-12-02T10:30:15.250Z');
    expect(due('2026-12-02T10:30:00Z', 3)).toBe('2026-12-07T10:30:00.000Z');
  });

  it('counts a weekend request from 09:00 on Monday, UK time', () => {
    expect(due('2026-12-05T12:00:00Z', 1)).toBe('2026-12-08T09:00:00.000Z');
    expect(due('2026-12-06T23:30:00Z', 3)).toBe('2026-12-10T09:00:00.000Z');
    // Friday 23:30 in London in summer is already Saturday 00:30 there.
    expect(due('2026-07-03T23:30:00Z', 1)).toBe('2026-07-07T08:00:00.000Z');
  });

  it('keeps the London clock time across a change of the clocks', () => {
    // Friday 23 October 2026 17:00 BST (16:00Z); the clocks go back on Sunday 25 October.
    expect(due('2026-10-23T16:00:00Z', 1)).toBe('2026-10-26T17:00:00.000Z');
    // Friday 27 March 2026 17:00 GMT; the clocks go forward on Sunday 29 March.
    expect(due('2026-03-27T17:00:00Z', 1)).toBe('2026-03-30T16:00:00.000Z');
  });

  it('adds working days from a weekend day', () => {
    expect(addWorkingDays('2026-12-05', 1)).toBe('2026-12-07');
    expect(addWorkingDays('2026-12-04', 5)).toBe('2026-12-11');
  });
});

describe('bank holidays are not working days', () => {
  it('skips Christmas and the moved Boxing Day', () => {
    // Thursday 24 December 2026 16:00: Friday 25 and Monday 28 are bank holidays.
    expect(due('2026-12-24T16:00:00Z', 1)).toBe('2026-12-29T16:00:00.000Z');
    expect(due('2026-12-24T16:00:00Z', 3)).toBe('2026-12-31T16:00:00.000Z');
  });

  it('counts a request made on a bank holiday from 09:00 on the next working day', () => {
    // Easter Monday 6 April 2026 (BST): from Tuesday 09:00 BST.
    expect(due('2026-04-06T10:00:00Z', 1)).toBe('2026-04-08T08:00:00.000Z');
  });
});
