import { addDays } from '@streakwise/shared';
import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import * as schema from '../../db/schema.js';
import { upload } from '../../test/imports.js';
import { bearer, db, newPerson, signupVerified, useTestApp } from '../../test/helper.js';
import * as billing from '../../test/billing.js';
import * as sessions from '../../test/sessions.js';

/*
 * 'Download my data' must hold every row the user owns, and deleting the account must remove
 * them all. Each table with a user column maps to the section of the download that lists its
 * rows; a new table without one fails this test.
 */
const t = useTestApp();

const SECTION_OF: Record<string, string> = {
  email_tokens: 'emailLinks',
  habits: 'habits',
  completions: 'completions',
  habit_days: 'habitDays',
  day_protections: 'protectedDays',
  vacations: 'vacations',
  check_ins: 'checkIns',
  point_entries: 'pointsLedger',
  user_badges: 'badges',
  idempotent_replies: 'savedRequestReplies',
  orders: 'payments',
  weekly_challenges: 'weeklyChallengeTargets',
  goals: 'goals',
  categories: 'categories',
  sessions: 'sessions',
  rotated_refresh_tokens: 'refreshCredentialsRotated',
  mail_sends: 'scheduledMailsSent',
  mail_outbox: 'mailWaitingToBeSent',
  push_subscriptions: 'pushDevices',
  habit_reminder_sends: 'habitRemindersSent',
  push_outbox: 'pushWaitingToBeSent',
  imports: 'imports',
  support_requests: 'supportRequests',
};

const ownedTables = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => is(value, PgTable) && 'userId' in getTableColumns(value),
);

const rowsOf = async (table: PgTable, userId: string, column = 'user_id') => {
  const [row] = await db(t)
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(sql`${sql.identifier(column)} = ${userId}`);
  return Number(row?.n);
};

it('holds every row of every table the user owns, and deleting the account removes them', async () => {
  const person = newPerson();
  const { user } = await signupVerified(t, person);
  const signedIn = await sessions.signIn(t, person);
  const pair = await sessions.renewed(t, signedIn.refreshToken);
  const headers = bearer(pair.token);
  const send = (method: 'POST' | 'PATCH', url: string, payload?: object, extra = {}) =>
    t.app.inject({ method, url, headers: { ...headers, ...extra }, payload });

  await billing.startCheckout(t, pair.token, 'premium', 'monthly');
  await db(t)
    .update(schema.users)
    .set({ plan: 'premium' })
    .where(sql`id = ${user._id}`);
  await send('POST', '/api/categories', { name: 'Mindfulness' });
  const habit = (
    await send('POST', '/api/habits', { name: 'Meditate', category: 'Mindfulness', dailyTarget: 1 })
  ).json<{ _id: string }>();
  // NOTE: skipped first: a day already done needs no rest day (409).
  const skipped = await send('POST', `/api/habits/${habit._id}/skip`, { reason: 'sick' });
  await send('PATCH', `/api/habits/${habit._id}/complete`, {}, { 'idempotency-key': 'tap-1' });
  const today = skipped.json<{ date: string }>().date;
  await t.app.inject({
    method: 'PUT',
    url: `/api/habits/${habit._id}/days/${today}`,
    headers,
    payload: { note: 'Ten quiet minutes' },
  });
  await send('POST', '/api/vacations', { from: addDays(today, 1), to: addDays(today, 2) });
  await send('POST', '/api/premium/goals', { title: 'Ten days', type: 'streak', target: 10 });
  await db(t)
    .insert(schema.mailSends)
    .values({ userId: user._id, kind: 'reminder', periodKey: '2026-01-01', sentAt: new Date() });
  // A mail still waiting (delivered mail leaves no row).
  await db(t).insert(schema.mailOutbox).values({
    userId: user._id,
    subject: 'Waiting',
    sealed: 'v1.x.y.z',
    nextAttemptAt: new Date(),
  });

  // A push device, a habit reminder sent and a push still waiting (docs/decisions/029-web-push.md).
  const [device] = await db(t)
    .insert(schema.pushSubscriptions)
    .values({
      userId: user._id,
      endpoint: 'https://push.example/a',
      p256dh: 'k',
      auth: 'a',
      device: 'Firefox on Linux',
    })
    .returning();
  await db(t)
    .insert(schema.habitReminderSends)
    .values({ habitId: habit._id, userId: user._id, day: today, sentAt: new Date() });
  await db(t)
    .insert(schema.pushOutbox)
    .values({
      userId: user._id,
      subscriptionId: device?.id ?? '',
      payload: '{}',
      ttl: 60,
      nextAttemptAt: new Date(),
    });

  // A history brought from a spreadsheet, previewed (modules/imports).
  const uploaded = await upload(t, pair.token, Buffer.from('date,habit\n2026-01-05,Read\n'));
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  // A message to the support team (modules/support).
  const asked = await send('POST', '/api/support', { subject: 'Hello', message: 'A question' });
  expect(asked.statusCode, asked.body).toBe(201);
  await t.mails(); // its two mails delivered, so the outbox holds still while it is counted

  const res = await t.app.inject({ method: 'GET', url: '/api/auth/my-data', headers });
  expect(res.statusCode).toBe(200);
  const data = res.json<Record<string, unknown>>();

  expect(ownedTables.length).toBe(Object.keys(SECTION_OF).length);
  for (const table of ownedTables) {
    const name = getTableName(table);
    const section = SECTION_OF[name];
    expect(section, `the download has no section for table ${name}`).toBeDefined();
    const rows = await rowsOf(table, user._id);
    const listed = data[section ?? ''];
    expect(Array.isArray(listed), `section ${section}`).toBe(true);
    expect((listed as unknown[]).length, `rows of ${name}`).toBe(rows);
    expect(rows, `the test left ${name} empty`).toBeGreaterThan(0);
  }
  expect(data.user).toMatchObject({ _id: user._id, email: person.email });

  const deleted = await t.app.inject({
    method: 'DELETE',
    url: '/api/auth/account',
    headers,
    payload: { password: person.password },
  });
  expect(deleted.statusCode, deleted.body).toBe(204);
  for (const table of [...ownedTables, schema.users]) {
    const column = table === schema.users ? 'id' : 'user_id';
    expect(await rowsOf(table, user._id, column), `rows left in ${getTableName(table)}`).toBe(0);
  }
});
