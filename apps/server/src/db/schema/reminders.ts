import { date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ownerId } from './owner-column.js';
import { habits } from './habits.js';

/* Owned by modules/reminders (db/owners.ts; docs/architecture.md, "Table owners"). */

/**
 * Scheduled mails sent: one row per user, kind and local day or week, so several instances, a
 * restart or a retried job never send the same reminder or report twice.
 */
export const mailSends = pgTable(
  'mail_sends',
  {
    userId: ownerId(),
    kind: text('kind', { enum: ['reminder', 'weekly-report'] }).notNull(),
    /** The user's local day ('2026-11-23') for reminders, the week's Monday for reports. */
    periodKey: text('period_key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.periodKey] })],
);

/** Habit reminders sent: one row per habit and local day, so each goes once whatever runs it. */
export const habitReminderSends = pgTable(
  'habit_reminder_sends',
  {
    habitId: uuid('habit_id')
      .notNull()
      .references(() => habits.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    day: date('day', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.habitId, table.day] })],
);
