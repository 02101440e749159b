import {
  localDay,
  MESSAGES,
  type CreateGoalRequest,
  type Day,
  type Goal,
  type UpdateGoalRequest,
} from '@streakwise/shared';
import type { Queryable, Tx } from '../../db/client.js';
import type { SignedInUser } from '../users/user-view.js';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import { habitNameOf } from '../habits/habit-reads.service.js';
import { loadProgress } from './goal-facts.js';
import { decideStatus, reopens, requestedStatus, type GoalState } from './goal-progress.js';
import * as repo from './goals.repository.js';
import { isPremium, requirePremium } from './premium-access.js';
import { lockUser } from '../users/users.service.js';

const todayFor = (ctx: ServiceContext, user: SignedInUser): Day =>
  localDay(ctx.clock.now(), user.timezone);

/**
 * Computes `current` for each goal, stores what the data settled (completed or failed, the first
 * time it is seen) and shapes the replies.
 */
async function present(
  tx: Tx,
  ctx: ServiceContext,
  user: SignedInUser,
  rows: repo.GoalRecord[],
): Promise<Goal[]> {
  const today = todayFor(ctx, user);
  const now = ctx.clock.now();
  const currents = await loadProgress(tx, user.id, rows, today, user.timezone);
  const settled = { completed: [] as string[], failed: [] as string[] };
  const goals = rows.map((row): Goal => {
    const current = currents.get(row.id) ?? 0;
    const status = decideStatus(row, current, today);
    if (status !== row.status && (status === 'completed' || status === 'failed')) {
      settled[status].push(row.id);
    }
    const completedAt = status === 'completed' ? (row.completedAt ?? now) : null;
    return {
      _id: row.id,
      title: row.title,
      description: row.description,
      type: row.type,
      target: row.target,
      habitId: row.habitId,
      habitName: row.habitId === null ? row.habitName : (row.linkedName ?? row.habitName),
      deadline: row.deadline,
      reward: row.reward,
      current,
      status,
      completedAt: completedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  });
  await repo.settleGoals(tx, user.id, settled.completed, 'completed', now);
  await repo.settleGoals(tx, user.id, settled.failed, 'failed', now);
  return goals;
}

export async function listGoals(ctx: ServiceContext, user: SignedInUser): Promise<Goal[]> {
  requirePremium(user);
  return ctx.database.db.transaction(async (tx) =>
    present(tx, ctx, user, await repo.listGoals(tx, user.id)),
  );
}

/** The linked habit's name, checking that it is the user's (another user's habit is a 404). */
async function habitNameFor(tx: Tx, userId: string, habitId: string): Promise<string> {
  const name = await habitNameOf(tx, userId, habitId);
  if (name === undefined) throw new AppError('NOT_FOUND', MESSAGES.habitNotFound);
  return name;
}

async function presentOne(tx: Tx, ctx: ServiceContext, user: SignedInUser, goalId: string) {
  const [goal] = await present(tx, ctx, user, await repo.listGoals(tx, user.id, goalId));
  if (!goal) throw new Error('goal vanished inside its own transaction');
  return goal;
}

/**
 * A deadline before the person's today would make a goal "failed" the moment it is made: refused
 * with a sentence (docs/decisions/034-goal-deadlines.md). Today itself is allowed.
 */
function requireDeadlineAhead(deadline: string | null | undefined, today: string): void {
  if (deadline && deadline < today) {
    throw new AppError('VALIDATION', MESSAGES.goalDeadlinePast, {
      deadline: MESSAGES.goalDeadlinePast,
    });
  }
}

export async function createGoal(
  ctx: ServiceContext,
  user: SignedInUser,
  input: CreateGoalRequest,
): Promise<Goal> {
  requirePremium(user);
  requireDeadlineAhead(input.deadline, todayFor(ctx, user));
  return ctx.database.db.transaction(async (tx) => {
    const habitId = input.habitId ?? null;
    const now = ctx.clock.now();
    const { id } = await repo.insertGoal(tx, {
      userId: user.id,
      title: input.title,
      description: input.description ?? '',
      type: input.type,
      target: input.target,
      habitId,
      habitName: habitId === null ? null : await habitNameFor(tx, user.id, habitId),
      deadline: input.deadline ?? null,
      reward: input.reward ?? null,
      createdOn: todayFor(ctx, user),
      createdAt: now,
      updatedAt: now,
    });
    ctx.log.info({ event: 'goal.created', userId: user.id, goalId: id }, 'goal created');
    return presentOne(tx, ctx, user, id);
  });
}

/**
 * A partial update: fields left out keep their value, `null` clears the habit link, deadline or
 * reward. Editing a settled goal may reopen it (see `reopens`), and `status` pauses or resumes.
 */
export async function updateGoal(
  ctx: ServiceContext,
  user: SignedInUser,
  goalId: string,
  input: UpdateGoalRequest,
): Promise<Goal> {
  requirePremium(user);
  return ctx.database.db.transaction(async (tx) => {
    if (!(await repo.lockGoal(tx, user.id, goalId))) {
      throw new AppError('NOT_FOUND', MESSAGES.goalNotFound);
    }
    const [row] = await repo.listGoals(tx, user.id, goalId);
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.goalNotFound);
    // The snapshot follows the linked habit's name, so it is current if the habit goes later.
    let habitName = row.habitId === null ? row.habitName : (row.linkedName ?? row.habitName);
    if (input.habitId === null) habitName = null;
    else if (input.habitId !== undefined && input.habitId !== row.habitId) {
      habitName = await habitNameFor(tx, user.id, input.habitId);
    }
    // A changed deadline must not be past; one kept as it was may be (the goal ran out).
    if (input.deadline !== undefined && input.deadline !== row.deadline) {
      requireDeadlineAhead(input.deadline, todayFor(ctx, user));
    }
    const before: GoalState = row;
    const after: GoalState = {
      ...before,
      type: input.type ?? row.type,
      target: input.target ?? row.target,
      habitId: input.habitId === undefined ? row.habitId : input.habitId,
      habitName,
      deadline: input.deadline === undefined ? row.deadline : input.deadline,
    };
    const reopened = reopens(before, after);
    const status = requestedStatus(reopened ? 'active' : row.status, input.status);
    await repo.updateGoal(tx, user.id, goalId, {
      title: input.title ?? row.title,
      description: input.description ?? row.description,
      type: after.type,
      target: after.target,
      habitId: after.habitId,
      habitName: after.habitName,
      deadline: after.deadline,
      reward: input.reward === undefined ? row.reward : input.reward,
      status,
      completedAt: reopened ? null : row.completedAt,
      updatedAt: ctx.clock.now(),
    });
    return presentOne(tx, ctx, user, goalId);
  });
}

export async function deleteGoal(ctx: ServiceContext, user: SignedInUser, goalId: string) {
  requirePremium(user);
  await ctx.database.db.transaction(async (tx) => {
    if (!(await repo.deleteGoal(tx, user.id, goalId))) {
      throw new AppError('NOT_FOUND', MESSAGES.goalNotFound);
    }
  });
  ctx.log.info({ event: 'goal.deleted', userId: user.id, goalId }, 'goal deleted');
}

/** A goal read from a Streakwise file (the imports module hands it on; docs/export-format.md). */
export interface ImportedGoal {
  title: string;
  description: string;
  type: Goal['type'];
  target: number;
  status: Goal['status'];
  deadline: Day | null;
  /** The linked habit's name; null for a goal about every habit. */
  habit: string | null;
  reward: string | null;
  completedAt: string | null;
  /** The day the goal was made where it came from (its progress counts from it); else today. */
  createdOn?: Day;
}

export const GOAL_SKIP_REASONS = {
  plan: 'goals are a Premium feature',
  kept: 'a goal already in Streakwise',
} as const;

/**
 * Makes an import's goals, behind the person's lock, as they were where they came from: status,
 * completion instant, first day, reward; linked to the person's habit of that name (case aside),
 * or, with no such habit, kept as a goal whose habit is gone. A plan without goals makes none
 * (skipped), nor is a goal made again that the person has already (same title, type, target and
 * habit), so a second import of the same file changes nothing. `record` runs in the transaction.
 */
export async function importGoals(
  ctx: ServiceContext,
  userId: string,
  input: readonly ImportedGoal[],
  habits: readonly { id: string; name: string }[],
  record: (tx: Tx, write: { goalIds: string[] }) => Promise<void>,
): Promise<{ goalIds: string[]; skipped: Record<string, number> }> {
  return ctx.database.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new Error('import for a user who is gone');
    const goalIds: string[] = [];
    const skipped: Record<string, number> = {};
    if (!isPremium(user)) skipped[GOAL_SKIP_REASONS.plan] = input.length;
    const now = ctx.clock.now();
    const byName = new Map(habits.map((h) => [h.name.toLowerCase(), h]));
    const mine = isPremium(user) ? await repo.listGoals(tx, userId) : [];
    const key = (g: { title: string; type: string; target: number }, habit: string | null) =>
      JSON.stringify([g.title, g.type, g.target, habit?.toLowerCase() ?? null]);
    const had = new Set(mine.map((g) => key(g, g.linkedName ?? g.habitName)));
    // The file lists the goals oldest first; creation instants a millisecond apart keep that order.
    const made = (n: number) => new Date(now.getTime() + n);
    for (const goal of isPremium(user) ? input : []) {
      const linked = goal.habit === null ? undefined : byName.get(goal.habit.toLowerCase());
      if (had.has(key(goal, linked?.name ?? goal.habit))) {
        skipped[GOAL_SKIP_REASONS.kept] = (skipped[GOAL_SKIP_REASONS.kept] ?? 0) + 1;
        continue;
      }
      const { id } = await repo.insertGoal(tx, {
        userId,
        ...{ title: goal.title, description: goal.description, type: goal.type },
        target: goal.target,
        habitId: linked?.id ?? null,
        habitName: linked?.name ?? goal.habit,
        ...{ deadline: goal.deadline, reward: goal.reward, status: goal.status },
        completedAt:
          goal.status === 'completed'
            ? goal.completedAt
              ? new Date(goal.completedAt)
              : now
            : null,
        createdOn: goal.createdOn ?? localDay(now, user.timezone),
        createdAt: made(goalIds.length),
        updatedAt: now,
      });
      goalIds.push(id);
    }
    await record(tx, { goalIds });
    return { goalIds, skipped };
  });
}

/** Takes back the goals an import made (in the caller's transaction). */
export async function undoImportedGoals(tx: Queryable, userId: string, goalIds: readonly string[]) {
  await repo.deleteGoals(tx, userId, goalIds);
}

/** Each goal's first day (the export's `createdOn`), by id; GET /api/premium/goals does not show it. */
export async function goalFirstDays(db: Queryable, userId: string): Promise<Map<string, Day>> {
  return new Map((await repo.listGoals(db, userId)).map((g) => [g.id, g.createdOn]));
}
