import { MESSAGES, type User } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import * as auth from '../../test/auth.js';
import {
  bearer,
  newPerson,
  signup,
  signupVerified,
  useTestApp,
  VERIFY_SUBJECT,
} from '../../test/helper.js';
import { advance } from '../../test/sessions.js';

const t = useTestApp();

const HOUR_MS = 60 * 60 * 1000;

describe('sign-in', () => {
  it('answers an unknown address and a wrong password with the same 401', async () => {
    const { person } = await signupVerified(t);
    const unknown = await auth.login(t, 'nobody-here@example.com', person.password);
    const wrong = await auth.login(t, person.email, 'not the password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Invalid email or password' });
    expect(wrong.body).toBe(unknown.body);
  });

  it('says "not verified" only once the password matched', async () => {
    const person = newPerson();
    await signup(t, person);
    const wrong = await auth.login(t, person.email, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: MESSAGES.invalidCredentials });

    const right = await auth.login(t, person.email, person.password);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      message: 'Please verify your email before logging in',
      code: 'EMAIL_NOT_VERIFIED',
    });
  });
});

describe('resending the verification link', () => {
  it('gives an unknown and an already verified address the same reply and sends nothing', async () => {
    const { person } = await signupVerified(t);
    const mailsBefore = (await t.mails(person.email)).length;

    const unknown = await auth.resend(t, 'nobody-at-all@example.com');
    const verified = await auth.resend(t, person.email);
    expect(unknown.statusCode).toBe(200);
    expect(verified.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: MESSAGES.verificationResent });
    expect(verified.body).toBe(unknown.body);

    expect(await t.mails('nobody-at-all@example.com')).toHaveLength(0);
    expect(await t.mails(person.email)).toHaveLength(mailsBefore);
  });

  it('allows three resends a day, each with a new link, then refuses until a day has passed', async () => {
    const person = newPerson();
    await signup(t, person);
    const links = new Set([await t.lastLink(person.email, VERIFY_SUBJECT)]);

    for (let i = 1; i <= 3; i += 1) {
      advance(t, 1000);
      const res = await auth.resend(t, person.email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.verificationResent });
      links.add(await t.lastLink(person.email, VERIFY_SUBJECT));
    }
    expect(links.size).toBe(4);
    expect(
      (await t.mails(person.email)).filter((m) => VERIFY_SUBJECT.test(m.subject)),
    ).toHaveLength(4);

    const fourth = await auth.resend(t, person.email);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      message: 'Maximum resend attempts reached. Please contact support.',
      code: 'RATE_LIMITED',
    });
    // The sign-up link (3 s ago) is a day old in 24 h less 3 s: then a resend is possible again.
    expect(fourth.headers['retry-after']).toBe(String(24 * 60 * 60 - 3));
    expect(await t.mails(person.email)).toHaveLength(4);

    advance(t, 25 * HOUR_MS);
    const nextDay = await auth.resend(t, person.email);
    expect(nextDay.statusCode).toBe(200);
    expect(await t.mails(person.email)).toHaveLength(5);

    const newest = await t.lastLink(person.email, VERIFY_SUBJECT);
    expect(links.has(newest)).toBe(false);
    const verified = await auth.verify(t, newest);
    expect(verified.statusCode).toBe(200);
    expect((await auth.login(t, person.email, person.password)).statusCode).toBe(200);
  });
});

describe('editing the profile', () => {
  it('updates the name and the time zone', async () => {
    const { token, person } = await signupVerified(t);
    const res = await auth.editMe(t, token, { name: '  Ada King  ', timezone: 'America/New_York' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: User }>().user).toMatchObject({
      name: 'Ada King',
      timezone: 'America/New_York',
      email: person.email,
    });

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json<{ user: User }>().user).toMatchObject({
      name: 'Ada King',
      timezone: 'America/New_York',
    });

    const onlyZone = await auth.editMe(t, token, { timezone: 'Asia/Tokyo' });
    expect(onlyZone.json<{ user: User }>().user).toMatchObject({
      name: 'Ada King',
      timezone: 'Asia/Tokyo',
    });
  });

  it('refuses a 101-character name or an unknown zone and changes nothing', async () => {
    const { token, person } = await signupVerified(t);
    const before = (await auth.userRows(t, person.email))[0];

    const longName = await auth.editMe(t, token, { name: 'a'.repeat(101), timezone: 'Asia/Tokyo' });
    expect(longName.statusCode).toBe(400);
    expect(longName.json()).toMatchObject({ fields: { name: MESSAGES.nameTooLong } });

    const badZone = await auth.editMe(t, token, {
      name: 'Someone Else',
      timezone: 'Europe/Atlantis',
    });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json()).toMatchObject({ fields: { timezone: MESSAGES.invalidTimezone } });

    const after = (await auth.userRows(t, person.email))[0];
    expect(after).toEqual(before);
    expect(after).toMatchObject({ name: person.name, timezone: 'Europe/London' });
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      payload: { name: 'Nobody' },
    });
    expect(res.statusCode).toBe(401);
  });
});
