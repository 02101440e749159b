import { describe, expect, it } from 'vitest';
import { CHUNK_DAYS, habitDayBatches, habitDayRows, type HabitSpan } from './export-habit-days.js';

const habit = (id: string, createdOn: string, archivedOn: string | null = null): HabitSpan => ({
  id,
  name: `Habit ${id}`,
  category: 'Other',
  kind: 'count',
  unit: null,
  target: null,
  limit: null,
  dailyTarget: 2,
  storedTarget: 2,
  icon: '🎯',
  color: '#3B82F6',
  description: '',
  createdOn,
  archivedOn,
  archivedAt: archivedOn === null ? null : `${archivedOn}T09:00:00.000Z`,
  position: 0,
  schedule: { kind: 'daily' },
  reminder: null,
  currentStreak: 0,
  bestStreak: 0,
  strength: 0,
});

const day = (habitId: string, date: string, count: number, target: number) => ({
  habitId,
  day: date,
  count,
  target,
  slips: null,
  slipLimit: null,
  note: null,
  corrected: false,
});

const brief = (rows: ReturnType<typeof habitDayRows>) =>
  rows.map(
    (r) =>
      `${r.date} ${r.habit.name.slice(-1)} ${r.count}/${r.target} ${r.completed ? 'done' : '-'}`,
  );

describe('habit-day rows', () => {
  it('has one row per habit and day it existed on, in date then habit order', () => {
    const rows = habitDayRows(
      [habit('a', '2026-01-01'), habit('b', '2026-01-02', '2026-01-03')],
      '2026-01-01',
      '2026-01-03',
      [
        day('a', '2026-01-01', 2, 2),
        // The target of that day decides, not the habit's current one (2).
        day('a', '2026-01-02', 2, 3),
        day('b', '2026-01-02', 1, 1),
      ],
    );
    expect(brief(rows)).toEqual([
      '2026-01-01 a 2/2 done',
      '2026-01-02 a 2/3 -',
      '2026-01-02 b 1/1 done',
      '2026-01-03 a 0/2 -',
    ]);
  });

  it('reads the range a chunk of days at a time, without gaps or overlaps', async () => {
    const reads: [string, string][] = [];
    const batches = habitDayBatches(
      [habit('a', '2025-12-01')],
      { startDate: '2026-01-01', endDate: '2026-03-10' },
      async (from, to) => {
        reads.push([from, to]);
        return [];
      },
    );
    let rows = 0;
    for await (const batch of batches) rows += batch.length;
    expect(CHUNK_DAYS).toBe(31);
    expect(reads).toEqual([
      ['2026-01-01', '2026-01-31'],
      ['2026-02-01', '2026-03-03'],
      ['2026-03-04', '2026-03-10'],
    ]);
    expect(rows).toBe(69);
  });
});
