import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@streakwise/shared';
import { getStoredToken } from '../../lib/token-storage';
import type { AuthState } from './auth-types';
import { isOutage } from './auth-failure';
import {
  loadUser,
  login,
  resendVerification,
  sendVerification,
  signup,
  updateTimezone,
} from './auth-thunks';

/** No one signed in yet, holding `token` (the stored one, when the app starts). */
export const signedOutState = (token: string | null): AuthState => ({
  user: null,
  token,
  isLoading: false,
  error: null,
  isAuthenticated: false,
  signupSuccess: false,
  signupEmail: null,
  verificationSent: false,
  serverUnreachable: false,
  signedOut: false,
});

// Read lazily so every new store (and every test) sees the token stored at that moment.
const initialState = (): AuthState => signedOutState(getStoredToken());

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** The session ended: by the person's choice (`deliberate`), or it expired (a 401). */
    loggedOut: (state, action: PayloadAction<{ deliberate: boolean } | undefined>) => {
      state.signedOut = action.payload?.deliberate ?? false;
      state.user = null;
      state.token = null;
      state.isLoading = false;
      state.isAuthenticated = false;
      state.error = null;
      state.signupSuccess = false;
      state.signupEmail = null;
      state.verificationSent = false;
    },
    clearError: (state) => {
      state.error = null;
    },
    clearSignupState: (state) => {
      state.signupSuccess = false;
      state.signupEmail = null;
      state.verificationSent = false;
    },
    /** A bot filled the honeypot: show it the usual success screen, send nothing. */
    signupDropped: (state, action: PayloadAction<string>) => {
      state.signupSuccess = true;
      state.signupEmail = action.payload;
    },
    tokenReplaced: (state, action: PayloadAction<string>) => {
      state.token = action.payload;
    },
    /** The server sent a fresh copy of the user (e.g. after PATCH /auth/me). */
    userUpdated: (state, action: PayloadAction<User>) => {
      if (state.user) state.user = action.payload;
    },
    /**
     * The app opened with no network: the person last seen signed in on this device, until the
     * server answers again (docs/decisions/027-pwa-offline.md).
     */
    offlineUserRestored: (state, action: PayloadAction<User>) => {
      state.user = action.payload;
      state.isAuthenticated = true;
      state.isLoading = false;
      state.serverUnreachable = false;
    },
    /** A check-in or undo changed the total, so everything showing it agrees at once. */
    pointsUpdated: (state, action: PayloadAction<number>) => {
      if (state.user) state.user.points = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(login.pending, (state) => {
        state.isLoading = true;
        state.error = null;
      })
      .addCase(login.fulfilled, (state, action) => {
        state.isLoading = false;
        state.user = action.payload.user;
        state.token = action.payload.token;
        state.isAuthenticated = true;
      })
      .addCase(login.rejected, (state, action) => {
        state.isLoading = false;
        state.error = action.payload?.message ?? null;
        state.isAuthenticated = false;
      })
      .addCase(signup.pending, (state) => {
        state.isLoading = true;
        state.error = null;
        state.signupSuccess = false;
      })
      .addCase(signup.fulfilled, (state, action) => {
        state.isLoading = false;
        state.signupSuccess = true;
        state.signupEmail = action.payload.email;
      })
      .addCase(signup.rejected, (state, action) => {
        state.isLoading = false;
        state.error = action.payload?.message ?? null;
      })
      .addCase(resendVerification.fulfilled, (state) => {
        state.verificationSent = true;
      })
      .addCase(sendVerification.fulfilled, (state) => {
        state.verificationSent = true;
      })
      .addCase(loadUser.pending, (state) => {
        state.isLoading = true;
      })
      .addCase(loadUser.fulfilled, (state, action) => {
        state.isLoading = false;
        state.serverUnreachable = false;
        state.user = action.payload;
        state.isAuthenticated = true;
        state.error = null;
      })
      .addCase(updateTimezone.fulfilled, (state, action) => {
        if (state.user) state.user = action.payload;
      })
      .addCase(loadUser.rejected, (state, action) => {
        state.isLoading = false;
        // NOTE: an outage says nothing about the token: keep it, and the session check retries.
        if (action.payload && isOutage(action.payload)) {
          state.serverUnreachable = true;
          state.error = action.payload.message;
          return;
        }
        state.serverUnreachable = false;
        state.user = null;
        state.token = null;
        state.isAuthenticated = false;
        state.error = action.payload?.message ?? null;
      });
  },
});

export const authActions = authSlice.actions;
export const {
  clearError,
  clearSignupState,
  userUpdated,
  pointsUpdated,
  loggedOut,
  offlineUserRestored,
} = authSlice.actions;
export const authReducer = authSlice.reducer;
