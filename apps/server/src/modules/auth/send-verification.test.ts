import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import {
  newPerson,
  signup,
  signupVerified,
  useTestApp,
  VERIFY_SUBJECT,
} from '../../test/helper.js';

const t = useTestApp({ RATE_LIMITS: 'on' });

/** A fresh client address per call site, so limits kept in Redis never carry over between runs. */
const freshIp = () => `10.${[...randomBytes(3)].join('.')}`;
const send = (email: string, remoteAddress = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/send-verification',
    payload: { email },
    remoteAddress,
  });
const verifyMails = async (email: string) =>
  (await t.mails(email)).filter((mail) => VERIFY_SUBJECT.test(mail.subject));

describe('POST /api/auth/send-verification', () => {
  it('gives every address the same 200, and mails a new link only to an unverified account', async () => {
    const waiting = newPerson();
    expect((await signup(t, waiting, freshIp())).statusCode).toBe(201);
    const { person: verified } = await signupVerified(t);
    const unknown = newPerson();

    const replies = await Promise.all([
      send(waiting.email),
      send(verified.email),
      send(unknown.email),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(replies.map((reply) => reply.body)).size).toBe(1);
    expect(replies[0]?.json()).toEqual({ message: MESSAGES.verificationResent });

    // The sign-up link and the new one.
    expect(await verifyMails(waiting.email)).toHaveLength(2);
    expect(await verifyMails(verified.email)).toHaveLength(1);
    expect(await t.mails(unknown.email)).toHaveLength(0);
  });

  it('limits each address to 3 a day, known or not, with the same 429', async () => {
    const known = newPerson();
    expect((await signup(t, known, freshIp())).statusCode).toBe(201);
    const unknown = newPerson();
    for (const email of [known.email, unknown.email]) {
      for (let i = 0; i < 3; i += 1) expect((await send(email)).statusCode).toBe(200);
    }
    const [knownLimited, unknownLimited] = await Promise.all([
      send(known.email),
      send(unknown.email),
    ]);
    expect(knownLimited.statusCode).toBe(429);
    expect(unknownLimited.statusCode).toBe(429);
    expect(knownLimited.json()).toMatchObject({ message: MESSAGES.resendLimitReached });
    expect(knownLimited.body).toBe(unknownLimited.body);
    expect(await verifyMails(known.email)).toHaveLength(4);
  });

  it('refuses a malformed address with a 400 and sends nothing', async () => {
    const res = await send('not-an-address');
    expect(res.statusCode).toBe(400);
  });
});
