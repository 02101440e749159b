import type { BadgeSummary } from '@streakwise/shared';
import { GAMIFICATION_TEXTS } from '../gamification-texts';

/** The body of the toast that celebrates a newly earned badge. */
export function BadgeToast({ badge }: { badge: BadgeSummary }) {
  return (
    <span className="block">
      <span className="block font-semibold text-slate-900">
        {GAMIFICATION_TEXTS.badgeEarned(badge.name)}
      </span>
      <span className="block text-sm text-slate-600">{badge.description}</span>
    </span>
  );
}
