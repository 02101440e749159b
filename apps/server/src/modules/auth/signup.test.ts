import { createHash } from 'node:crypto';
import { MESSAGES, type AuthResponse, type User } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens } from '../../db/schema.js';
import * as auth from '../../test/auth.js';
import {
  bearer,
  newPerson,
  signup,
  tokenFromLink,
  useTestApp,
  VERIFY_SUBJECT,
} from '../../test/helper.js';

const t = useTestApp();

/** POST /api/auth/signup with a form's fields as given (the spam checks' times among them). */
const signupForm = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });

describe('sign-up, verification and first sign-in', () => {
  it('creates an unverified account, mails a verification link, and the link verifies it once', async () => {
    const person = newPerson({ email: 'Grace.Hopper@Example.COM' });
    const res = await signup(t, { ...person, timezone: 'Pacific/Kiritimati' } as typeof person);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: MESSAGES.signupCheckEmail,
      email: 'grace.hopper@example.com',
    });

    const [mail] = await t.mails('grace.hopper@example.com');
    expect(mail?.subject).toMatch(VERIFY_SUBJECT);
    expect(mail?.text).toContain(mail?.links[0]);
    expect(mail?.html).toContain('Verify my email');
    expect(mail?.links[0]).toMatch(/^http:\/\/app\.test\/verify-email\/[A-Za-z0-9_-]{43}$/);
    expect(t.outboxLines.at(-1)).toContain(mail?.links[0]);

    const before = await auth.login(t, person.email, person.password);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({
      message: MESSAGES.verifyBeforeLogin,
      code: 'EMAIL_NOT_VERIFIED',
    });

    const token = tokenFromLink(mail!.links[0]!);
    const verified = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: 'Email verified successfully' });

    const replay = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: MESSAGES.verificationLinkInvalid });

    const login = await auth.login(t, 'GRACE.hopper@example.com', person.password);
    expect(login.statusCode).toBe(200);
    const body = login.json<AuthResponse>();
    expect(Object.keys(body.user).sort()).toEqual([
      '_id',
      'accent',
      'createdAt',
      'email',
      'name',
      'points',
      'reminder',
      'subscription',
      'theme',
      'timezone',
      'weeklyReport',
    ]);
    expect(body.user).toMatchObject({
      name: person.name,
      email: 'grace.hopper@example.com',
      timezone: 'Pacific/Kiritimati',
      subscription: {
        type: 'free',
        priceType: null,
        expiredAt: null,
        cancelAtPeriodEnd: false,
        launchOffer: false,
      },
      points: 0,
    });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(body.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json<{ user: User }>().user._id).toBe(body.user._id);
  });

  it('stores the password as an argon2id hash and only the SHA-256 of each e-mailed token', async () => {
    const person = newPerson();
    await signup(t, person);
    const [row] = await auth.userRows(t, person.email);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(person.password);

    const token = tokenFromLink((await t.mails(person.email))[0]!.links[0]!);
    const stored = await t.deps.database.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.userId, row!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('answers a taken address exactly like a new one and mails its owner instead', async () => {
    const person = newPerson();
    const first = await signup(t, person);
    const second = await signup(t, { ...person, name: 'Someone Else', password: 'another pass 9' });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect(await auth.userRows(t, person.email)).toHaveLength(1);
    const [newest] = await t.mails(person.email);
    expect(newest?.subject).toMatch(/someone tried to sign up/i);
    expect(newest?.links).toEqual(['http://app.test/login']);
  });

  it('asks a form sent under 2 seconds to wait and send again, and never says a mail is coming', async () => {
    const person = newPerson();
    const res = await signupForm({ ...person, _formStartTime: t.clock.now().getTime() - 500 });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: MESSAGES.formTooFast });
    // 1.5 s were left of the 2: rounded up to whole seconds.
    expect(res.headers['retry-after']).toBe('2');
    expect(await auth.userRows(t, person.email)).toHaveLength(0);
    expect(await t.mails(person.email)).toHaveLength(0);

    const human = await signupForm({ ...person, _formStartTime: t.clock.now().getTime() - 5000 });
    expect(human.statusCode).toBe(201);
    expect(await auth.userRows(t, person.email)).toHaveLength(1);
  });

  it('creates the account of a person whose browser clock runs ahead of ours', async () => {
    const now = t.clock.now().getTime();
    // Their clock is 45 s fast; they took 12 s over the form, by their own clock.
    const skewed = newPerson();
    const res = await signupForm({
      ...skewed,
      _formStartTime: now + 45_000 - 12_000,
      _formSentAt: now + 45_000,
    });
    expect(res.statusCode).toBe(201);
    expect(await auth.userRows(t, skewed.email)).toHaveLength(1);
    expect(await t.mails(skewed.email)).toHaveLength(1);

    // An older page that sends only the start time: a time in our future is not judged.
    const older = newPerson();
    await signupForm({ ...older, _formStartTime: now + 30_000 });
    expect(await auth.userRows(t, older.email)).toHaveLength(1);

    // Elapsed time on the browser's own clock still catches a bot, whatever its clock says.
    const bot = newPerson();
    const fast = await signupForm({
      ...bot,
      _formStartTime: now + 45_000 - 300,
      _formSentAt: now + 45_000,
    });
    expect(fast.statusCode).toBe(429);
    expect(await auth.userRows(t, bot.email)).toHaveLength(0);
  });

  it('defaults the time zone to Europe/London and refuses one that does not exist', async () => {
    const plain = newPerson();
    await signup(t, plain);
    expect((await auth.userRows(t, plain.email))[0]?.timezone).toBe('Europe/London');

    const bad = newPerson();
    const res = await signupForm({ ...bad, timezone: 'Mars/Olympus_Mons' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { timezone: MESSAGES.invalidTimezone } });
    expect(await auth.userRows(t, bad.email)).toHaveLength(0);
  });

  it('refuses a verification link after 24 hours', async () => {
    const person = newPerson();
    await signup(t, person);
    const token = tokenFromLink((await t.mails(person.email))[0]!.links[0]!);
    t.clock.set(new Date(t.clock.now().getTime() + 24 * 60 * 60 * 1000 + 1000));
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` });
    t.clock.set(new Date());
    expect(res.statusCode).toBe(400);
    expect((await auth.userRows(t, person.email))[0]?.emailVerifiedAt).toBeNull();
  });
});
