import { fromHundredths, type Day, type HabitKind } from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import { openHabitsOn } from '../habits/habit-reads.service.js';
import { owedToday } from './due.js';

export interface OpenHabit {
  id: string;
  name: string;
  /** 'count' or 'measure': a habit to quit has nothing to do, so it is never open. */
  kind: HabitKind;
  /** A measure's unit ("km"). */
  unit: string | null;
  /** In the person's numbers: check-ins, or a measure's amount (not hundredths). */
  count: number;
  target: number;
  /** A weekly habit's days done so far this week, of the `times` it owes; null for the others. */
  week: { done: number; times: number } | null;
}

/**
 * The user's active habits not yet done on `day` (count below the daily target) that the day owes,
 * oldest first: due that day and not protected, or weekly and short of its times so far this week
 * (due.ts `owedToday`). One statement, through the habits module (`openHabitsOn`).
 */
export async function unfinishedHabits(
  db: Queryable,
  userId: string,
  day: Day,
): Promise<OpenHabit[]> {
  const rows = await openHabitsOn(db, userId, day);
  return rows
    .filter((row) => owedToday(row, day))
    .map((row) => ({
      id: row.id,
      name: row.name,
      kind: row.kind,
      unit: row.unit,
      // A measure is stored in hundredths (docs/decisions/032-habit-kinds.md).
      count: row.kind === 'measure' ? fromHundredths(row.count) : row.count,
      target: row.kind === 'measure' ? fromHundredths(row.target) : row.target,
      week:
        row.schedule.kind === 'weekly' ? { done: row.weekDone, times: row.schedule.times } : null,
    }));
}
