import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { BADGES } from '@streakwise/shared';
import { useDispatch, useSelector } from 'react-redux';
import type { GamificationRootState } from './gamification-types';

// NOTE: typed against this feature's own part of the state so the feature never imports the
// app store (imports run shared -> features -> app only).
export const useGamificationDispatch =
  useDispatch.withTypes<ThunkDispatch<GamificationRootState, unknown, UnknownAction>>();
export const useGamificationSelector = useSelector.withTypes<GamificationRootState>();

export const selectGamification = (state: GamificationRootState) => state.gamification;
export const selectPoints = (state: GamificationRootState) => state.gamification.points;

/** How many badges the person holds, from whichever list has arrived. */
export const selectEarnedBadgeCount = (state: GamificationRootState) => {
  const { earnedBadges, badges } = state.gamification;
  return Math.max(earnedBadges.length, badges.filter((badge) => badge.earned).length);
};

export const BADGE_COUNT = BADGES.length;
