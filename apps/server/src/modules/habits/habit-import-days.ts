import {
  quitDayRow,
  streakStateFrom,
  toHundredths,
  type Day,
  type HabitKind,
} from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import type { HabitRow } from '../../db/schema.js';
import type * as importRepo from './habit-import.repository.js';
import * as repo from './habits.repository.js';

/*
 * An imported day's stored row, for the writes and the undo of an import: a count's check-ins, a
 * measure's hundredths, a quit day's slips against its limit (docs/decisions/032-habit-kinds.md).
 */

export type KindRow = Pick<HabitRow, 'kind' | 'dailyTarget' | 'slipLimit'>;

/** A stored day's value as the import compares it: a quit day's slips, else its count. */
export const valueOf = (kind: HabitKind, d: { count: number; slips: number | null }) =>
  kind === 'quit' ? (d.slips ?? 0) : d.count;

/** The value a file's day is stored as: hundredths of an amount, slips, or capped check-ins. */
export const storedValue = (kind: HabitKind, value: number, target: number) =>
  kind === 'measure'
    ? toHundredths(value)
    : kind === 'quit'
      ? Math.round(value)
      : Math.min(Math.round(value), target);

/** A day's row holding `value` (a quit day's slips against the day's limit, else its count). */
export function dayRow(habit: KindRow, day: Day, value: number, had?: importRepo.DayValue) {
  if (habit.kind === 'quit')
    return { day, ...quitDayRow(value, had?.slipLimit ?? habit.slipLimit ?? 0) };
  return {
    day,
    count: value,
    target: had?.target ?? habit.dailyTarget,
    slips: null,
    slipLimit: null,
  };
}

export async function rebuildStreak(
  tx: Queryable,
  habit: Awaited<ReturnType<typeof repo.findHabit>>,
) {
  if (!habit) return;
  const counted = (await repo.countedDays(tx, habit.userId, { habitId: habit.id })).map(
    (c) => c.day,
  );
  const last = counted.reduce<Day | null>((a, d) => (a === null || d > a ? d : a), null);
  const open = habit.streakOpenDay;
  const written = open === null ? last : last !== null && last > open ? last : open;
  await repo.saveStreak(tx, habit.id, streakStateFrom(counted, written));
}
