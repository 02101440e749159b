import { createAsyncThunk } from '@reduxjs/toolkit';
import { MESSAGES } from '@streakwise/shared';
import { errorMessage } from '../../lib/api-error';
import { gamificationApi } from './gamification-api';
import type { GamificationRootState } from './gamification-types';

const createGamificationThunk = createAsyncThunk.withTypes<{
  state: GamificationRootState;
  rejectValue: string;
}>();

export const fetchStats = createGamificationThunk(
  'gamification/fetchStats',
  async (_: void, { getState, rejectWithValue }) => {
    const revision = getState().gamification.revision;
    try {
      return { stats: await gamificationApi.stats(), revision };
    } catch (error) {
      return rejectWithValue(errorMessage(error, MESSAGES.fetchStatsFailed));
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
      return rejectWithValue(errorMessage(error, MESSAGES.fetchBadgesFailed));
    }
  },
);
