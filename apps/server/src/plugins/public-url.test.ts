import { describe, expect, it } from 'vitest';
import {
  RESET_SUBJECT,
  VERIFY_SUBJECT,
  bearer,
  newPerson,
  signupVerified,
  useTestApp,
  type TestApp,
} from '../test/helper.js';

/** A checkout started by a signed-in person whose browser sends `host`. */
async function checkoutUrl(t: TestApp, host: string): Promise<string> {
  const { token } = await signupVerified(t);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/subscription/create-checkout-session',
    headers: { ...bearer(token), host },
    payload: { planType: 'pro', priceType: 'monthly' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ checkoutUrl: string }>().checkoutUrl;
}

async function verificationLink(t: TestApp, host: string): Promise<string> {
  const person = newPerson();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: { host },
    payload: { ...person },
  });
  expect(res.statusCode, res.body).toBe(201);
  return t.lastLink(person.email, VERIFY_SUBJECT);
}

async function resetLink(t: TestApp, host: string): Promise<string> {
  const { person } = await signupVerified(t);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    headers: { host },
    payload: { email: person.email },
  });
  expect(res.statusCode, res.body).toBe(200);
  return t.lastLink(person.email, RESET_SUBJECT);
}

describe('links with APP_URL unset (development)', () => {
  // PORT is unset too, so the server's own port is 3000 and APP_URL defaults to localhost:3000.
  const t = useTestApp({ APP_URL: undefined });

  it('sends a checkout started at 127.0.0.1 back to 127.0.0.1, where the session is', async () => {
    const url = await checkoutUrl(t, '127.0.0.1:3000');
    expect(url).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/mock-payment\?orderId=[0-9a-f-]+&amount=499&currency=GBP&plan=pro&price=monthly$/,
    );
  });

  it('mails a verification link on the address the person signed up at', async () => {
    expect(await verificationLink(t, '127.0.0.1:3000')).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/verify-email\/[\w-]+$/,
    );
    expect(await verificationLink(t, '192.168.1.20:3000')).toMatch(
      /^http:\/\/192\.168\.1\.20:3000\/verify-email\//,
    );
    expect(await verificationLink(t, '[::1]:3000')).toMatch(
      /^http:\/\/\[::1\]:3000\/verify-email\//,
    );
    expect(await verificationLink(t, 'Studio.local:3000')).toMatch(
      /^http:\/\/studio\.local:3000\/verify-email\//,
    );
  });

  it('mails a reset link on a LAN address', async () => {
    expect(await resetLink(t, '10.0.0.7:3000')).toMatch(
      /^http:\/\/10\.0\.0\.7:3000\/reset-password\?token=/,
    );
  });

  it('never believes a forged host: the reset link stays on the configured address', async () => {
    for (const host of [
      'evil.example',
      'evil.example:3000',
      'evil.example.local.attacker.com:3000',
      '127.0.0.1:4000',
      'localhost.evil.example:3000',
      '127.0.0.1:3000@evil.example',
      '127.0.0.1:3000/evil',
    ]) {
      expect(await resetLink(t, host), host).toMatch(
        /^http:\/\/localhost:3000\/reset-password\?token=/,
      );
    }
    expect(await checkoutUrl(t, 'evil.example:3000')).toMatch(
      /^http:\/\/localhost:3000\/mock-payment\?/,
    );
  });
});

describe('links with APP_URL set', () => {
  const t = useTestApp({ APP_URL: 'https://streakwise.example' });

  it('always uses the configured address, whatever the host', async () => {
    expect(await checkoutUrl(t, '127.0.0.1:3000')).toMatch(
      /^https:\/\/streakwise\.example\/mock-payment\?/,
    );
    expect(await verificationLink(t, '127.0.0.1:3000')).toMatch(
      /^https:\/\/streakwise\.example\/verify-email\//,
    );
    expect(await resetLink(t, 'localhost:3000')).toMatch(
      /^https:\/\/streakwise\.example\/reset-password\?token=/,
    );
  });
});
