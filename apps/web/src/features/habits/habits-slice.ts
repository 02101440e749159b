import { createSlice } from '@reduxjs/toolkit';

/** Placeholder until the habit dashboard lands; the store already has its final shape. */
export interface HabitsState {
  status: 'idle' | 'loading' | 'failed';
  error: string | null;
}

const initialState: HabitsState = { status: 'idle', error: null };

const habitsSlice = createSlice({ name: 'habits', initialState, reducers: {} });

export const habitsReducer = habitsSlice.reducer;
