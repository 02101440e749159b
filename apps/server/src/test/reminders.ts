import type { OutboxMail, ReminderSettings, User } from '@streakwise/shared';
import { expect } from 'vitest';
import type { ServiceContext } from '../deps.js';
import type { Mailer, MailMessage } from '../modules/mail/mailer.js';
import * as kit from './habits.js';
import { bearer, type TestApp } from './helper.js';

/*
 * The steps the scheduled-mail tests share (`import * as mail from '../../test/reminders.js'`).
 */

export const REMINDER_SUBJECT = /still to do today/;
export const REPORT_SUBJECT = /^Your week in /;

/** POST /api/test/clock: moves the clock and runs the ticks that became due, as a client would. */
export async function clockTo(t: TestApp, instant: string | Date): Promise<void> {
  const now = new Date(instant).toISOString();
  const res = await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { now } });
  expect(res.statusCode, res.body).toBe(200);
}

/** A fresh token at the current clock (whatever the access-token lifetime is). */
export async function signedIn(t: TestApp, m: kit.Member): Promise<string> {
  m.token = await kit.signIn(t, m.person);
  m.signedInAt = t.clock.now().getTime();
  return m.token;
}

/** PATCH /api/auth/me; the raw reply. */
export async function patchMe(t: TestApp, m: kit.Member, body: object) {
  return t.app.inject({
    method: 'PATCH',
    url: '/api/auth/me',
    headers: bearer(await signedIn(t, m)),
    payload: body,
  });
}

/** Turns the daily reminder on, expecting a 200; the user object. */
export async function remindAt(
  t: TestApp,
  m: kit.Member,
  time: string,
  days: number[] = [0, 1, 2, 3, 4, 5, 6],
): Promise<User> {
  const reminder: ReminderSettings = { enabled: true, time, days };
  const res = await patchMe(t, m, { reminder });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ user: User }>().user;
}

export async function reportOn(t: TestApp, m: kit.Member): Promise<void> {
  const res = await patchMe(t, m, { weeklyReport: true });
  expect(res.statusCode, res.body).toBe(200);
}

/** The scheduled mails of one kind sent to a member, newest first. */
export async function mailsTo(t: TestApp, m: kit.Member, subject: RegExp): Promise<OutboxMail[]> {
  return (await t.mails(m.person.email)).filter((mail) => subject.test(mail.subject));
}

/** A context for calling the tick functions directly, with another mailer when given. */
export function tickContext(t: TestApp, overrides: Partial<ServiceContext> = {}): ServiceContext {
  return { ...t.deps, log: t.app.log, ...overrides };
}

/** A mailer whose sends all throw, counting the attempts. */
export function brokenMailer(): Mailer & { attempts: MailMessage[] } {
  const attempts: MailMessage[] = [];
  return {
    attempts,
    send(message) {
      attempts.push(message);
      return Promise.reject(new Error('the mail server is down'));
    },
    close: () => Promise.resolve(),
  };
}
