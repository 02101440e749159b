import { MESSAGES, type AuthResponse, type ChangePasswordResponse } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import * as auth from '../../test/auth.js';
import {
  bearer,
  newPerson,
  RESET_SUBJECT,
  signup,
  signupVerified,
  tokenFromLink,
  useTestApp,
} from '../../test/helper.js';
import { advance, meStatus } from '../../test/sessions.js';

const t = useTestApp();

const CHANGED_SUBJECT = /password was changed/i;
const NEW_PASSWORD = 'a brand new passphrase 7';

const reset = (link: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token: tokenFromLink(link), password },
  });
const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/change-password',
    headers: bearer(token),
    payload: { currentPassword, newPassword },
  });
const passwordHash = async (email: string) => (await auth.userRows(t, email))[0]?.passwordHash;
const resetLinks = async (email: string) =>
  (await t.mails(email)).filter((m) => RESET_SUBJECT.test(m.subject)).map((m) => m.links[0] ?? '');
const changedMails = async (email: string) =>
  (await t.mails(email)).filter((m) => CHANGED_SUBJECT.test(m.subject));

describe('forgotten password', () => {
  it('mails a reset link that sets the new password and signs out every device', async () => {
    const { token: before, person } = await signupVerified(t);
    const res = await auth.forgot(t, person.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.resetEmailSent });

    const link = await t.lastLink(person.email, RESET_SUBJECT);
    expect(link).toMatch(/^http:\/\/app\.test\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(await changedMails(person.email)).toHaveLength(0);

    const done = await reset(link, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: MESSAGES.passwordResetDone });

    expect((await auth.login(t, person.email, NEW_PASSWORD)).statusCode).toBe(200);
    const old = await auth.login(t, person.email, person.password);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ message: MESSAGES.invalidCredentials });
    expect(await meStatus(t, before)).toBe(401);
    expect(await changedMails(person.email)).toHaveLength(1);

    const again = await reset(link, 'yet another passphrase 8');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: MESSAGES.resetLinkInvalid });
    expect((await auth.login(t, person.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('retires an older unused reset link once another one was used', async () => {
    const { person } = await signupVerified(t);
    await auth.forgot(t, person.email);
    await auth.forgot(t, person.email);
    const links = await resetLinks(person.email);
    expect(links).toHaveLength(2);
    expect(new Set(links).size).toBe(2);

    expect((await reset(links[0]!, NEW_PASSWORD)).statusCode).toBe(200);
    const older = await reset(links[1]!, 'yet another passphrase 8');
    expect(older.statusCode).toBe(400);
    expect(older.json()).toEqual({ message: MESSAGES.resetLinkInvalid });
    expect((await auth.login(t, person.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link after 61 minutes and keeps the old password', async () => {
    const { person } = await signupVerified(t);
    await auth.forgot(t, person.email);
    const link = await t.lastLink(person.email, RESET_SUBJECT);
    const hashBefore = await passwordHash(person.email);

    advance(t, 61 * 60 * 1000);
    const late = await reset(link, NEW_PASSWORD);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: MESSAGES.resetLinkInvalid });
    expect(await passwordHash(person.email)).toBe(hashBefore);
    expect((await auth.login(t, person.email, person.password)).statusCode).toBe(200);
    expect(await changedMails(person.email)).toHaveLength(0);
  });

  it('gives an unknown address the same reply and sends nothing', async () => {
    const { person } = await signupVerified(t);
    const known = await auth.forgot(t, person.email);
    const unknown = await auth.forgot(t, 'no-account-here@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await t.mails('no-account-here@example.com')).toHaveLength(0);
  });

  it('verifies an account that had not followed its verification link', async () => {
    const person = newPerson();
    await signup(t, person);
    expect((await auth.login(t, person.email, person.password)).statusCode).toBe(403);

    await auth.forgot(t, person.email);
    expect(
      (await reset(await t.lastLink(person.email, RESET_SUBJECT), NEW_PASSWORD)).statusCode,
    ).toBe(200);
    const res = await auth.login(t, person.email, NEW_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(await meStatus(t, res.json<AuthResponse>().token)).toBe(200);
  });
});

describe('changing the password while signed in', () => {
  it('refuses a wrong current password, the same password and a common one, changing nothing', async () => {
    const { token, person } = await signupVerified(t);
    const hashBefore = await passwordHash(person.email);

    const wrong = await changePassword(token, 'not my password', NEW_PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      fields: { currentPassword: MESSAGES.currentPasswordWrong },
    });

    const same = await changePassword(token, person.password, person.password);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ fields: { newPassword: MESSAGES.newPasswordMustDiffer } });

    const common = await changePassword(token, person.password, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      message: 'This password is too common. Please choose another.',
      fields: { newPassword: 'This password is too common. Please choose another.' },
    });

    expect(await passwordHash(person.email)).toBe(hashBefore);
    expect(await meStatus(t, token)).toBe(200);
    expect(await changedMails(person.email)).toHaveLength(0);
  });

  it('sets the new password, returns a fresh token and revokes the old one', async () => {
    const { token: old, person } = await signupVerified(t);
    const res = await changePassword(old, person.password, NEW_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json<ChangePasswordResponse>();
    expect(body).toEqual({
      message: 'Password updated successfully',
      token: expect.any(String) as string,
      refreshToken: expect.any(String) as string,
    });
    expect(body.token).not.toBe(old);

    expect(await meStatus(t, body.token)).toBe(200);
    expect(await meStatus(t, old)).toBe(401);
    expect((await auth.login(t, person.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await auth.login(t, person.email, person.password)).statusCode).toBe(401);

    const [mail] = await changedMails(person.email);
    expect(mail?.links).toEqual(['http://app.test/forgot-password']);
  });
});
