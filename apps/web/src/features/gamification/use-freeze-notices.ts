import type { FreezeUse } from '@streakwise/shared';
import { useState } from 'react';
import {
  freezeUseKey,
  readDismissedFreezeNotices,
  rememberDismissedFreezeNotice,
} from './freeze-notice-storage';
import { selectGamification, useGamificationSelector } from './gamification-hooks';

const NO_USES: readonly FreezeUse[] = [];

/**
 * The freeze uses still to announce: each of the stats' `recentUses` until the person dismisses
 * it (docs/decisions/017-fair-streaks.md: each use is shown once).
 */
export function useFreezeNotices() {
  const uses = useGamificationSelector(selectGamification).freezes?.recentUses ?? NO_USES;
  const [dismissed, setDismissed] = useState(readDismissedFreezeNotices);

  const shown = uses.filter((use) => !dismissed.includes(freezeUseKey(use)));

  const dismiss = (use: FreezeUse) => {
    const key = freezeUseKey(use);
    rememberDismissedFreezeNotice(key, uses.map(freezeUseKey));
    setDismissed((list) => [...list, key]);
  };

  return { uses: shown, dismiss };
}
