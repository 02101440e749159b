import type { HABIT_ICONS } from '@streakwise/shared';
import {
  BookOpen,
  Droplet,
  Dumbbell,
  Flower2,
  Footprints,
  Moon,
  Palette,
  PenLine,
  Salad,
  Target,
  type LucideIcon,
} from 'lucide-react';

type BuiltInIcon = (typeof HABIT_ICONS)[number];

/**
 * The artwork and name for each built-in habit icon. The API stores and returns the emoji (the
 * contract is unchanged); the page draws an SVG, because a device without a colour-emoji font
 * shows an emoji as an empty box. Typed, so a new shared icon needs artwork here.
 */
export const HABIT_ICON_ART: Record<BuiltInIcon, { Icon: LucideIcon; name: string }> = {
  '🎯': { Icon: Target, name: 'Target' },
  '💪': { Icon: Dumbbell, name: 'Strength' },
  '📚': { Icon: BookOpen, name: 'Books' },
  '🧘': { Icon: Flower2, name: 'Meditation' },
  '🏃': { Icon: Footprints, name: 'Running' },
  '💧': { Icon: Droplet, name: 'Water' },
  '🥗': { Icon: Salad, name: 'Healthy food' },
  '😴': { Icon: Moon, name: 'Sleep' },
  '✍️': { Icon: PenLine, name: 'Writing' },
  '🎨': { Icon: Palette, name: 'Art' },
};

function isBuiltIn(icon: string): icon is BuiltInIcon {
  return Object.hasOwn(HABIT_ICON_ART, icon);
}

interface HabitIconProps {
  /** The stored icon: one of the built-in emoji. */
  icon: string;
  className?: string;
}

/** A habit's icon as an SVG with its name; anything else (a person's own emoji) as typed. */
export function HabitIcon({ icon, className = 'size-6' }: HabitIconProps) {
  if (!isBuiltIn(icon)) {
    return (
      <span role="img" aria-label={icon} className={className}>
        {icon}
      </span>
    );
  }
  const { Icon, name } = HABIT_ICON_ART[icon];
  return <Icon role="img" aria-label={name} className={className} />;
}
