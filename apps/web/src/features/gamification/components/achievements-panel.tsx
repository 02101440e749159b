import { ACHIEVEMENTS_PANEL_COUNT } from '@streakwise/shared';
import { Button } from '../../../components/button';
import { Panel } from '../../../components/panel';
import { Skeleton } from '../../../components/skeleton';
import {
  BADGE_COUNT,
  selectEarnedBadgeCount,
  selectGamification,
  useGamificationDispatch,
  useGamificationSelector,
} from '../gamification-hooks';
import { GAMIFICATION_TEXTS } from '../gamification-texts';
import { fetchBadges } from '../gamification-thunks';
import { BadgeTile } from './badge-tile';

/** The first six badges of the catalogue (docs/product.md §2: the panel shows only six). */
export function AchievementsPanel() {
  const dispatch = useGamificationDispatch();
  const { badges, badgesStatus, badgesError } = useGamificationSelector(selectGamification);
  const earnedCount = useGamificationSelector(selectEarnedBadgeCount);
  const shown = badges.slice(0, ACHIEVEMENTS_PANEL_COUNT);

  return (
    <Panel
      title={GAMIFICATION_TEXTS.achievements}
      subtitle={GAMIFICATION_TEXTS.earnedOf(earnedCount, BADGE_COUNT)}
    >
      {badgesStatus === 'failed' ? (
        <div className="space-y-3 text-sm text-slate-600">
          <p>{badgesError ?? GAMIFICATION_TEXTS.badgesUnavailable}</p>
          <Button variant="secondary" size="sm" onClick={() => void dispatch(fetchBadges())}>
            {GAMIFICATION_TEXTS.retry}
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <div className="grid grid-cols-3 gap-3">
          {Array.from({ length: ACHIEVEMENTS_PANEL_COUNT }, (_, index) => (
            <Skeleton key={index} className="h-24" />
          ))}
        </div>
      ) : (
        <ul className="grid grid-cols-3 gap-3">
          {shown.map((badge) => (
            <BadgeTile key={badge.id} badge={badge} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
