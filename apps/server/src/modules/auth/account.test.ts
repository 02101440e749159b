import { MESSAGES } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens } from '../../db/schema.js';
import * as auth from '../../test/auth.js';
import {
  bearer,
  db,
  RESET_SUBJECT,
  signup,
  signupVerified,
  useTestApp,
  VERIFY_SUBJECT,
} from '../../test/helper.js';
import { meStatus } from '../../test/sessions.js';

const t = useTestApp();

const tokenRows = (userId: string) =>
  db(t).select().from(emailTokens).where(eq(emailTokens.userId, userId));

interface MyData {
  exportedAt: string;
  user: Record<string, unknown>;
  emailLinks: Array<{
    purpose: string;
    createdAt: string;
    expiresAt: string;
    usedAt: string | null;
  }>;
}

describe('downloading my data', () => {
  it('is an attachment with everything stored about the user and no secrets', async () => {
    const { token, user, person } = await signupVerified(t);
    await auth.forgot(t, person.email);
    // The reset link is written just after the reply (auth/password.service.ts).
    await t.deps.mailDelivery.idle();
    await auth.editMe(t, token, { timezone: 'Asia/Kolkata' });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/my-data',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['content-type']).toMatch(/^application\/json/);

    const data = res.json<MyData>();
    expect(data.user).toMatchObject({
      _id: user._id,
      name: person.name,
      email: person.email,
      timezone: 'Asia/Kolkata',
      subscription: user.subscription,
      emailVerifiedAt: expect.any(String) as string,
    });
    expect(data.emailLinks.map((l) => l.purpose).sort()).toEqual(['reset', 'verify']);
    const verifyLink = data.emailLinks.find((l) => l.purpose === 'verify');
    expect(verifyLink?.usedAt).toEqual(expect.any(String));
    expect(data.emailLinks.find((l) => l.purpose === 'reset')?.usedAt).toBeNull();

    const [row] = await auth.userRows(t, person.email);
    const stored = await tokenRows(user._id);
    expect(stored).toHaveLength(2);
    expect(res.body).not.toContain('$argon2');
    expect(res.body).not.toContain(row!.passwordHash);
    expect(res.body).not.toContain(person.password);
    for (const { tokenHash } of stored) expect(res.body).not.toContain(tokenHash);
    for (const mail of await t.mails(person.email)) {
      for (const link of mail.links) expect(res.body).not.toContain(link);
    }
    expect(res.body).not.toContain(token);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/my-data' })).statusCode).toBe(401);
  });
});

describe('deleting the account', () => {
  it('refuses a wrong password and keeps everything', async () => {
    const { token, user, person } = await signupVerified(t);
    const res = await auth.deleteAccount(t, token, 'not my password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MESSAGES.passwordWrong,
      fields: { password: MESSAGES.passwordWrong },
    });
    expect(await auth.userRows(t, person.email)).toHaveLength(1);
    expect(await tokenRows(user._id)).toHaveLength(1);
    expect(await meStatus(t, token)).toBe(200);
  });

  it('erases the user and its e-mail links, signs out, and frees the address', async () => {
    const { token, user, person } = await signupVerified(t);
    await auth.forgot(t, person.email);
    const resetLink = await t.lastLink(person.email, RESET_SUBJECT);
    expect(await tokenRows(user._id)).toHaveLength(2);

    const res = await auth.deleteAccount(t, token, person.password);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    expect(await auth.userRows(t, person.email)).toHaveLength(0);
    expect(await tokenRows(user._id)).toHaveLength(0);
    expect(await meStatus(t, token)).toBe(401);
    expect((await auth.login(t, person.email, person.password)).statusCode).toBe(401);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        token: new URL(resetLink).searchParams.get('token'),
        password: 'a fine passphrase 1',
      },
    });
    expect(reset.statusCode).toBe(400);

    const again = await signup(t, { ...person, name: 'Ada Again' });
    expect(again.statusCode).toBe(201);
    const [fresh] = await auth.userRows(t, person.email);
    expect(fresh).toMatchObject({ name: 'Ada Again', emailVerifiedAt: null });
    expect(fresh?.id).not.toBe(user._id);
    expect((await t.mails(person.email))[0]?.subject).toMatch(VERIFY_SUBJECT);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      payload: { password: 'whatever 1' },
    });
    expect(res.statusCode).toBe(401);
  });
});
