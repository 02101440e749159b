import { MESSAGES } from '@streakwise/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import * as kit from '../../test/habits.js';
import { bearer, useTestApp } from '../../test/helper.js';

const t = useTestApp();

let m: kit.Member;

const exportUrl = (query: string) => `/api/premium/export?${query}`;
const download = (query: string, token = m.token) =>
  t.app.inject({ method: 'GET', url: exportUrl(query), headers: bearer(token) });

beforeAll(async () => {
  m = await kit.newMember(t, '2026-03-01T10:00:00Z', { plan: 'premium' });
  await kit.moveClock(t, m, '2026-03-10T12:00:00Z');
});

describe('refusing an export', () => {
  it.each([
    ['format=docx', { format: MESSAGES.exportFormatInvalid }],
    ['startDate=2026-02-30', { startDate: MESSAGES.dayInvalid }],
    ['endDate=10-03-2026', { endDate: MESSAGES.dayInvalid }],
    ['startDate=2026-03-05&endDate=2026-03-01', { endDate: MESSAGES.exportRangeInvalid }],
    // After today, with the end defaulting to today.
    ['startDate=2026-03-11', { endDate: MESSAGES.exportRangeInvalid }],
    [
      'startDate=2020-01-01&endDate=2026-03-01',
      { startDate: MESSAGES.exportRangeTooLong(366 * 5) },
    ],
  ])('answers 400 with the field for %s', async (query, fields) => {
    const res = await download(query);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: object }>().fields).toEqual(fields);
  });

  it('answers 403 with the spec’s sentence to free and pro users', async () => {
    for (const plan of ['free', 'pro'] as const) {
      const other = await kit.newMember(t, undefined, { plan });
      const res = await download('format=csv', other.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'Premium subscription required for data export',
        code: 'PREMIUM_REQUIRED',
      });
    }
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: exportUrl('format=csv') });
    expect(res.statusCode).toBe(401);
  });
});

describe('edge cases', () => {
  it('exports today only for a user without habits', async () => {
    const other = await kit.newMember(t, undefined, { plan: 'premium' });
    const res = await download('format=json', other.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ range: object; habitDays: unknown[] }>()).toMatchObject({
      range: { startDate: '2026-03-10', endDate: '2026-03-10' },
      habitDays: [],
    });
  });
});
