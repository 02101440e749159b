import type { Queryable } from '../../db/client.js';
import { habitReminderSendsOf } from './habit-reminders.repository.js';
import { mailSendsOf } from './mail-sends.repository.js';

/**
 * The sent-logs of the person's reminders, weekly reports and habit reminders, which keep each from
 * going twice, for "Download my data" (auth/my-data.service.ts).
 */
export async function remindersDataOf(db: Queryable, userId: string) {
  const mails = await mailSendsOf(db, userId);
  const habitReminders = await habitReminderSendsOf(db, userId);
  return {
    scheduledMailsSent: mails.map((m) => ({
      kind: m.kind,
      period: m.periodKey,
      sentAt: m.sentAt.toISOString(),
    })),
    habitRemindersSent: habitReminders.map((r) => ({
      habitId: r.habitId,
      day: r.day,
      sentAt: r.sentAt.toISOString(),
    })),
  };
}
