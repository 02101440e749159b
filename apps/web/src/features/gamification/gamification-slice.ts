import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BadgeSummary, CompleteResult } from '@streakwise/shared';
import { loggedOut } from '../auth';
import { fetchBadges, fetchStats } from './gamification-thunks';
import type { GamificationState } from './gamification-types';

const initialState: GamificationState = {
  points: null,
  streaks: {},
  weeklyChallenge: null,
  earnedBadges: [],
  badges: [],
  status: 'idle',
  error: null,
  badgesStatus: 'idle',
  badgesError: null,
  revision: 0,
};

function markEarned(state: GamificationState, badge: BadgeSummary, earnedAt: string) {
  const entry = state.badges.find((candidate) => candidate.id === badge.id);
  if (entry && !entry.earned) Object.assign(entry, { earned: true, earnedAt });
  if (!state.earnedBadges.some((earned) => earned.id === badge.id)) {
    state.earnedBadges.push({ id: badge.id, name: badge.name, earnedAt });
  }
}

const gamificationSlice = createSlice({
  name: 'gamification',
  initialState,
  reducers: {
    /** A check-in or undo reply: its totals are the newest truth, shown at once. */
    checkInApplied: (state, action: PayloadAction<CompleteResult>) => {
      const { points, weeklyChallenge, habit, badges } = action.payload;
      state.points = points;
      state.weeklyChallenge = weeklyChallenge;
      state.streaks[habit._id] = habit.streak;
      const now = new Date().toISOString();
      for (const badge of badges) markEarned(state, badge, now);
      state.revision += 1;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, () => initialState)
      .addCase(fetchStats.pending, (state) => {
        state.status = state.status === 'succeeded' ? 'succeeded' : 'loading';
        state.error = null;
      })
      .addCase(fetchStats.fulfilled, (state, action) => {
        state.status = 'succeeded';
        if (action.payload.revision !== state.revision) return;
        const { points, streaks, weeklyChallenge, badges } = action.payload.stats;
        Object.assign(state, { points, streaks, weeklyChallenge, earnedBadges: badges });
      })
      .addCase(fetchStats.rejected, (state, action) => {
        // A failed background refresh keeps the numbers already on screen.
        if (state.status !== 'succeeded') state.status = 'failed';
        state.error = action.payload ?? null;
      })
      .addCase(fetchBadges.pending, (state) => {
        state.badgesStatus = state.badgesStatus === 'succeeded' ? 'succeeded' : 'loading';
        state.badgesError = null;
      })
      .addCase(fetchBadges.fulfilled, (state, action) => {
        state.badgesStatus = 'succeeded';
        if (action.payload.revision === state.revision) state.badges = action.payload.badges;
      })
      .addCase(fetchBadges.rejected, (state, action) => {
        if (state.badgesStatus !== 'succeeded') state.badgesStatus = 'failed';
        state.badgesError = action.payload ?? null;
      });
  },
});

export const { checkInApplied } = gamificationSlice.actions;
export const gamificationReducer = gamificationSlice.reducer;
