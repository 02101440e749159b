import type { AuthResponse, ChangePasswordResponse } from '@streakwise/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  newPerson,
  RESET_SUBJECT,
  signup,
  tokenFromLink,
  VERIFY_SUBJECT,
  type TestApp,
} from './test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('server logs', () => {
  it('never contain a password, an e-mailed token or link, or a JWT; the dev outbox shows the links', async () => {
    const person = newPerson();
    const resetPassword = 'reset to this passphrase 1';
    const changedPassword = 'changed to this passphrase 2';
    const secrets: string[] = [person.password, resetPassword, changedPassword];
    const links: string[] = [];
    const inject = t.app.inject.bind(t.app);

    expect((await signup(t, person)).statusCode).toBe(201);
    const verifyLink = await t.lastLink(person.email, VERIFY_SUBJECT);
    const verifyToken = tokenFromLink(verifyLink);
    links.push(verifyLink);
    secrets.push(verifyToken);

    // The web app's deep link, then the API call it makes.
    await inject({ method: 'GET', url: `/verify-email/${verifyToken}` });
    expect(
      (await inject({ method: 'GET', url: `/api/auth/verify-email/${verifyToken}` })).statusCode,
    ).toBe(200);

    const loggedIn = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: person.password },
    });
    expect(loggedIn.statusCode).toBe(200);
    secrets.push(loggedIn.json<AuthResponse>().token);
    const failed = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: 'a wrong guess 99' },
    });
    expect(failed.statusCode).toBe(401);
    secrets.push('a wrong guess 99');

    await inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: person.email },
    });
    const resetLink = await t.lastLink(person.email, RESET_SUBJECT);
    const resetToken = tokenFromLink(resetLink);
    links.push(resetLink);
    secrets.push(resetToken);

    await inject({ method: 'GET', url: `/reset-password?token=${resetToken}` });
    const reset = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, password: resetPassword },
    });
    expect(reset.statusCode).toBe(200);
    // A replayed link fails; its token must not leak through the error path either.
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token: resetToken, password: resetPassword },
        })
      ).statusCode,
    ).toBe(400);

    const relogin = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: resetPassword },
    });
    const token = relogin.json<AuthResponse>().token;
    secrets.push(token);
    const changed = await inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: resetPassword, newPassword: changedPassword },
    });
    expect(changed.statusCode).toBe(200);
    const newToken = changed.json<ChangePasswordResponse>().token;
    secrets.push(newToken);
    // The revoked token on a protected route: a 401 that must not log the header.
    expect(
      (await inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode,
    ).toBe(401);

    const deleted = await inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: bearer(newToken),
      payload: { password: changedPassword },
    });
    expect(deleted.statusCode).toBe(204);

    const log = t.logs.join('');
    expect(log).toContain('/verify-email/[redacted]');
    expect(log).toContain('/reset-password?token=[redacted]');
    for (const secret of [...secrets, ...links]) expect(log).not.toContain(secret);
    // A JWT's signature alone would do as well as the whole token.
    for (const jwt of [loggedIn.json<AuthResponse>().token, token, newToken])
      expect(log).not.toContain(jwt.split('.')[2]);

    const outbox = t.outboxLines.join('\n');
    for (const link of links) expect(outbox).toContain(link);
  });
});
