import type { BadgeId } from '@streakwise/shared';
import {
  Award,
  Crown,
  Flame,
  Gem,
  Medal,
  Sprout,
  Star,
  Swords,
  Trophy,
  type LucideIcon,
} from 'lucide-react';

/**
 * The artwork of each badge. The catalogue's emoji stays in the API; the page draws an SVG,
 * because a device without a colour-emoji font shows an emoji as an empty box.
 */
const BADGE_ART: Record<BadgeId, LucideIcon> = {
  'first-habit': Sprout,
  'streak-3': Flame,
  'streak-7': Swords,
  'streak-30': Trophy,
  'points-100': Medal,
  'points-500': Gem,
  'perfect-week': Star,
  'habit-master': Crown,
};

function isBadgeId(id: string): id is BadgeId {
  return Object.hasOwn(BADGE_ART, id);
}

interface BadgeIconProps {
  id: string;
  /** The badge's name, which the drawing is named after. */
  name: string;
  className?: string;
}

export function BadgeIcon({ id, name, className = 'size-6' }: BadgeIconProps) {
  // A badge this page does not know yet (a newer server) still gets a medal, not a box.
  const Icon = isBadgeId(id) ? BADGE_ART[id] : Award;
  return <Icon role="img" aria-label={name} className={className} />;
}
