import { useEffect, useRef } from 'react';
import { announceBadge } from './achievement-toasts';
import { selectGamification, useGamificationSelector } from './gamification-hooks';

/**
 * Toasts a badge the moment it shows up as earned, whatever earned it (a check-in reply, or a
 * refresh after creating a habit). What was already earned when the list first loaded is not news.
 */
export function useBadgeAnnouncer(): void {
  const { badges, badgesStatus } = useGamificationSelector(selectGamification);
  const known = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (badgesStatus !== 'succeeded') {
      known.current = null;
      return;
    }
    const earned = badges.filter((badge) => badge.earned);
    if (known.current === null) {
      known.current = new Set(earned.map((badge) => badge.id));
      return;
    }
    for (const badge of earned) {
      if (known.current.has(badge.id)) continue;
      known.current.add(badge.id);
      announceBadge(badge);
    }
  }, [badges, badgesStatus]);
}
