import { createSlice } from '@reduxjs/toolkit';

/** Placeholder until points, streaks and badges land (spec §3, gamification stats). */
export interface GamificationState {
  status: 'idle' | 'loading' | 'failed';
  error: string | null;
}

const initialState: GamificationState = { status: 'idle', error: null };

const gamificationSlice = createSlice({ name: 'gamification', initialState, reducers: {} });

export const gamificationReducer = gamificationSlice.reducer;
