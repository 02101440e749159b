import { localDay, type Day } from '@streakwise/shared';
import type { Tx } from '../../db/client.js';
import {
  doneOffsets,
  habitRecords,
  protectedOffsets,
  unitsByDay,
} from '../habits/habit-reads.service.js';
import { goalCurrent, type GoalState, type ProgressFacts } from './goal-progress.js';

/**
 * `current` of each goal (by id). Loads only what the goals' types need, at most four queries
 * for all the goals together, one after another since they share the transaction's connection.
 */
export async function loadProgress(
  tx: Tx,
  userId: string,
  goals: readonly (GoalState & { id: string })[],
  today: Day,
  timeZone: string,
): Promise<Map<string, number>> {
  const has = (type: GoalState['type']) => goals.some((g) => g.type === type);
  const since = (type: GoalState['type']) =>
    goals.reduce<Day>(
      (min, g) => (g.type === type && g.createdOn < min ? g.createdOn : min),
      today,
    );
  const facts: ProgressFacts = { done: new Map(), spans: new Map(), units: [] };

  if (has('streak') || has('frequency')) {
    // A streak may have begun long before the goal: its whole history counts.
    const from = has('streak') ? null : since('frequency');
    const range = { base: today, from, to: today };
    facts.done = await doneOffsets(tx, userId, range);
    // Schedules and protected days decide what was owed (docs/decisions/017-fair-streaks.md).
    facts.protectedDays = await protectedOffsets(tx, userId, range);
    facts.spans = new Map(
      (await habitRecords(tx, userId, { set: 'all', order: 'made' })).map((h) => [
        h.id,
        {
          createdOn: h.createdOn,
          archivedOn: h.archivedAt ? localDay(h.archivedAt, timeZone) : null,
          schedule: h.schedule,
        },
      ]),
    );
  }
  if (has('milestone')) {
    facts.units = await unitsByDay(tx, userId, since('milestone'), today);
  }
  return new Map(goals.map((g) => [g.id, goalCurrent(g, facts, today)]));
}
