import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newPerson, signup, type TestApp } from '../../test/helper.js';
import { smtpCapture } from '../../test/smtp-capture.js';
import { createSmtpMailer } from './smtp-mailer.js';

const smtp = smtpCapture();

/** Undoes quoted-printable soft line breaks and the escaped '=' so links can be read whole. */
const decodeQuotedPrintable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

let t: TestApp;
let smtpUrl: string;
beforeAll(async () => {
  smtpUrl = await smtp.listen();
  t = await createTestApp({ SMTP_URL: smtpUrl });
});
afterAll(async () => {
  await t?.close();
  await smtp.close();
});

describe('mail over SMTP', () => {
  it('delivers a verification mail whose link verifies the account', async () => {
    const person = newPerson();
    expect((await signup(t, person)).statusCode).toBe(201);

    const mail = await smtp.messageTo(person.email);
    expect(mail.from).toBe('no-reply@example.com');
    const [headers = ''] = mail.raw.split(/\r?\n\r?\n/);
    expect(headers).toMatch(/^From: Streakwise <no-reply@example\.com>$/m);
    expect(headers).toMatch(new RegExp(`^To: ${person.email.replace(/[.+]/g, '\\$&')}$`, 'm'));
    expect(headers).toMatch(/^Subject: Verify your email address for Streakwise$/m);
    expect(headers).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(mail.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8$/im);
    expect(mail.raw).toMatch(/^Content-Type: text\/html; charset=utf-8$/im);

    const body = decodeQuotedPrintable(mail.raw);
    const links = [...body.matchAll(/http:\/\/app\.test\/verify-email\/([A-Za-z0-9_-]{43})/g)].map(
      (m) => m[1],
    );
    // The same link in the text part, the button and the fallback line of the HTML part.
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(new Set(links).size).toBe(1);

    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email/${links[0]}`,
    });
    expect(verified.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: person.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('writes nothing to the dev outbox', async () => {
    expect(t.deps.outbox).toBeNull();
    expect(t.outboxLines).toEqual([]);
    expect(existsSync(path.join(t.dataDir, 'outbox'))).toBe(false);
    expect(await t.mails()).toEqual([]);
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(outbox.json()).toEqual([]);
  });

  it('passes a message’s extra headers on (RFC 8058 List-Unsubscribe)', async () => {
    const mailer = createSmtpMailer(smtpUrl, 'Streakwise <no-reply@example.com>');
    const unsubscribe = 'http://app.test/api/mail/unsubscribe?token=abc';
    await mailer.send({
      to: 'list-headers@example.com',
      subject: 'Walk still to do today',
      text: 'Walk',
      html: '<p>Walk</p>',
      links: [unsubscribe],
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    await mailer.close();
    const [headers = ''] = (await smtp.messageTo('list-headers@example.com')).raw.split(
      /\r?\n\r?\n/,
    );
    expect(headers).toMatch(
      /^List-Unsubscribe: <http:\/\/app\.test\/api\/mail\/unsubscribe\?token=abc>$/m,
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });
});
