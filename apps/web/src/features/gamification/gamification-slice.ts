import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BadgeSummary, CompleteResult } from '@streakwise/shared';
import { loggedOut } from '../auth';
import { buyFreeze, fetchBadges, fetchStats } from './gamification-thunks';
import type { GamificationState } from './gamification-types';

const initialState: GamificationState = {
  points: null,
  streaks: {},
  weeklyChallenge: null,
  earnedBadges: [],
  badges: [],
  takenBack: [],
  status: 'idle',
  error: null,
  badgesStatus: 'idle',
  badgesError: null,
  freezes: null,
  revision: 0,
  freezesRevision: 0,
};

function markEarned(state: GamificationState, badge: BadgeSummary, earnedAt: string) {
  const entry = state.badges.find((candidate) => candidate.id === badge.id);
  if (entry && !entry.earned) Object.assign(entry, { earned: true, earnedAt });
  if (!state.earnedBadges.some((earned) => earned.id === badge.id)) {
    state.earnedBadges.push({ id: badge.id, name: badge.name, earnedAt });
  }
  state.takenBack = state.takenBack.filter((id) => id !== badge.id);
}

/** A badge an undo took back: no longer earned, and kept out of replies older than the undo. */
function markTakenBack(state: GamificationState, id: string) {
  const entry = state.badges.find((candidate) => candidate.id === id);
  if (entry) Object.assign(entry, { earned: false, earnedAt: null });
  state.earnedBadges = state.earnedBadges.filter((earned) => earned.id !== id);
  if (!state.takenBack.includes(id)) state.takenBack.push(id);
}

const gamificationSlice = createSlice({
  name: 'gamification',
  initialState,
  reducers: {
    /**
     * A check-in or undo reply: its totals are the newest truth, shown at once, and all the
     * dashboard needs, so nothing is refetched after a tap. An undo's reply may take badges back.
     */
    checkInApplied: (state, action: PayloadAction<CompleteResult>) => {
      const { points, weeklyChallenge, habit, badges, badgesTakenBack = [] } = action.payload;
      state.points = points;
      state.weeklyChallenge = weeklyChallenge;
      state.streaks[habit._id] = habit.streak;
      // NOTE: a reply saved for an Idempotency-Key before badges carried `earnedAt` can be replayed
      // without it; this device's clock then stands in until the next full load.
      const now = new Date().toISOString();
      for (const badge of badges) markEarned(state, badge, badge.earnedAt ?? now);
      for (const badge of badgesTakenBack) markTakenBack(state, badge.id);
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
        const { points, streaks, weeklyChallenge, badges, freezes } = action.payload.stats;
        if (action.payload.freezesRevision === state.freezesRevision) state.freezes = freezes;
        if (action.payload.revision === state.revision) {
          Object.assign(state, { points, streaks, weeklyChallenge, earnedBadges: badges });
          state.takenBack = state.takenBack.filter((id) => !badges.some((b) => b.id === id));
          return;
        }
        // NOTE: requested before a check-in whose reply already showed the newer totals. Nothing
        // refetches after a check-in any more, so this reply still fills in what that one lacked
        // (the first load's other streaks, badges earned earlier), but not a badge an undo's
        // reply has taken back since.
        state.points ??= points;
        state.weeklyChallenge ??= weeklyChallenge;
        state.streaks = { ...streaks, ...state.streaks };
        for (const badge of badges) {
          const known = state.earnedBadges.some((earned) => earned.id === badge.id);
          if (!known && !state.takenBack.includes(badge.id)) state.earnedBadges.push(badge);
        }
      })
      .addCase(buyFreeze.fulfilled, (state, action) => {
        // The purchase's reply is the newest truth for both; stats asked for before it are stale.
        state.points = action.payload.points;
        state.freezes = action.payload.freezes;
        state.revision += 1;
        state.freezesRevision += 1;
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
        state.badges = action.payload.badges;
        if (action.payload.revision === state.revision) return;
        // Requested before a check-in: keep what its reply earned in the catalogue too, and
        // what an undo's reply took back.
        for (const earned of state.earnedBadges) {
          const entry = state.badges.find((badge) => badge.id === earned.id);
          if (entry && !entry.earned)
            Object.assign(entry, { earned: true, earnedAt: earned.earnedAt });
        }
        for (const id of state.takenBack) {
          const entry = state.badges.find((badge) => badge.id === id);
          if (entry) Object.assign(entry, { earned: false, earnedAt: null });
        }
      })
      .addCase(fetchBadges.rejected, (state, action) => {
        if (state.badgesStatus !== 'succeeded') state.badgesStatus = 'failed';
        state.badgesError = action.payload ?? null;
      });
  },
});

export const { checkInApplied } = gamificationSlice.actions;
export const gamificationReducer = gamificationSlice.reducer;
