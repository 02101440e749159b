import type { Day, Streak } from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import { keptStreaks } from './habits.service.js';
import * as repo from './habits.repository.js';

/*
 * The habits module owns habits, their days and check-ins. This is what other modules read of
 * them: the weekly report (reminders/report.service.ts) and the gamification stats (passed in by
 * app.ts). The SQL stays in habits.repository.ts, which no other module imports
 * (docs/architecture.md §2).
 */
export {
  completionsBetween,
  streaksByHabit,
  unitsBetween,
  type DayCount,
} from './habits.repository.js';

const NO_STREAK = { current: 0, longest: 0 } as const;

/** Each active habit's streak as of `today`, newest habit first (docs/decisions/012-streak-state.md). */
export async function activeHabitStreaks(
  db: Queryable,
  userId: string,
  today: Day,
): Promise<Map<string, Streak>> {
  const rows = await repo.listHabits(db, userId, 'active');
  const kept = await keptStreaks(db, userId, rows, today);
  return new Map(rows.map((row) => [row.id, kept.get(row.id) ?? NO_STREAK]));
}
