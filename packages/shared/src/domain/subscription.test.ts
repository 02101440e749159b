import { describe, expect, it } from 'vitest';
import { addMonths, isExpired, paidUntil, periodMonths } from './subscription.js';

const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

describe('addMonths', () => {
  it('adds calendar months and keeps the time of day', () => {
    expect(iso(addMonths(at('2026-03-15T09:30:00.250Z'), 1))).toBe('2026-04-15T09:30:00.250Z');
    expect(iso(addMonths(at('2026-03-15T09:30:00Z'), 0))).toBe('2026-03-15T09:30:00.000Z');
  });

  it('clamps to the last day of a shorter month', () => {
    expect(iso(addMonths(at('2026-01-31T12:00:00Z'), 1))).toBe('2026-02-28T12:00:00.000Z');
    expect(iso(addMonths(at('2028-01-31T12:00:00Z'), 1))).toBe('2028-02-29T12:00:00.000Z');
    expect(iso(addMonths(at('2026-03-31T23:59:59Z'), 1))).toBe('2026-04-30T23:59:59.000Z');
    expect(iso(addMonths(at('2026-08-31T00:00:00Z'), 1))).toBe('2026-09-30T00:00:00.000Z');
  });

  it('does not carry a clamp into later months', () => {
    const feb = addMonths(at('2026-01-31T12:00:00Z'), 1);
    expect(iso(addMonths(feb, 1))).toBe('2026-03-28T12:00:00.000Z');
    expect(iso(addMonths(at('2026-01-31T12:00:00Z'), 2))).toBe('2026-03-31T12:00:00.000Z');
  });

  it('adds twelve months across the year end and from a leap day', () => {
    expect(iso(addMonths(at('2026-05-04T08:00:00Z'), 12))).toBe('2027-05-04T08:00:00.000Z');
    expect(iso(addMonths(at('2026-12-31T22:00:00Z'), 1))).toBe('2027-01-31T22:00:00.000Z');
    expect(iso(addMonths(at('2028-02-29T10:00:00Z'), 12))).toBe('2029-02-28T10:00:00.000Z');
    expect(iso(addMonths(at('2027-02-28T10:00:00Z'), 12))).toBe('2028-02-28T10:00:00.000Z');
  });
});

describe('paidUntil', () => {
  const now = at('2026-05-04T08:00:00Z');
  const later = at('2026-05-20T08:00:00Z');
  const earlier = at('2026-05-01T08:00:00Z');

  it('gives one month for monthly and twelve for annual', () => {
    expect(periodMonths('monthly')).toBe(1);
    expect(periodMonths('annual')).toBe(12);
    const free = { plan: 'free' as const, expiredAt: null };
    expect(iso(paidUntil(free, 'pro', 'monthly', now))).toBe('2026-06-04T08:00:00.000Z');
    expect(iso(paidUntil(free, 'premium', 'annual', now))).toBe('2027-05-04T08:00:00.000Z');
  });

  it('extends a renewal of the same active plan from its current expiry', () => {
    const pro = { plan: 'pro' as const, expiredAt: later };
    expect(iso(paidUntil(pro, 'pro', 'monthly', now))).toBe('2026-06-20T08:00:00.000Z');
    expect(iso(paidUntil(pro, 'pro', 'annual', now))).toBe('2027-05-20T08:00:00.000Z');
  });

  it('starts now for a different plan, an expired plan or a free user', () => {
    const pro = { plan: 'pro' as const, expiredAt: later };
    expect(iso(paidUntil(pro, 'premium', 'monthly', now))).toBe('2026-06-04T08:00:00.000Z');
    const expired = { plan: 'pro' as const, expiredAt: earlier };
    expect(iso(paidUntil(expired, 'pro', 'monthly', now))).toBe('2026-06-04T08:00:00.000Z');
    const endsNow = { plan: 'pro' as const, expiredAt: now };
    expect(iso(paidUntil(endsNow, 'pro', 'monthly', now))).toBe('2026-06-04T08:00:00.000Z');
    // Downgraded users keep their old expiry; it is not extended.
    const downgraded = { plan: 'free' as const, expiredAt: later };
    expect(iso(paidUntil(downgraded, 'pro', 'monthly', now))).toBe('2026-06-04T08:00:00.000Z');
  });
});

describe('isExpired', () => {
  const now = at('2026-05-04T08:00:00Z');

  it('is true only for a paid plan whose expiry is now or past', () => {
    expect(isExpired({ plan: 'pro', expiredAt: at('2026-05-04T07:59:59Z') }, now)).toBe(true);
    expect(isExpired({ plan: 'premium', expiredAt: now }, now)).toBe(true);
    expect(isExpired({ plan: 'premium', expiredAt: at('2026-05-04T08:00:01Z') }, now)).toBe(false);
  });

  it('is false for free users and for a paid plan without an expiry', () => {
    expect(isExpired({ plan: 'free', expiredAt: at('2026-01-01T00:00:00Z') }, now)).toBe(false);
    expect(isExpired({ plan: 'free', expiredAt: null }, now)).toBe(false);
    expect(isExpired({ plan: 'pro', expiredAt: null }, now)).toBe(false);
  });
});
