import { configureStore } from '@reduxjs/toolkit';
import { MESSAGES } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { jsonResponse, testUser } from '../../test/fixtures';
import { stubFetch } from '../../test/render';
import { authActions, authReducer, clearSignupState } from './auth-slice';
import { loadUser, login, signup } from './auth-thunks';
import { logout } from './session-actions';

const makeAuthStore = () => configureStore({ reducer: { auth: authReducer } });

describe('auth slice', () => {
  it('reads the stored token at start-up', () => {
    window.localStorage.setItem('token', 'kept');
    expect(makeAuthStore().getState().auth.token).toBe('kept');
  });

  it('login success stores user, token and refresh credential and marks the session authenticated', async () => {
    stubFetch(() => jsonResponse({ token: 'jwt', refreshToken: 'r1', user: testUser }));
    const store = makeAuthStore();
    await store.dispatch(login({ email: 'alex@example.com', password: 'secret-1' }));
    expect(store.getState().auth).toMatchObject({
      user: testUser,
      token: 'jwt',
      isAuthenticated: true,
      isLoading: false,
      error: null,
    });
    expect(window.localStorage.getItem('token')).toBe('jwt');
    expect(window.localStorage.getItem('refreshToken')).toBe('r1');
  });

  it('login failure stores the message, falling back to "Login failed"', async () => {
    stubFetch(() => new Response('', { status: 500 }));
    const store = makeAuthStore();
    await store.dispatch(login({ email: 'alex@example.com', password: 'secret-1' }));
    expect(store.getState().auth).toMatchObject({
      error: MESSAGES.loginFailed,
      isAuthenticated: false,
    });
  });

  it('signup success remembers the e-mail; clearSignupState forgets it', async () => {
    stubFetch(() => jsonResponse({ message: 'ok', email: 'sam@example.com' }, 201));
    const store = makeAuthStore();
    await store.dispatch(signup({ name: 'Sam', email: 'sam@example.com', password: 'secret-1' }));
    expect(store.getState().auth).toMatchObject({
      signupSuccess: true,
      signupEmail: 'sam@example.com',
    });
    store.dispatch(clearSignupState());
    expect(store.getState().auth).toMatchObject({ signupSuccess: false, signupEmail: null });
  });

  it('loadUser without a stored token fails with "No token found"', async () => {
    const store = makeAuthStore();
    const result = await store.dispatch(loadUser());
    expect(result.payload).toMatchObject({ message: MESSAGES.loadUserNoToken });
  });

  it('loadUser maps 403 to "Session expired" and other failures to "Failed to load user"', async () => {
    window.localStorage.setItem('token', 't');
    stubFetch(() => jsonResponse({ message: 'nope' }, 403));
    const store = makeAuthStore();
    await store.dispatch(loadUser());
    expect(store.getState().auth).toMatchObject({ error: MESSAGES.sessionExpired, token: null });
    expect(window.localStorage.getItem('token')).toBeNull();

    window.localStorage.setItem('token', 't');
    stubFetch(() => new Response('', { status: 500 }));
    await store.dispatch(loadUser());
    expect(store.getState().auth.error).toBe(MESSAGES.loadUserFailed);
  });

  it('logout resets the session and its flags', () => {
    window.localStorage.setItem('token', 'jwt');
    const store = makeAuthStore();
    store.dispatch(authActions.signupDropped('x@example.com'));
    store.dispatch(logout());
    expect(store.getState().auth).toMatchObject({
      user: null,
      token: null,
      isAuthenticated: false,
      error: null,
      signupSuccess: false,
      signupEmail: null,
      verificationSent: false,
    });
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
