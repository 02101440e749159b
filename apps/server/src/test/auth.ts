import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { bearer, db, tokenFromLink, type TestApp } from './helper.js';

/*
 * The account calls as a client makes them, raw replies, for the auth API tests
 * (`import * as auth from '../../test/auth.js'`); the session calls are in test/sessions.ts.
 */

export const login = (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

export const resend = (t: TestApp, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email } });

/** Follows an e-mailed verification link. */
export const verify = (t: TestApp, link: string) =>
  t.app.inject({ method: 'GET', url: `/api/auth/verify-email/${tokenFromLink(link)}` });

export const forgot = (t: TestApp, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

/** PATCH /api/auth/me (name, time zone, …). */
export const editMe = (t: TestApp, token: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/auth/me', headers: bearer(token), payload });

export const deleteAccount = (t: TestApp, token: string, password: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/auth/account',
    headers: bearer(token),
    payload: { password },
  });

/** The stored users with this address (none or one). */
export const userRows = (t: TestApp, email: string) =>
  db(t).select().from(users).where(eq(users.email, email));
