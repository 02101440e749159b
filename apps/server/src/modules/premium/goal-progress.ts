import {
  addDays,
  countsOn,
  daysBetween,
  DEFAULT_SCHEDULE,
  fromHundredths,
  isDue,
  type Day,
  type GoalStatus,
  type GoalType,
  type HabitKind,
  type Schedule,
} from '@streakwise/shared';
import { habitStreak } from './analytics-tally.js';

/*
 * A goal's progress and status, from the data: pure, so every rule here is tested directly.
 * `current` is never stored; the status is stored once the data settles it (completed, failed),
 * so a streak broken later does not take a reached goal back.
 */

export interface GoalState {
  type: GoalType;
  target: number;
  habitId: string | null;
  /** The linked habit's name when linked; with `habitId` null it means the habit was deleted. */
  habitName: string | null;
  deadline: Day | null;
  status: GoalStatus;
  /** The user's local day at creation: frequency and milestone goals count from then on. */
  createdOn: Day;
}

export interface ProgressFacts {
  /**
   * Each habit's days up to today that reached the target of the day, as offsets from today
   * (0 today, -1 yesterday), in any order.
   */
  done: ReadonlyMap<string, readonly number[]>;
  /**
   * When each of the user's habits existed (the local days of creation and archiving) and when it
   * is owed (absent: daily, docs/decisions/017-fair-streaks.md).
   */
  spans: ReadonlyMap<string, { createdOn: Day; archivedOn: Day | null; schedule?: Schedule }>;
  /**
   * Each habit's protected days (skipped, on vacation or frozen), as offsets like `done`; absent
   * means none.
   */
  protectedDays?: ReadonlyMap<string, readonly number[]>;
  /**
   * What milestones count per habit and day (habits/day-history.repository.ts `unitsByDay`): live
   * check-in units and their number (`entries`) of counts and measures, a kept day (units 1) of a
   * habit to quit. `kind` absent: a count.
   */
  units: readonly {
    habitId: string;
    day: Day;
    units: number;
    kind?: HabitKind;
    entries?: number;
  }[];
}

/**
 * What a milestone adds up, per habit kind (docs/decisions/032-habit-kinds.md):
 * - linked to a measure: its amount in its unit (the sum of the amounts, not days or hundredths);
 * - linked to a count, or to every habit: check-ins, where a measure's entry counts 1 (as in the
 *   weekly challenge) and a habit to quit's kept day counts 1; a slip never counts.
 * Frequency goals count done (for a habit to quit, kept) days and streak goals follow them, for
 * every kind alike, since a kept day is stored as done (count >= target).
 */
function milestoneCount(goal: GoalState, units: ProgressFacts['units']): number {
  let checkIns = 0;
  let hundredths = 0;
  for (const u of units) {
    if (u.kind === 'measure') hundredths += u.units;
    checkIns += u.kind === 'measure' ? (u.entries ?? 1) : u.units;
  }
  const measured = units.length > 0 && units.every((u) => u.kind === 'measure');
  return goal.habitId !== null && measured ? fromHundredths(hundredths) : checkIns;
}

/**
 * The last day that counts: today, or the deadline once it has passed, so a goal read late is
 * judged on what happened by its deadline (a frequency goal does not gain days after it).
 */
export function judgedOn(goal: Pick<GoalState, 'deadline' | 'createdOn'>, today: Day): Day {
  if (goal.deadline === null || goal.deadline >= today) return today;
  return goal.deadline > goal.createdOn ? goal.deadline : goal.createdOn;
}

export function goalCurrent(goal: GoalState, facts: ProgressFacts, today: Day): number {
  // NOTE: a goal whose habit was deleted lost that habit's history with it: nothing counts, and
  // it does not silently become a goal about every habit.
  if (goal.habitId === null && goal.habitName !== null) return 0;
  const until = judgedOn(goal, today);
  const from = daysBetween(today, goal.createdOn);
  const to = daysBetween(today, until);
  switch (goal.type) {
    case 'streak':
      return streakAsOf(goal.habitId, facts, today, to);
    case 'frequency':
      return goal.habitId !== null
        ? countedDays(goal.habitId, facts, today, from, to)
        : daysAllDone(facts, today, from, to);
    case 'milestone':
      return milestoneCount(
        goal,
        facts.units
          .filter((u) => u.day >= goal.createdOn && u.day <= until)
          .filter((u) => goal.habitId === null || u.habitId === goal.habitId),
      );
  }
}

/**
 * A habit's streak on day `to` (an offset from today), as the habit list counts it: a daily habit
 * with no protected day by its runs of reached days, any other by the fair streak of its schedule.
 */
function habitStreakOn(id: string, facts: ProgressFacts, today: Day, to: number): number {
  const done = facts.done.get(id) ?? [];
  const span = facts.spans.get(id);
  const protectedDays = facts.protectedDays?.get(id) ?? [];
  // A habit not known here counts as a daily one whose history starts at its first reached day.
  const habit = span
    ? { schedule: span.schedule ?? DEFAULT_SCHEDULE, createdOn: span.createdOn, protectedDays }
    : { schedule: DEFAULT_SCHEDULE, createdOn: addDays(today, to), protectedDays: [] };
  return habitStreak({ ...habit, done }, today, to).current;
}

/** The linked habit's streak on day `to`, or the best streak across the user's habits. */
function streakAsOf(habitId: string | null, facts: ProgressFacts, today: Day, to: number): number {
  if (habitId !== null) return habitStreakOn(habitId, facts, today, to);
  let best = 0;
  for (const id of facts.done.keys()) best = Math.max(best, habitStreakOn(id, facts, today, to));
  return best;
}

/**
 * Days from `from` to `to` on which the habit reached its target and that count for it: a daily
 * or weekday habit's due days only (a Saturday done for a Monday–Friday habit is an extra, as
 * for its streak and completion rate), any day of a weekly habit.
 */
function countedDays(
  habitId: string,
  facts: ProgressFacts,
  today: Day,
  from: number,
  to: number,
): number {
  const schedule = facts.spans.get(habitId)?.schedule ?? DEFAULT_SCHEDULE;
  return (facts.done.get(habitId) ?? []).filter(
    (d) => d >= from && d <= to && countsOn(schedule, addDays(today, d)),
  ).length;
}

/**
 * Days from `from` to `to` (offsets from today) on which every habit that existed and was due
 * that day reached its target or was protected, and at least one habit was done on a day that
 * counts for it (docs/decisions/017-fair-streaks.md: a protected day is neither done nor missed,
 * a day off owes nothing, a weekly habit owes no day in particular).
 */
function daysAllDone(facts: ProgressFacts, today: Day, from: number, to: number): number {
  const habits = [...facts.spans].map(([id, span]) => ({
    first: daysBetween(today, span.createdOn),
    // The archive day itself no longer counts.
    last: span.archivedOn === null ? Infinity : daysBetween(today, span.archivedOn) - 1,
    schedule: span.schedule ?? DEFAULT_SCHEDULE,
    done: new Set(facts.done.get(id)),
    kept: new Set(facts.protectedDays?.get(id)),
  }));
  let days = 0;
  for (let day = from; day <= to; day += 1) {
    const date = addDays(today, day);
    const present = habits.filter((h) => h.first <= day && day <= h.last);
    const owed = present.filter((h) => isDue(h.schedule, date));
    if (
      present.some((h) => h.done.has(day) && countsOn(h.schedule, date)) &&
      owed.every((h) => h.done.has(day) || h.kept.has(day))
    ) {
      days += 1;
    }
  }
  return days;
}

/**
 * An active goal is completed once `current` reaches the target, else failed once its deadline
 * has passed. A paused goal waits for the user; completed and failed goals stay as they are.
 */
export function decideStatus(
  goal: Pick<GoalState, 'status' | 'target' | 'deadline'>,
  current: number,
  today: Day,
): GoalStatus {
  if (goal.status !== 'active') return goal.status;
  if (current >= goal.target) return 'completed';
  if (goal.deadline !== null && goal.deadline < today) return 'failed';
  return 'active';
}

/**
 * Whether an edit reopens a settled goal, to be judged again with the new values: a failed goal
 * when its target, deadline, type or habit changes (a later deadline gives it another chance); a
 * completed goal only when the bar moves up (a higher target, another type or habit). A lower
 * target or a new deadline does not undo a goal already reached.
 */
export function reopens(before: GoalState, after: GoalState): boolean {
  const otherGoal = after.type !== before.type || after.habitId !== before.habitId;
  if (before.status === 'failed') {
    return otherGoal || after.target !== before.target || after.deadline !== before.deadline;
  }
  if (before.status === 'completed') return otherGoal || after.target > before.target;
  return false;
}

/** PUT's `status`: pauses an active goal or resumes a paused one; a settled goal ignores it. */
export function requestedStatus(status: GoalStatus, requested?: 'active' | 'paused'): GoalStatus {
  if (requested === 'paused' && status === 'active') return 'paused';
  if (requested === 'active' && status === 'paused') return 'active';
  return status;
}
