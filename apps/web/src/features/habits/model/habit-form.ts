import {
  DEFAULT_HABIT_COLOR,
  DEFAULT_HABIT_ICON,
  HABIT_COLORS,
  HABIT_ICONS,
  type CreateHabitForm,
  type CreateHabitRequest,
  type Habit,
  type UpdateHabitRequest,
} from '@streakwise/shared';
import type { DefaultValues } from 'react-hook-form';
import { sameSchedule } from './schedule';

const isIcon = (value: string): value is (typeof HABIT_ICONS)[number] =>
  (HABIT_ICONS as readonly string[]).includes(value);
const isColor = (value: string): value is (typeof HABIT_COLORS)[number] =>
  (HABIT_COLORS as readonly string[]).includes(value);

/** Where the form starts: blank for a new habit, the habit's own values when editing one. */
export function formValues(habit?: Habit): DefaultValues<CreateHabitForm> {
  if (!habit) {
    return {
      name: '',
      dailyTarget: 1,
      description: '',
      icon: DEFAULT_HABIT_ICON,
      color: DEFAULT_HABIT_COLOR,
      schedule: { kind: 'daily' },
    };
  }
  return {
    name: habit.name,
    category: habit.category,
    dailyTarget: habit.dailyTarget,
    description: habit.description,
    icon: isIcon(habit.icon) ? habit.icon : DEFAULT_HABIT_ICON,
    color: isColor(habit.color) ? habit.color : DEFAULT_HABIT_COLOR,
    // A copy: the form edits its values, and the habit belongs to the (frozen) store.
    schedule:
      habit.schedule.kind === 'weekdays'
        ? { kind: 'weekdays', days: [...habit.schedule.days] }
        : { ...habit.schedule },
  };
}

/**
 * The form's category choices: the listed ones, plus the habit's own when the list lacks it (the
 * built-ins alone, after a failed call), so editing never silently changes its category.
 */
export function categoryOptions(names: readonly string[], current?: string): readonly string[] {
  return current && !names.includes(current) ? [...names, current] : names;
}

/**
 * Only what the plan allows is sent: icon and colour stay the defaults on Free. Every day is the
 * server's default schedule (docs/decisions/017-fair-streaks.md), so only another one is sent.
 */
export function toCreateRequest(
  values: CreateHabitRequest,
  canCustomize: boolean,
): CreateHabitRequest {
  const { icon, color, description, schedule, ...rest } = values;
  return {
    ...rest,
    ...(canCustomize ? { icon, color } : {}),
    ...(description ? { description } : {}),
    ...(schedule && schedule.kind !== 'daily' ? { schedule } : {}),
  };
}

/** The fields that differ from the habit; icon and colour only where the plan allows them. */
export function toChanges(
  values: CreateHabitRequest,
  habit: Habit,
  canCustomize: boolean,
): UpdateHabitRequest {
  const changes: UpdateHabitRequest = {};
  if (values.name !== habit.name) changes.name = values.name;
  if (values.category !== habit.category) changes.category = values.category;
  if (values.dailyTarget !== habit.dailyTarget) changes.dailyTarget = values.dailyTarget;
  if ((values.description ?? '') !== habit.description) {
    changes.description = values.description ?? '';
  }
  if (canCustomize && values.icon && values.icon !== habit.icon) changes.icon = values.icon;
  if (canCustomize && values.color && values.color !== habit.color) changes.color = values.color;
  if (values.schedule && !sameSchedule(values.schedule, habit.schedule)) {
    changes.schedule = values.schedule;
  }
  return changes;
}
