import type { HABIT_COLORS, HABIT_ICONS } from '@streakwise/shared';

/** Accessible names for the picker choices; typed so a new shared icon or colour needs one. */
export const ICON_NAMES: Record<(typeof HABIT_ICONS)[number], string> = {
  '🎯': 'Target',
  '💪': 'Strength',
  '📚': 'Books',
  '🧘': 'Meditation',
  '🏃': 'Running',
  '💧': 'Water',
  '🥗': 'Healthy food',
  '😴': 'Sleep',
  '✍️': 'Writing',
  '🎨': 'Art',
};

export const COLOR_NAMES: Record<(typeof HABIT_COLORS)[number], string> = {
  '#3B82F6': 'Blue',
  '#EF4444': 'Red',
  '#10B981': 'Green',
  '#F59E0B': 'Amber',
  '#8B5CF6': 'Violet',
  '#EC4899': 'Pink',
  '#14B8A6': 'Teal',
  '#F97316': 'Orange',
  '#6366F1': 'Indigo',
  '#64748B': 'Slate',
};
