import { sql } from 'drizzle-orm';
import { bigint, boolean, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';

/* Owned by modules/users (db/owners.ts; docs/architecture.md, "Table owners"). */

export const users = pgTable('users', {
  id: id(),
  name: text('name').notNull(),
  /**
   * Always stored lower-cased (docs/architecture.md §5), so the unique index is case-insensitive.
   */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  timezone: text('timezone').notNull().default('Europe/London'),
  /** Bumped on password reset or change: every token carrying an older version is refused. */
  tokenVersion: integer('token_version').notNull().default(0),
  plan: text('plan', { enum: ['free', 'pro', 'premium'] })
    .notNull()
    .default('free'),
  priceType: text('price_type', { enum: ['monthly', 'annual'] }),
  expiredAt: timestamp('expired_at', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  launchOffer: boolean('launch_offer').notNull().default(false),
  /** Running total of the points ledger, updated in the same transaction as each ledger entry. */
  points: integer('points').notNull().default(0),
  /** Daily reminder e-mail (Pro and Premium): local time 'HH:MM' on these weekdays (Sunday = 0). */
  reminderEnabled: boolean('reminder_enabled').notNull().default(false),
  reminderTime: text('reminder_time').notNull().default('20:00'),
  reminderDays: integer('reminder_days')
    .array()
    .notNull()
    .default(sql`'{0,1,2,3,4,5,6}'::integer[]`),
  /** The first local day the daily reminder may go: the next day when it was set past today's time. */
  reminderFrom: date('reminder_from', { mode: 'string' }),
  /** Weekly progress report e-mail on Monday morning (Pro and Premium). */
  weeklyReport: boolean('weekly_report').notNull().default(false),
  /** Colour scheme: follow the device (`system`), or always light or dark. Every plan. */
  theme: text('theme', { enum: ['system', 'light', 'dark'] })
    .notNull()
    .default('system'),
  /** A named accent palette (Premium); null is the default one. The names live in packages/shared. */
  accent: text('accent'),
  /**
   * Bumped by database triggers on every change to the user's habits or completions (migration
   * 0007), so a reply built from them can be reused while it stays the same
   * (docs/decisions/014-habit-list-cache.md).
   */
  habitsVersion: bigint('habits_version', { mode: 'number' }).notNull().default(0),
  /** Streak freezes bought and not used yet (at most MAX_FREEZES; docs/decisions/017-fair-streaks.md). */
  freezesHeld: integer('freezes_held').notNull().default(0),
  /**
   * The last local day whose misses the held freezes were judged against: a freeze only covers
   * days that close after it is bought, never a streak already lost.
   */
  freezesJudgedThrough: date('freezes_judged_through', { mode: 'string' }),
  /**
   * The local day through which every quit habit of the person has its days written
   * (docs/decisions/032-habit-kinds.md); null while they have none. Read with the signed-in row, so
   * a read of the list knows without a statement whether a quit day is to be written.
   */
  quitDaysThrough: date('quit_days_through', { mode: 'string' }),
  /**
   * With APP_URL unset: the local origin the person last signed in or made a signed-in request
   * at, where their scheduled mail's links lead (plugins/public-url.ts `linkBase`,
   * docs/decisions/041-mail-origin-receipts-resume.md); null when it was not one the app believes.
   */
  mailOrigin: text('mail_origin'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
