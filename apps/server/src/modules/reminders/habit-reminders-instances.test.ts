import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase, type Database } from '../../db/client.js';
import type { ServiceContext } from '../../deps.js';
import * as kit from '../../test/habits.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';
import { startPushService, type Browser, type PushService } from '../../test/push-service.js';
import * as mail from '../../test/reminders.js';
import { deliverDuePushes } from '../push/push-delivery.js';
import { runHabitReminderTick } from './habit-reminders.service.js';

/*
 * Two instances on one database (on PostgreSQL each with its own connection pool) running the
 * habit reminder tick and the push delivery at once, several times: every habit's reminder still
 * reaches each device exactly once, and a person without a device gets exactly one e-mail.
 */

let t: TestApp;
let push: PushService;
let database: Database;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ PUSH_ALLOW_PRIVATE_ENDPOINTS: '1' });
  push = await startPushService();
  database = t.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: t.databaseUrl })
    : t.deps.database;
  second = await buildApp({ ...t.deps, database }, { logger: false });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  if (database !== t.deps.database) await database.close();
  await Promise.all([t.close(), push.close()]);
});

const PEOPLE = 8;
const HABITS = 3;

it('sends each habit reminder once per device across two instances', async () => {
  const withDevice: Array<{ m: kit.Member; browsers: Browser[]; habitIds: string[] }> = [];
  const withoutDevice: kit.Member[] = [];
  for (let i = 0; i < PEOPLE; i += 1) {
    const m = await kit.newMember(t, '2026-11-16T05:00:00Z', {
      plan: 'premium',
      timezone: i % 2 ? 'Europe/London' : 'Europe/Lisbon',
    });
    const habitIds: string[] = [];
    for (let h = 0; h < HABITS; h += 1) {
      const habit = await kit.addHabit(
        t,
        m.token,
        { name: `Habit ${h}`, category: 'Health', dailyTarget: 1 },
        201,
      );
      const res = await kit.editHabit(t, m.token, habit._id, { reminder: { time: '07:00' } });
      expect(res.statusCode, res.body).toBe(200);
      habitIds.push(habit._id);
    }
    if (i < PEOPLE - 2) {
      const browsers = [push.browser(), push.browser()];
      for (const browser of browsers) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/push/subscriptions',
          headers: bearer(m.token),
          payload: browser.subscription,
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      withDevice.push({ m, browsers, habitIds });
    } else withoutDevice.push(m);
  }

  const first = mail.tickContext(t);
  const other: ServiceContext = { ...t.deps, database, log: t.app.log };
  t.clock.set(new Date('2026-11-16T07:00:00Z'));
  await Promise.all([
    runHabitReminderTick(first),
    runHabitReminderTick(other),
    runHabitReminderTick(first),
    runHabitReminderTick(other),
    deliverDuePushes(other),
    second.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { now: '2026-11-16T07:00:30Z' },
    }),
    t.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { now: '2026-11-16T07:00:30Z' },
    }),
  ]);
  await mail.clockTo(t, '2026-11-16T08:00:00Z');

  expect(push.failures).toEqual([]);
  for (const { browsers, habitIds } of withDevice) {
    for (const browser of browsers) {
      const ids = push
        .to(browser)
        .map((r) => (r.payload.type === 'habit-reminder' ? r.payload.habitId : ''))
        .sort();
      expect(ids).toEqual([...habitIds].sort());
    }
  }
  for (const m of withoutDevice) {
    expect(await mail.mailsTo(t, m, mail.REMINDER_SUBJECT)).toHaveLength(HABITS);
  }
});
