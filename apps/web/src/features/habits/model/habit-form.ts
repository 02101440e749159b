import {
  DEFAULT_HABIT_COLOR,
  DEFAULT_HABIT_ICON,
  HABIT_COLORS,
  HABIT_ICONS,
  KIND_FIELDS,
  type CreateHabitForm,
  type CreateHabitRequest,
  type Habit,
  type UpdateHabitRequest,
} from '@streakwise/shared';
import type { DefaultValues } from 'react-hook-form';
import { kindOf } from './habit-kind-text';
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
      kind: 'count',
      dailyTarget: 1,
      unit: '',
      description: '',
      icon: DEFAULT_HABIT_ICON,
      color: DEFAULT_HABIT_COLOR,
      schedule: { kind: 'daily' },
    };
  }
  return {
    name: habit.name,
    category: habit.category,
    kind: kindOf(habit),
    dailyTarget: habit.dailyTarget,
    unit: habit.unit ?? '',
    ...(habit.target != null ? { target: habit.target } : {}),
    ...(habit.limit != null ? { limit: habit.limit } : {}),
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
 * A typed amount for the schema: blank is missing, a comma is the decimal mark, and text that is
 * no number stays text so the schema's sentence names it.
 */
export function amountValue(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

const KIND_OWN = ['dailyTarget', 'unit', 'target', 'limit'] as const;

/**
 * Only the chosen kind's own fields reach the shared schema, which refuses the others
 * (docs/decisions/032-habit-kinds.md): the fields of a kind chosen and left stay in the form but
 * are not checked or sent. A quit habit's blank unit is none; a blank limit is missing.
 */
export function kindValues(values: CreateHabitForm): CreateHabitForm {
  const kind = values.kind ?? 'count';
  const allowed: readonly string[] = KIND_FIELDS[kind];
  const own: Partial<CreateHabitForm> = {
    dailyTarget: values.dailyTarget,
    unit: kind === 'quit' && !values.unit?.trim() ? undefined : values.unit,
    target: values.target,
    limit:
      typeof values.limit === 'number' && Number.isNaN(values.limit) ? undefined : values.limit,
  };
  const common: CreateHabitForm = { ...values, kind };
  for (const field of KIND_OWN) {
    delete common[field];
    if (allowed.includes(field) && own[field] !== undefined)
      Object.assign(common, { [field]: own[field] });
  }
  return common;
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
  const { icon, color, description, schedule, kind, ...rest } = values;
  return {
    ...rest,
    // A count is the server's default kind: only another one is sent.
    ...(kind && kind !== 'count' ? { kind } : {}),
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
  // The kind cannot change; only its own fields reach here (`kindValues`).
  if (values.dailyTarget !== undefined && values.dailyTarget !== habit.dailyTarget) {
    changes.dailyTarget = values.dailyTarget;
  }
  if (values.unit !== undefined && values.unit !== habit.unit) changes.unit = values.unit;
  if (values.target !== undefined && values.target !== habit.target) changes.target = values.target;
  if (values.limit !== undefined && values.limit !== habit.limit) changes.limit = values.limit;
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
