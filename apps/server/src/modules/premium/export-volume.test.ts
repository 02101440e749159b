import { addDays } from '@streakwise/shared';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { completions, habits } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';

const t = useTestApp();

describe('exporting a year of ten habits', () => {
  it('streams every habit-day and draws the PDF', async () => {
    const m = await kit.newMember(t, '2026-01-01T08:00:00Z', { plan: 'premium' });
    const created = await db(t)
      .insert(habits)
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          userId: m.id,
          name: `Habit number ${i + 1}`,
          category: 'Health' as const,
          dailyTarget: 1,
          icon: '💧',
          color: '#3B82F6',
          createdOn: '2026-01-01',
          createdAt: new Date(Date.UTC(2026, 0, 1, 8, i)),
        })),
      )
      .returning({ id: habits.id });
    const rows = created.flatMap(({ id }, i) =>
      Array.from({ length: 365 }, (_, day) => ({
        habitId: id,
        userId: m.id,
        day: addDays('2026-01-01', day),
        count: 1,
        target: 1,
      })).filter((_, day) => (day + i) % 3 !== 0),
    );
    for (let i = 0; i < rows.length; i += 1000) {
      await db(t)
        .insert(completions)
        .values(rows.slice(i, i + 1000));
    }
    await kit.moveClock(t, m, '2026-12-31T20:00:00Z');
    const url = (format: string) =>
      `/api/premium/export?format=${format}&startDate=2026-01-01&endDate=2026-12-31`;

    const csv = await t.app.inject({ method: 'GET', url: url('csv'), headers: bearer(m.token) });
    const records = parse<{ section: string; completed: string }>(csv.body, {
      bom: true,
      columns: true,
    });
    const days = records.filter((r) => r.section === 'habit-day');
    expect(days).toHaveLength(3650);
    expect(days.filter((r) => r.completed === 'true')).toHaveLength(rows.length);

    // NOTE: how long the PDF takes is measured by `npm run bench -- premium`, not asserted here.
    const pdf = await t.app.inject({ method: 'GET', url: url('pdf'), headers: bearer(m.token) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
