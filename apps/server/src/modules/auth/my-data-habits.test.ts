import type { Habit } from '@streakwise/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { fullAccount, TODAY, type FullAccount } from '../../test/full-account.js';
import * as kit from '../../test/habits.js';
import { bearer, useTestApp } from '../../test/helper.js';

/*
 * "Download my data" holds what a Streakwise import needs of each habit besides its rows: its
 * archiving time, order, schedule, reminder, and its streaks and strength as the list shows them
 * (docs/export-format.md).
 */

const t = useTestApp();
let account: FullAccount;
const listed = new Map<string, Habit>();

beforeAll(async () => {
  account = await fullAccount(t);
  const { token } = account.member;
  for (const url of ['/api/habits', '/api/habits?archived=true']) {
    for (const h of await kit.getJson<Habit[]>(t, token, url, 200)) listed.set(h.name, h);
  }
});

const standing = (name: string) => {
  const h = listed.get(name);
  if (!h) throw new Error(`${name} is not listed`);
  return { currentStreak: h.streak.current, bestStreak: h.streak.longest, strength: h.strength };
};

/** Archived at noon on TODAY (the test clock flows on from the set instant). */
const ARCHIVED_AT = /^2026-03-04T12:00:00\.\d{3}Z$/;

describe('Download my data', () => {
  it('holds each habit’s schedule, reminder, order, archiving and standing', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/my-data',
      headers: bearer(account.member.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{
      habits: { name: string; position: number }[];
      protectedDays: object[];
      vacations: object[];
      categories: object[];
    }>();
    expect(data.habits).toEqual([
      expect.objectContaining({
        name: 'Read',
        schedule: { kind: 'weekdays', days: [1, 3, 5] },
        reminder: { time: '07:30', days: [1, 3] },
        archivedAt: null,
        ...standing('Read'),
      }),
      expect.objectContaining({ name: 'Walk', reminder: null, ...standing('Walk') }),
      expect.objectContaining({ name: 'Soda', ...standing('Soda') }),
      expect.objectContaining({
        name: 'Old habit',
        archivedAt: expect.stringMatching(ARCHIVED_AT) as string,
        ...standing('Old habit'),
      }),
    ]);
    expect(data.habits.every((h) => Number.isInteger(h.position))).toBe(true);
    expect(data.protectedDays).toContainEqual(
      expect.objectContaining({ day: TODAY, kind: 'skip', reason: 'sick' }),
    );
    expect(data.vacations).toEqual([
      expect.objectContaining({
        from: '2026-03-06',
        to: '2026-03-07',
        habitIds: [account.ids.walk],
      }),
    ]);
    expect(data.categories).toEqual([expect.objectContaining({ name: 'Mindfulness' })]);
  });
});
