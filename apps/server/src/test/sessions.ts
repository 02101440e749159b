import type { AuthResponse, RefreshResponse, Session } from '@streakwise/shared';
import { bearer, type Person, type TestApp } from './helper.js';

/*
 * The session calls as a client makes them, for the session API tests
 * (`import * as s from '../../test/sessions.js'`).
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

export const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

/** Moves the app's clock forward (only forward: the outbox lists mail newest-first). */
export const advance = (t: TestApp, ms: number) =>
  t.clock.set(new Date(t.clock.now().getTime() + ms));

/** Signs in from a browser; the reply's pair. */
export async function signIn(t: TestApp, person: Person, userAgent = CHROME_MAC) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email: person.email, password: person.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json<AuthResponse>();
}

export const refresh = (t: TestApp, refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

/** A refresh that must succeed; the new pair. */
export async function renewed(t: TestApp, refreshToken: string): Promise<RefreshResponse> {
  const res = await refresh(t, refreshToken);
  if (res.statusCode !== 200) throw new Error(`refresh failed: ${res.statusCode} ${res.body}`);
  return res.json<RefreshResponse>();
}

/** GET /api/auth/me's status with a token: 200 while its session lives, 401 after. */
export const meStatus = async (t: TestApp, token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode;

export const list = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(token) });

export async function sessionsOf(t: TestApp, token: string): Promise<Session[]> {
  const res = await list(t, token);
  if (res.statusCode !== 200) throw new Error(`sessions failed: ${res.statusCode} ${res.body}`);
  return res.json<Session[]>();
}

export const logout = (t: TestApp, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });

export const signOutEverywhere = (t: TestApp, token: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/auth/sessions', headers: bearer(token) });

export const endSession = (t: TestApp, token: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: bearer(token) });
