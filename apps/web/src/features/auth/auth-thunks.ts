import { createAsyncThunk } from '@reduxjs/toolkit';
import { MESSAGES, type LoginRequest, type SignupRequest } from '@streakwise/shared';
import { isApiError } from '../../lib/api-error';
import { APP_TEXTS } from '../../lib/texts';
import { clearStoredToken, getStoredToken, storeSession } from '../../lib/token-storage';
import { authApi } from './auth-api';
import { isOutage, toAuthFailure } from './auth-failure';
import type { AuthFailure, AuthRootState } from './auth-types';

const createAuthThunk = createAsyncThunk.withTypes<{
  state: AuthRootState;
  rejectValue: AuthFailure;
}>();

export const login = createAuthThunk(
  'auth/login',
  async (credentials: LoginRequest, { rejectWithValue }) => {
    try {
      const reply = await authApi.login(credentials);
      storeSession(reply);
      return reply;
    } catch (error) {
      return rejectWithValue(toAuthFailure(error, MESSAGES.loginFailed));
    }
  },
);

export const signup = createAuthThunk(
  'auth/signup',
  async (body: SignupRequest, { rejectWithValue }) => {
    try {
      return await authApi.signup(body);
    } catch (error) {
      return rejectWithValue(toAuthFailure(error, MESSAGES.signupFailed));
    }
  },
);

export const resendVerification = createAuthThunk(
  'auth/resendVerification',
  async (email: string, { rejectWithValue }) => {
    try {
      return await authApi.resendVerification(email);
    } catch (error) {
      return rejectWithValue(toAuthFailure(error, MESSAGES.resendVerificationFailed));
    }
  },
);

export const sendVerification = createAuthThunk(
  'auth/sendVerification',
  async (email: string, { rejectWithValue }) => {
    try {
      return await authApi.sendVerification(email);
    } catch (error) {
      return rejectWithValue(toAuthFailure(error, MESSAGES.sendVerificationFailed));
    }
  },
);

export const loadUser = createAuthThunk('auth/loadUser', async (_: void, { rejectWithValue }) => {
  if (!getStoredToken()) {
    return rejectWithValue({ message: MESSAGES.loadUserNoToken, status: 0, isNetworkError: false });
  }
  try {
    const { user } = await authApi.me();
    return user;
  } catch (error) {
    const failure = toAuthFailure(error, MESSAGES.loadUserFailed);
    if (isOutage(failure)) {
      return rejectWithValue({ ...failure, message: MESSAGES.serverUnreachableRetrying });
    }
    clearStoredToken();
    const status = isApiError(error) ? error.status : 0;
    const message =
      status === 401 || status === 403 ? MESSAGES.sessionExpired : MESSAGES.loadUserFailed;
    return rejectWithValue({ ...toAuthFailure(error, message), message });
  }
});

/**
 * Moves the account to another IANA zone; the server then counts days there
 * (docs/architecture.md §5).
 */
export const updateTimezone = createAuthThunk(
  'auth/updateTimezone',
  async (timezone: string, { rejectWithValue }) => {
    try {
      const { user } = await authApi.updateMe({ timezone });
      return user;
    } catch (error) {
      return rejectWithValue(toAuthFailure(error, APP_TEXTS.updateTimezoneFailed));
    }
  },
);
