import {
  DAILY_TARGET_MAX,
  DAILY_TARGET_MIN,
  DEFAULT_HABIT_COLOR,
  DEFAULT_HABIT_ICON,
  DEFAULT_SCHEDULE,
  HABIT_COLORS,
  HABIT_DESCRIPTION_MAX_LENGTH,
  HABIT_ICONS,
  habitReminderSchema,
  hasOnlyTextCharacters,
  IMPORT_FIRST_DAY,
  scheduleSchema,
  SLIPS_MAX,
  storedSchedule,
  toHundredths,
  type Day,
  type HabitReminder,
  type Schedule,
} from '@streakwise/shared';
import type { HabitRow, UserRow } from '../../db/schema.js';
import type { ImportedHabit } from './habit-import-types.js';
import { reminderColumns } from './habit-reminder.js';

/*
 * The settings of a habit an import creates, from what the file gives
 * (docs/decisions/035-import-sources.md): each detail checked by the rules a person's own
 * POST /api/habits meets, and the default where a detail is missing or does not pass. A habit
 * the import merges into keeps its own settings: none of this applies to it.
 */

/** The most common day's count, at most the largest target a count habit may have. */
function usualCount(values: readonly number[]): number {
  const seen = new Map<number, number>();
  for (const v of values) seen.set(v, (seen.get(v) ?? 0) + 1);
  const [best] = [...seen.entries()].sort(([a, n], [b, m]) => m - n || a - b);
  return Math.min(Math.max(best?.[0] ?? 1, 1), DAILY_TARGET_MAX);
}

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

/**
 * The kind columns of a new habit: a count's target (the file's, 1–10, else the most common
 * day's count), a measure's (the file's, else its smallest day, so each logged day is reached),
 * a quit habit's limit (the file's target, 0–100, else 0).
 */
export function newKindColumns(
  habit: ImportedHabit,
): Pick<HabitRow, 'kind' | 'unit' | 'dailyTarget' | 'slipLimit'> {
  const given = habit.target !== undefined && Number.isFinite(habit.target) ? habit.target : null;
  const values = habit.days.map(([, v]) => v).filter((v) => v > 0);
  if (habit.kind === 'quit') {
    const limit = given === null ? 0 : clamp(Math.round(given), 0, SLIPS_MAX);
    return { kind: 'quit', unit: habit.unit, dailyTarget: 1, slipLimit: limit };
  }
  if (habit.kind === 'measure') {
    const target =
      given !== null && given > 0 ? given : values.length > 0 ? Math.min(...values) : 1;
    return {
      kind: 'measure',
      unit: habit.unit,
      dailyTarget: toHundredths(target),
      slipLimit: null,
    };
  }
  const target =
    given !== null
      ? clamp(Math.round(given), DAILY_TARGET_MIN, DAILY_TARGET_MAX)
      : usualCount(values.map((v) => Math.round(v)));
  return { kind: 'count', unit: null, dailyTarget: target, slipLimit: null };
}

/** The file's schedule when it passes the shared rules; else every day (the preview warned). */
export function importedSchedule(schedule: Schedule | undefined): Schedule {
  if (schedule === undefined) return DEFAULT_SCHEDULE;
  const checked = scheduleSchema.safeParse(schedule);
  return checked.success ? storedSchedule(checked.data) : DEFAULT_SCHEDULE;
}

/** The icon and colour given, where the plan lets the person choose them and they are known. */
export function importedLook(habit: ImportedHabit, plan: UserRow['plan']) {
  const free = plan === 'free';
  const icon = (HABIT_ICONS as readonly string[]).includes(habit.icon ?? '') ? habit.icon : null;
  const color = (HABIT_COLORS as readonly string[]).includes(habit.color ?? '')
    ? habit.color
    : null;
  return {
    icon: !free && icon ? icon : DEFAULT_HABIT_ICON,
    color: !free && color ? color : DEFAULT_HABIT_COLOR,
  };
}

/** The description, cut to the longest a habit takes; none when it holds control characters. */
export function importedDescription(description: string | undefined): string {
  const text = (description ?? '').trim().slice(0, HABIT_DESCRIPTION_MAX_LENGTH).trim();
  return hasOnlyTextCharacters(text) ? text : '';
}

/**
 * A new habit's first day: the file's, when it is before the first day of its history and not
 * before 2000; else the first day of its history (`first`, today when it has none).
 */
export function importedFirstDay(createdOn: Day | undefined, first: Day): Day {
  return createdOn !== undefined && createdOn >= IMPORT_FIRST_DAY && createdOn < first
    ? createdOn
    : first;
}

/** When an archived habit was archived: the file's instant when it is a real one and past. */
export function importedArchivedAt(archivedAt: string | undefined, now: Date): Date {
  const at = archivedAt === undefined ? NaN : Date.parse(archivedAt);
  return Number.isFinite(at) && at >= Date.parse(IMPORT_FIRST_DAY) && at <= now.getTime()
    ? new Date(at)
    : now;
}

/** The file's reminder, for a Premium person and when it passes POST /api/habits's rules. */
export function importedReminder(
  reminder: HabitReminder | undefined,
  user: Pick<UserRow, 'plan' | 'timezone'>,
  now: Date,
) {
  const checked = habitReminderSchema.safeParse(reminder);
  const given = user.plan === 'premium' && checked.success ? checked.data : null;
  return reminderColumns(given, now, user.timezone);
}
