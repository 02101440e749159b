import type {
  BadgeStatus,
  Freezes,
  GamificationStats,
  Streak,
  WeeklyChallenge,
} from '@streakwise/shared';

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
  /**
   * Badges an undo's reply took back (docs/decisions/026-taking-back-rewards.md) and not earned
   * again since: a stats or badges reply requested before that undo must not bring them back.
   */
  takenBack: string[];
  status: LoadStatus;
  error: string | null;
  badgesStatus: LoadStatus;
  badgesError: string | null;
  /** Streak freezes held, their price and limit, and recent uses; null until the first stats. */
  freezes: Freezes | null;
  /**
   * Bumped by every check-in reply and freeze purchase. A stats or badges reply requested before
   * the latest of them is older than what that reply already showed, so it is dropped.
   */
  revision: number;
  /**
   * Bumped by a freeze purchase only: a check-in leaves freezes alone, so a stats reply requested
   * before a check-in still brings the newest freezes (and their uses) unless a purchase came since.
   */
  freezesRevision: number;
}

/** The part of the root state this feature reads; the app store is a superset. */
export interface GamificationRootState {
  gamification: GamificationState;
}
