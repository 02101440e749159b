import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { habitReminderSends } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';
import * as mail from '../../test/reminders.js';
import { runWeeklyReportTick } from './report.service.js';

const t = useTestApp();

it('forgets habit reminders sent more than 90 days ago, keeping the recent ones', async () => {
  const m = await kit.newMember(t, '2026-11-16T09:00:00Z', { plan: 'premium' });
  const habit = await kit.addHabit(
    t,
    m.token,
    { name: 'Run', category: 'Health', dailyTarget: 1 },
    201,
  );
  const sent = (day: string) => ({
    habitId: habit._id,
    userId: m.id,
    day,
    sentAt: new Date(`${day}T23:00:00Z`),
  });
  await db(t)
    .insert(habitReminderSends)
    .values([sent('2026-08-01'), sent('2026-11-01')]);
  await runWeeklyReportTick(mail.tickContext(t));
  const left = await db(t)
    .select({ day: habitReminderSends.day })
    .from(habitReminderSends)
    .where(eq(habitReminderSends.habitId, habit._id));
  expect(left).toEqual([{ day: '2026-11-01' }]);
});
