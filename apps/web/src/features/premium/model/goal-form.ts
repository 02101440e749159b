import type { CreateGoalForm, Goal, Habit } from '@streakwise/shared';
import { PREMIUM_TEXTS } from '../premium-texts';

/** The form's fields, in screen order: the server's field errors land on these. */
export const GOAL_FIELDS = [
  'title',
  'description',
  'type',
  'target',
  'habitId',
  'deadline',
  'reward',
] as const;

const EMPTY: CreateGoalForm = {
  title: '',
  description: '',
  type: 'streak',
  target: 7,
  habitId: null,
  deadline: null,
  reward: null,
};

/** What the form starts with: the goal being edited, or a week-long streak. */
export function goalFormValues(goal: Goal | null): CreateGoalForm {
  if (!goal) return EMPTY;
  return {
    title: goal.title,
    description: goal.description,
    type: goal.type,
    target: goal.target,
    habitId: goal.habitId,
    deadline: goal.deadline,
    reward: goal.reward,
  };
}

/** An emptied optional field is "none", not an empty string the server would refuse. */
export const emptyToNull = (value: unknown) => (value === '' ? null : value);

/** Newest first, so a goal just created is the first card. */
export function newestFirst(goals: readonly Goal[]): Goal[] {
  return [...goals].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * What a goal's number counts, shown beside it in the form and on the card: days for a streak or
 * frequency goal, check-ins for a milestone, or the unit of the measured habit a milestone is
 * linked to, whose amounts it adds up (docs/decisions/032-habit-kinds.md).
 */
export function goalUnit(
  type: Goal['type'],
  habit: Pick<Habit, 'kind' | 'unit'> | undefined,
): string {
  if (type === 'milestone' && habit?.kind === 'measure' && habit.unit) return habit.unit;
  return PREMIUM_TEXTS.goalUnits[type];
}
