import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/render';
import { authReducer } from './auth-slice';
import { logout, replaceToken } from './session-actions';

const makeAuthStore = () => configureStore({ reducer: { auth: authReducer } });

describe('session actions', () => {
  it('logout clears both keys at once and tells the server with the dropped token', async () => {
    window.localStorage.setItem('token', 'jwt');
    window.localStorage.setItem('refreshToken', 'r1');
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    const store = makeAuthStore();

    store.dispatch(logout());

    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
    expect(store.getState().auth).toMatchObject({ token: null, isAuthenticated: false });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/logout');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer jwt');
  });

  it('logout ignores a server that fails or refuses, and does not go to /login for it', async () => {
    window.localStorage.setItem('token', 'expired');
    window.localStorage.setItem('refreshToken', 'r1');
    const fetchMock = stubFetch(
      () => new Response(JSON.stringify({ message: 'x' }), { status: 401 }),
    );
    const store = makeAuthStore();
    store.dispatch(logout());
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // No refresh attempt either: the one call was the logout.
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/logout');

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    window.localStorage.setItem('token', 'jwt');
    store.dispatch(logout());
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('logout without a stored token calls nothing', () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    makeAuthStore().dispatch(logout());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a password change stores the new pair', () => {
    window.localStorage.setItem('token', 'old');
    window.localStorage.setItem('refreshToken', 'r-old');
    const store = makeAuthStore();
    store.dispatch(replaceToken({ token: 'new', refreshToken: 'r-new' }));
    expect(window.localStorage.getItem('token')).toBe('new');
    expect(window.localStorage.getItem('refreshToken')).toBe('r-new');
    expect(store.getState().auth.token).toBe('new');
  });
});
