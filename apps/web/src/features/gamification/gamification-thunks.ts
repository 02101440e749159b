import { createAsyncThunk } from '@reduxjs/toolkit';
import { MESSAGES, type BuyFreezeResult } from '@streakwise/shared';
import { errorMessage, isApiError } from '../../lib/api-error';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { pointsUpdated } from '../auth';
import { gamificationApi } from './gamification-api';
import { GAMIFICATION_TEXTS } from './gamification-texts';
import type { GamificationRootState } from './gamification-types';

const createGamificationThunk = createAsyncThunk.withTypes<{
  state: GamificationRootState;
  rejectValue: string;
}>();

export const fetchStats = createGamificationThunk(
  'gamification/fetchStats',
  async (_: void, { getState, rejectWithValue }) => {
    const { revision, freezesRevision } = getState().gamification;
    try {
      return { stats: await gamificationApi.stats(), revision, freezesRevision };
    } catch (error) {
      return rejectWithValue(
        errorMessage(error, MESSAGES.fetchStatsFailed, GAMIFICATION_TEXTS.needsConnection),
      );
    }
  },
);

export const fetchBadges = createGamificationThunk(
  'gamification/fetchBadges',
  async (_: void, { getState, rejectWithValue }) => {
    const revision = getState().gamification.revision;
    try {
      return { badges: await gamificationApi.badges(), revision };
    } catch (error) {
      return rejectWithValue(
        errorMessage(error, MESSAGES.fetchBadgesFailed, GAMIFICATION_TEXTS.needsConnection),
      );
    }
  },
);

/**
 * Buys one streak freeze (docs/decisions/017-fair-streaks.md). A 409 (FREEZE_LIMIT,
 * NOT_ENOUGH_POINTS) means this screen's numbers were out of date, say after a purchase on another
 * device, so the stats are read again and the card shows why it cannot buy.
 */
export const buyFreeze = createGamificationThunk(
  'gamification/buyFreeze',
  async (_: void, { dispatch, rejectWithValue }) => {
    const key = newIdempotencyKey();
    try {
      let result: BuyFreezeResult;
      try {
        result = await gamificationApi.buyFreeze(key);
      } catch (error) {
        // One retry with the same key: if the first request did land, it is still charged once.
        if (!isApiError(error) || !error.isNetworkError) throw error;
        result = await gamificationApi.buyFreeze(key);
      }
      // The account's points too, as after a check-in (habits-thunks.ts).
      dispatch(pointsUpdated(result.points));
      return result;
    } catch (error) {
      if (isApiError(error) && error.status === 409) void dispatch(fetchStats());
      return rejectWithValue(
        errorMessage(error, GAMIFICATION_TEXTS.buyFreezeFailed, MESSAGES.networkError),
      );
    }
  },
);
