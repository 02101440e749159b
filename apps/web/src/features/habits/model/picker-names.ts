import { HABIT_ICONS, type HABIT_COLORS } from '@streakwise/shared';
import { HABIT_ICON_ART } from '../../../components/habit-icon';

/** Accessible names for the icon choices: the names their artwork carries everywhere else. */
export const ICON_NAMES = Object.fromEntries(
  HABIT_ICONS.map((icon) => [icon, HABIT_ICON_ART[icon].name]),
) as Record<(typeof HABIT_ICONS)[number], string>;

/** Accessible names for the colour choices; typed so a new shared colour needs one. */
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
