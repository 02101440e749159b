import { describe, expect, it } from 'vitest';
import { ARCHIVED_AT, TODAY, useFullAccount } from '../../test/full-account.js';
import { bearer, useTestApp } from '../../test/helper.js';

/*
 * "Download my data" holds what a Streakwise import needs of each habit besides its rows: its
 * archiving time, order, schedule, reminder, and its streaks and strength as the list shows them
 * (docs/export-format.md).
 */

const t = useTestApp();
const account = useFullAccount(t);

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
        ...account.standing('Read'),
      }),
      expect.objectContaining({ name: 'Walk', reminder: null, ...account.standing('Walk') }),
      expect.objectContaining({ name: 'Soda', ...account.standing('Soda') }),
      expect.objectContaining({
        name: 'Old habit',
        archivedAt: expect.stringMatching(ARCHIVED_AT) as string,
        ...account.standing('Old habit'),
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
