import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../db/client.js';
import * as kit from '../test/habits.js';
import { db, useTestApp } from '../test/helper.js';
import * as mail from '../test/reminders.js';
import { bossDatabase } from './boss-database.js';
import { BOSS_SCHEMA } from './engine.js';

const t = useTestApp({ JOBS: 'on' });

/** Every tick and its schedule, by name. */
const TICKS = [
  ['billing-tick', '*/5 * * * *'],
  ['habit-reminder-tick', '* * * * *'],
  ['mail-outbox-tick', '* * * * *'],
  ['push-outbox-tick', '* * * * *'],
  ['quit-days-tick', '*/15 * * * *'],
  ['reminder-tick', '* * * * *'],
  ['weekly-report-tick', '*/15 * * * *'],
] as const;

/** Resolves once `check` holds, polling; fails after `ms`. */
async function until(check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the job engine', () => {
  it('starts with the app and schedules every tick, in a schema of its own', async () => {
    const schedules = await selectRows<{ name: string; cron: string }>(
      db(t),
      sql`select name, cron from pgboss.schedule order by name`,
    );
    expect(schedules).toEqual(TICKS.map(([name, cron]) => ({ name, cron })));
    const queues = await selectRows<{ name: string; policy: string }>(
      db(t),
      sql`select name, policy from pgboss.queue where name like '%-tick' order by name`,
    );
    expect(queues).toEqual(TICKS.map(([name]) => ({ name, policy: 'exclusive' })));
  });

  it('runs a tick that is queued, and its reminder goes out', async () => {
    const m = await kit.newMember(t, '2026-11-16T05:00:00Z', { plan: 'pro' });
    await kit.addHabit(t, m.token, { name: 'Walk', category: 'Health', dailyTarget: 1 }, 201);
    await mail.remindAt(t, m, '06:00');
    // Moved directly, not through the test clock route: the engine has to do the sending.
    t.clock.set(new Date('2026-11-16T06:30:00Z'));

    // Another instance on the same database queues the tick, as its cron schedule would.
    const producer = new PgBoss({
      ...bossDatabase(t.deps.database),
      schema: BOSS_SCHEMA,
      migrate: false,
      supervise: false,
      schedule: false,
    });
    await producer.start();
    try {
      expect(await producer.send('reminder-tick')).toEqual(expect.any(String));
    } finally {
      await producer.stop({ graceful: false });
    }
    await until(async () => (await mail.mailsTo(t, m, mail.REMINDER_SUBJECT)).length === 1, 20_000);
  });
});
