export { gamificationReducer, checkInApplied } from './gamification-slice';
export { buyFreeze, fetchBadges, fetchStats } from './gamification-thunks';
export {
  BADGE_COUNT,
  selectEarnedBadgeCount,
  selectGamification,
  selectPoints,
} from './gamification-hooks';
export { announceBadge, announceCheckIn, announceUndo } from './achievement-toasts';
export { useBadgeAnnouncer } from './use-badge-announcer';
export { AchievementsPanel } from './components/achievements-panel';
export { FreezeNotice } from './components/freeze-notice';
export { FreezeShop } from './components/freeze-shop';
export { WeeklyChallengeCard } from './components/weekly-challenge-card';
export type { GamificationRootState, GamificationState, LoadStatus } from './gamification-types';
