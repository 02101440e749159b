/** Habit rules and choices (docs/product.md §3, §5, §9; docs/architecture.md §5). */
export const HABIT_CATEGORIES = ['Health', 'Learning', 'Fitness', 'Productivity', 'Other'] as const;
export type HabitCategory = (typeof HABIT_CATEGORIES)[number];

export const HABIT_NAME_MIN_LENGTH = 2;
export const HABIT_NAME_MAX_LENGTH = 50;
export const HABIT_DESCRIPTION_MAX_LENGTH = 200;
export const DAILY_TARGET_MIN = 1;
export const DAILY_TARGET_MAX = 10;
/** A note on a day of a habit (PUT /api/habits/:id/days/:date). */
export const HABIT_NOTE_MAX_LENGTH = 500;

/** The ten icons and colours of the pickers (pro and premium). */
export const HABIT_ICONS = ['🎯', '💪', '📚', '🧘', '🏃', '💧', '🥗', '😴', '✍️', '🎨'] as const;
export const HABIT_COLORS = [
  '#3B82F6',
  '#EF4444',
  '#10B981',
  '#F59E0B',
  '#8B5CF6',
  '#EC4899',
  '#14B8A6',
  '#F97316',
  '#6366F1',
  '#64748B',
] as const;
export const DEFAULT_HABIT_ICON = '🎯';
/** Blue. */
export const DEFAULT_HABIT_COLOR = '#3B82F6';

/** GET /api/habits returns this many days of completions unless `from` asks for more. */
export const HABIT_HISTORY_DAYS = 60;
export const MAX_HISTORY_DAYS = 366 * 5;

/** Overview shows the newest habits and the first badges. */
export const OVERVIEW_HABIT_COUNT = 3;
export const ACHIEVEMENTS_PANEL_COUNT = 6;

/** Toast durations (docs/product.md §9). */
export const TOAST_MS = 3000;
export const ACHIEVEMENT_TOAST_MS = 4000;
export const BADGE_TOAST_MS = 5000;
