import type { Day, ErrorCode, Habit } from '@streakwise/shared';
import type { AuthRootState } from '../auth';
import type { GamificationRootState, LoadStatus } from '../gamification';
import type { QUEUED_OFFLINE } from './offline/offline-queue';

/**
 * One entry of PATCH /api/habits/:id/complete: check-ins of a count or slips of a quit habit
 * (`count`), or the amount of a measure (docs/decisions/032-habit-kinds.md).
 */
export type CheckInEntry = { count: number } | { amount: number };

/** What a card is waiting for; its buttons stay disabled until the reply arrives. */
export type PendingAction = 'one' | 'all' | 'undo' | 'delete' | 'archive' | 'restore' | 'skip';

/**
 * The reply of POST and DELETE /api/habits/:id/skip (`skipDayResultSchema` in packages/shared).
 */
export interface SkipDayResult {
  habit: Habit;
  date: Day;
  reason: string | null;
}

/** The archived habits, loaded only when the person opens the list. */
export interface ArchivedHabitsState {
  items: Habit[];
  status: LoadStatus;
  error: string | null;
}

export interface HabitsState {
  /** In the person's order, as the server lists them (a new habit first). */
  items: Habit[];
  status: LoadStatus;
  error: string | null;
  pending: Record<string, PendingAction>;
  isCreating: boolean;
  /** An edit is being saved. */
  isUpdating: boolean;
  archived: ArchivedHabitsState;
  /** Bumped by every local change, so a list requested before it cannot overwrite it. */
  revision: number;
}

export interface HabitsRootState {
  habits: HabitsState;
}

/** Everything the dashboard reads: habits plus the features it builds on. */
export type DashboardRootState = HabitsRootState & GamificationRootState & AuthRootState;

/** Why a habit call failed, as plain data that can travel through Redux. */
export interface HabitsFailure {
  message: string;
  status: number;
  code?: ErrorCode | typeof QUEUED_OFFLINE | undefined;
  fields?: Record<string, string> | undefined;
}
