import type { BadgeStatus, GamificationStats, Streak, WeeklyChallenge } from '@streakwise/shared';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** Points, streaks, the weekly challenge and badges (docs/product.md §3, gamification stats). */
export interface GamificationState {
  /** null until the first stats reply. */
  points: number | null;
  streaks: Record<string, Streak>;
  weeklyChallenge: WeeklyChallenge | null;
  /** Earned badges as the stats endpoint lists them. */
  earnedBadges: GamificationStats['badges'];
  /** The whole catalogue, in catalogue order, each with its earned flag. */
  badges: BadgeStatus[];
  status: LoadStatus;
  error: string | null;
  badgesStatus: LoadStatus;
  badgesError: string | null;
  /**
   * Bumped by every check-in reply. A stats or badges reply requested before the latest
   * check-in is older than what the check-in already showed, so it is dropped.
   */
  revision: number;
}

/** The part of the root state this feature reads; the app store is a superset. */
export interface GamificationRootState {
  gamification: GamificationState;
}
