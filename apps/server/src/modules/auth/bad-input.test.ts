import { MESSAGES, type ErrorResponse } from '@streakwise/shared';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, users } from '../../db/schema.js';
import { bearer, newPerson, signupVerified, useTestApp } from '../../test/helper.js';

const t = useTestApp();
let token: string;
let baseline: { users: number; tokens: number };
const statuses: Array<{ url: string; status: number }> = [];

async function counts() {
  const db = t.deps.database.db;
  const [u] = await db.select({ n: count() }).from(users);
  const [e] = await db.select({ n: count() }).from(emailTokens);
  return { users: u?.n ?? 0, tokens: e?.n ?? 0 };
}

beforeAll(async () => {
  ({ token } = await signupVerified(t));
  baseline = await counts();
});

/** Every request goes through here, so the file can prove none of them got a 5xx. */
async function send(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({ ...options, headers: { ...bearer(token), ...options.headers } });
  statuses.push({ url: options.url, status: res.statusCode });
  return res;
}

/** A body sent as JSON, whatever it holds. */
const sendAsJson = (method: InjectOptions['method'], url: string, payload: string) =>
  send({ method, url, payload, headers: { 'content-type': 'application/json' } });

const ENDPOINTS = [
  { method: 'POST', url: '/api/auth/signup' },
  { method: 'POST', url: '/api/auth/login' },
  { method: 'POST', url: '/api/auth/resend-verification' },
  { method: 'POST', url: '/api/auth/forgot-password' },
  { method: 'POST', url: '/api/auth/reset-password' },
  { method: 'PATCH', url: '/api/auth/me' },
  { method: 'PUT', url: '/api/auth/change-password' },
  { method: 'DELETE', url: '/api/auth/account' },
] as const;

const errorOf = (res: LightMyRequestResponse) => res.json<ErrorResponse>();

describe('requests the API cannot read', () => {
  it.each(ENDPOINTS)('$method $url: malformed JSON is a 400 saying so', async ({ method, url }) => {
    const res = await sendAsJson(method, url, '{bad');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON' });
  });

  it.each(ENDPOINTS)(
    '$method $url: an empty body and a JSON array are 400s',
    async ({ method, url }) => {
      const empty = await sendAsJson(method, url, '');
      expect(empty.statusCode).toBe(400);
      expect(errorOf(empty).message).toEqual(expect.any(String));
      const none = await send({ method, url });
      expect(none.statusCode).toBe(400);
      const array = await sendAsJson(method, url, '[]');
      expect(array.statusCode).toBe(400);
    },
  );
});

describe('missing, mistyped and oversized fields', () => {
  it('names each missing field with the spec message', async () => {
    const signup = await send({ method: 'POST', url: '/api/auth/signup', payload: {} });
    expect(signup.statusCode).toBe(400);
    expect(errorOf(signup).fields).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
    const login = await send({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(errorOf(login).fields).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    const forgot = await send({ method: 'POST', url: '/api/auth/forgot-password', payload: {} });
    expect(errorOf(forgot).fields).toEqual({ email: 'Email is required' });
    const change = await send({ method: 'PUT', url: '/api/auth/change-password', payload: {} });
    expect(errorOf(change).fields).toEqual({
      currentPassword: MESSAGES.currentPasswordRequired,
      newPassword: MESSAGES.newPasswordRequired,
    });
    const remove = await send({ method: 'DELETE', url: '/api/auth/account', payload: {} });
    expect(errorOf(remove).fields).toEqual({ password: 'Password is required' });
  });

  it('refuses fields of the wrong type', async () => {
    const res = await send({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 5, password: true, name: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).fields ?? {}).sort()).toEqual(['email', 'name', 'password']);
    const login = await send({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ['a@b.co'], password: 123456 },
    });
    expect(login.statusCode).toBe(400);
    expect(Object.keys(errorOf(login).fields ?? {}).sort()).toEqual(['email', 'password']);
    const me = await send({
      method: 'PATCH',
      url: '/api/auth/me',
      payload: { name: { first: 'Ada' }, timezone: 7 },
    });
    expect(me.statusCode).toBe(400);
    expect(Object.keys(errorOf(me).fields ?? {}).sort()).toEqual(['name', 'timezone']);
  });

  it('refuses a 101-character name, a 255-character e-mail and a 1025-character password', async () => {
    const person = newPerson();
    const cases = [
      [{ ...person, name: 'n'.repeat(101) }, 'name', MESSAGES.nameTooLong],
      [{ ...person, email: `${'e'.repeat(243)}@example.com` }, 'email', MESSAGES.emailTooLong],
      [{ ...person, password: 'p'.repeat(1025) }, 'password', MESSAGES.passwordTooLong],
    ] as const;
    for (const [payload, field, message] of cases) {
      const res = await send({ method: 'POST', url: '/api/auth/signup', payload });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).fields?.[field]).toBe(message);
    }
    expect(`${'e'.repeat(243)}@example.com`).toHaveLength(255);
    const login = await send({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: 'p'.repeat(1025) },
    });
    expect(errorOf(login).fields).toEqual({ password: MESSAGES.passwordTooLong });
  });
});

describe('links that are not ours', () => {
  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['garbage', 'not-a-token'],
    ['an over-long token', 'x'.repeat(500)],
    ['a broken percent-escape', 'abc%zzdef'],
  ])('refuses %s with a 400 that does not echo it', async (_label, tok) => {
    const verify = await send({ method: 'GET', url: `/api/auth/verify-email/${tok}` });
    expect(verify.statusCode).toBe(400);
    expect(Object.keys(errorOf(verify))).toEqual(['message']);
    expect(verify.body).not.toContain(tok);
    const reset = await send({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: tok, password: 'a fine passphrase 1' },
    });
    expect(reset.statusCode).toBe(400);
    // An unknown token gets the service's message; one too long to be ours, the schema's.
    expect([MESSAGES.resetLinkInvalid, MESSAGES.invalidResetLink]).toContain(
      errorOf(reset).message,
    );
  });

  it('gives an unknown verification token the invalid-link message', async () => {
    const res = await send({ method: 'GET', url: `/api/auth/verify-email/${'B'.repeat(43)}` });
    expect(res.json()).toEqual({ message: MESSAGES.verificationLinkInvalid });
  });
});

describe('after all of it', () => {
  it('stored nothing and never answered with a 5xx', async () => {
    expect(await counts()).toEqual(baseline);
    expect(statuses.length).toBeGreaterThan(30);
    expect(statuses.filter((s) => s.status >= 500)).toEqual([]);
  });
});

describe('unknown fields', () => {
  it('are ignored, never stored: a sign-up claiming a plan gets a free account', async () => {
    const person = newPerson();
    const res = await send({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...person, isAdmin: true, plan: 'premium', points: 1e6 },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, person.email));
    expect(row).toMatchObject({ plan: 'free', points: 0 });
  });
});
