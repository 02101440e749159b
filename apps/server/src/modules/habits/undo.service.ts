import { MESSAGES, type CompleteResult } from '@streakwise/shared';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import { settleUndo, undoFacts, type CheckInFacts } from '../gamification/gamification.service.js';
import type { SignedInUser } from '../users/user-view.js';
import { keyedHabitWrite, viewAfter, windowAfter } from './check-in.service.js';
import { viewAt } from './habit-strength.js';
import * as checkInRepo from './check-in.repository.js';
import { requireActive } from './habit-edits.service.js';
import { challengeDays, undoEntry } from './habit-kinds.js';
import { activeHabitStreaks } from './habit-history.service.js';
import * as repo from './habits.repository.js';
import { keptAfter } from './kept-streak.js';

/**
 * Undoes today's last check-in of a habit: its units and its points, and what it broke
 * (docs/decisions/026-taking-back-rewards.md): a bonus of the week whose condition no longer holds,
 * and the badges whose rule no longer holds. With an Idempotency-Key, a retry gets the first reply
 * and undoes nothing more, even once nothing is left to undo.
 */
export async function undoCheckIn(
  ctx: ServiceContext,
  user: SignedInUser,
  habitId: string,
  idempotencyKey?: string,
): Promise<CompleteResult> {
  const scope = `undo:${habitId}`;
  const ids = { userId: user.id, habitId };
  return keyedHabitWrite(ctx, ids, { key: idempotencyKey, scope }, async (tx, found) => {
    const { user: locked, now, today, since, habit, stored, recent } = found;
    requireActive(habit);
    const last = await checkInRepo.lastLiveCheckIn(tx, habit.id, today);
    if (!last) throw new AppError('NOTHING_TO_UNDO', MESSAGES.nothingToUndo);
    // Per kind (docs/decisions/032-habit-kinds.md): a count's check-ins or a measure's amount
    // come off the day's total, a quit habit's slips off its slips (the day kept again within the
    // limit). The check-in's own points go back: a measure's were paid by the entry that reached
    // the target, so they go with the undo that takes the total back below it.
    const entry = undoEntry(habit, stored, last.units);
    const dayShort = !entry.doneAfter;
    // NOTE: today is the open day of the kept state (a check-in made it so) or after it (a late
    // check-in since then opened yesterday), so un-counting it leaves the settled days as they
    // were: exact, with no history read.
    const kept = await keptAfter(tx, habit, today, !dayShort);
    const dayRow = { habitId: habit.id, day: today, ...entry.row };
    const written = await checkInRepo.writeUndo<CheckInFacts>(
      tx,
      { ...dayRow, userId: user.id, now, streak: kept },
      last,
      undoFacts(user.id, today, last.createdAt),
    );
    ctx.log.info({ event: 'check_in.undone', userId: user.id, habitId }, 'check-in undone');
    const view = await viewAfter(tx, habit, kept, viewAt(now, locked), {
      recent: windowAfter(recent, dayRow, since),
    });
    const settlement = await settleUndo(tx, {
      userId: user.id,
      timeZone: locked.timezone,
      today,
      now,
      days: challengeDays(habit.kind, entry),
      factsBefore: written.facts,
      points: written.points,
      dayShort,
      streak: view.habit.streak.current,
      bestCurrentStreak: async () =>
        Math.max(
          0,
          ...[...(await activeHabitStreaks(tx, user.id, today)).values()].map((s) => s.current),
        ),
      weekOfHabits: (monday, sunday) => repo.weekOfHabits(tx, user.id, monday, sunday),
    });
    return {
      ...view,
      streakIncremented: false,
      pointsEarned: -last.points,
      badges: [],
      ...settlement,
    };
  });
}
