import { markDay, streakStateFrom, type Day, type StreakState } from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import type { HabitRow } from '../../db/schema.js';
import * as repo from './habits.repository.js';

/**
 * The habit's kept streak after `day` turned counted (`done`) or not
 * (docs/decisions/012-streak-state.md). Writes land on the user's today, which is the open day or
 * later, so this is pure arithmetic; only a day before the open one (the zone moved west) has its
 * state rebuilt from the habit's counted days, the one case that reads the history.
 */
export async function keptAfter(
  db: Queryable,
  habit: HabitRow,
  day: Day,
  done: boolean,
): Promise<StreakState> {
  const kept = markDay(repo.streakStateOf(habit), day, done);
  if (kept) return kept;
  const counted = (await repo.countedDays(db, habit.userId, { habitId: habit.id }))
    .map((c) => c.day)
    .filter((d) => d !== day);
  return streakStateFrom(done ? [...counted, day] : counted, day);
}
