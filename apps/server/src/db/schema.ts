import type { Schedule } from '@streakwise/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

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

/** The owning user: every row a user owns goes when the account is deleted. */
const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * Verification and reset tokens: only the SHA-256 of the token is kept (docs/architecture.md §5).
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: ownerId(),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('email_tokens_user_purpose_idx').on(table.userId, table.purpose, table.createdAt),
  ],
);

export const habits = pgTable(
  'habits',
  {
    id: id(),
    userId: ownerId(),
    name: text('name').notNull(),
    /** A built-in category (Health, Learning, Fitness, Productivity, Other) or one of the user's own. */
    category: text('category').notNull(),
    /**
     * The day's target in stored units: a count habit's check-ins, a measure's amount in
     * hundredths, 1 for a quit habit (a kept day). docs/decisions/032-habit-kinds.md.
     */
    dailyTarget: integer('daily_target').notNull(),
    /** 'count', 'measure' or 'quit'; fixed at creation. */
    kind: text('kind', { enum: ['count', 'measure', 'quit'] })
      .notNull()
      .default('count'),
    /** A measure's unit ("km"), or a quit habit's optional one ("coffees"). */
    unit: text('unit'),
    /** A quit habit's daily limit of slips (0: not at all); null for the other kinds. */
    slipLimit: integer('slip_limit'),
    /** A quit habit: the last day whose completion row is written (today's, while it is open). */
    quitWrittenThrough: date('quit_written_through', { mode: 'string' }),
    /** A quit habit: the last ended day whose kept-day points have been judged. */
    quitPaidThrough: date('quit_paid_through', { mode: 'string' }),
    icon: text('icon').notNull(),
    color: text('color').notNull(),
    description: text('description').notNull().default(''),
    /** The user's local day at creation: the habit counts towards perfect weeks from then on. */
    createdOn: date('created_on', { mode: 'string' }).notNull(),
    /** When the habit is owed: every day (the default), chosen weekdays, or N days a week. */
    schedule: jsonb('schedule')
      .$type<Schedule>()
      .notNull()
      .default(sql`'{"kind":"daily"}'::jsonb`),
    createdAt: createdAt(),
    /** Set when the user archives the habit: hidden from the day, history kept, restorable. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * The person's own order (`PUT /api/habits/order`): lists go by it, smallest first, then newest
     * first. A new habit takes one less than the smallest (it shows first, as before the order
     * existed); a restored one, one more than the largest.
     */
    position: integer('position').notNull().default(0),
    /*
     * The kept streak (StreakState in shared/domain, docs/decisions/012-streak-state.md): the
     * newest day written and whether it reached its target, and the counted days before it summed
     * up. Changed only with the habit's completions, in the same transaction.
     */
    streakOpenDay: date('streak_open_day', { mode: 'string' }),
    streakOpenDone: boolean('streak_open_done').notNull().default(false),
    streakSettledLast: date('streak_settled_last', { mode: 'string' }),
    streakSettledRun: integer('streak_settled_run').notNull().default(0),
    streakSettledLongest: integer('streak_settled_longest').notNull().default(0),
    /** A reminder of its own (Premium): local 'HH:MM', or null for none (docs/decisions/029-web-push.md). */
    reminderTime: text('reminder_time'),
    /** ISO weekdays (1 = Monday) the reminder goes on; null = every day the habit is due. */
    reminderDays: integer('reminder_days').array(),
    /** The first local day the reminder may go: the next day when it was set past today's time. */
    reminderFrom: date('reminder_from', { mode: 'string' }),
  },
  (table) => [index('habits_user_created_idx').on(table.userId, table.createdAt)],
);

/** Today's progress per habit and local day; the check-ins below explain how it got there. */
export const completions = pgTable(
  'completions',
  {
    habitId: uuid('habit_id')
      .notNull()
      .references(() => habits.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    day: date('day', { mode: 'string' }).notNull(),
    /**
     * Stored units: check-ins of a count habit, a measure's total in hundredths, and for a quit
     * habit 1 while the day is kept and 0 once it went over (so `count >= target` means "done"
     * for every kind: docs/decisions/032-habit-kinds.md).
     */
    count: integer('count').notNull(),
    /**
     * The habit's daily target on that day: a later change of target never rewrites whether a past
     * day was reached (docs/decisions/005-editing-and-archiving-habits.md).
     */
    target: integer('target').notNull(),
    /** A quit habit's slips that day, and the limit it had; null for the other kinds. */
    slips: integer('slips'),
    slipLimit: integer('slip_limit'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.habitId, table.day] }),
    index('completions_user_day_idx').on(table.userId, table.day),
  ],
);

/**
 * What a person wrote on a day of a habit, and whether they corrected that day after it closed
 * (docs/decisions/031-past-days-and-notes.md). Apart from `completions` so a note needs no count
 * and a day corrected to nothing stays marked.
 */
export const habitDays = pgTable(
  'habit_days',
  {
    habitId: uuid('habit_id')
      .notNull()
      .references(() => habits.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Plain text, at most HABIT_NOTE_MAX_LENGTH characters; null for none. */
    note: text('note'),
    /** When the day's count was last corrected after it closed; null if it never was. */
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.habitId, table.day] }),
    index('habit_days_user_day_idx').on(table.userId, table.day),
  ],
);

/** Every check-in, so the last one of the day can be undone exactly. */
export const checkIns = pgTable(
  'check_ins',
  {
    id: id(),
    habitId: uuid('habit_id')
      .notNull()
      .references(() => habits.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    day: date('day', { mode: 'string' }).notNull(),
    units: integer('units').notNull(),
    points: integer('points').notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('check_ins_habit_day_idx').on(table.habitId, table.day, table.createdAt),
    // The weekly challenge's sum of the week's units, and an account's cascade on delete.
    index('check_ins_user_day_idx').on(table.userId, table.day),
  ],
);

/**
 * The points ledger: the user's total is always the sum of these rows. A bonus carries a key
 * ('perfect-week:2026-11-16') that is unique per user, so it can be paid only once.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: id(),
    userId: ownerId(),
    habitId: uuid('habit_id').references(() => habits.id, { onDelete: 'set null' }),
    checkInId: uuid('check_in_id').references(() => checkIns.id, { onDelete: 'set null' }),
    reason: text('reason', {
      enum: [
        'check-in',
        'undo',
        'perfect-week',
        'weekly-challenge',
        // A streak freeze bought (minus its price), and one used on a missed day (0 points).
        'freeze-bought',
        'freeze-used',
        // A quit habit's kept day, paid once it has ended (bonus key 'quit-day:<habit>:<day>').
        'quit-day',
      ],
    }).notNull(),
    amount: integer('amount').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    bonusKey: text('bonus_key'),
    createdAt: createdAt(),
  },
  (table) => [
    index('point_entries_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('point_entries_bonus_idx').on(table.userId, table.bonusKey),
    // "Any perfect week ever?" (a badge rule): bonus rows only, a handful per user.
    index('point_entries_user_bonus_reason_idx')
      .on(table.userId, table.reason)
      .where(sql`bonus_key is not null`),
    // The ledger of a range of days (the weekly report, the export).
    index('point_entries_user_day_idx').on(table.userId, table.day),
  ],
);

export const userBadges = pgTable(
  'user_badges',
  {
    userId: ownerId(),
    badgeId: text('badge_id').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.badgeId] })],
);

/** The first reply to a request carrying an Idempotency-Key, replayed for any retry. */
export const idempotentReplies = pgTable(
  'idempotent_replies',
  {
    userId: ownerId(),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/**
 * A checkout: the amount always comes from the server's price table, never from the client. The
 * rows outlive the account (the person's id is cleared): payment records are kept for Stripe's
 * disputes and for tax, and they hold nothing else about the person.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan', { enum: ['pro', 'premium'] }).notNull(),
    priceType: text('price_type', { enum: ['monthly', 'annual'] }).notNull(),
    /** Minor units (pence). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('GBP'),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    provider: text('provider', { enum: ['mock', 'stripe'] }).notNull(),
    /**
     * Pence of unused time on the plan being replaced (a Pro -> Premium upgrade), fixed when the
     * checkout starts; fulfilment turns it into extra days on the new plan.
     */
    credit: integer('credit').notNull().default(0),
    providerSessionId: text('provider_session_id').unique(),
    providerSubscriptionId: text('provider_subscription_id'),
    /**
     * When the subscription stopped being the person's current one (a newer one replaced it, or
     * the account was deleted): from then on its events never change the plan, and it is to be
     * ended at the provider (docs/decisions/022-one-live-subscription.md).
     */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    /** When the provider confirmed the subscription ended: it charges no more. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_subscription_idx').on(table.providerSubscriptionId),
  ],
);

/** Webhook events already handled: a replayed event id changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Named counters changed atomically (the launch offer's grants). */
export const appCounters = pgTable('app_counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
});

/**
 * The weekly challenge's target, fixed the first time the week is seen, so adding or deleting
 * habits mid-week does not move it.
 */
export const weeklyChallenges = pgTable(
  'weekly_challenges',
  {
    userId: ownerId(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    target: integer('target').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.weekStart] })],
);

/** Premium goals; `current` is never stored: it is computed from the data on every read. */
export const goals = pgTable(
  'goals',
  {
    id: id(),
    userId: ownerId(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: ['streak', 'frequency', 'milestone'] }).notNull(),
    target: integer('target').notNull(),
    habitId: uuid('habit_id').references(() => habits.id, { onDelete: 'set null' }),
    /** The linked habit's name when the goal was linked, kept if the habit is deleted later. */
    habitName: text('habit_name'),
    deadline: date('deadline', { mode: 'string' }),
    reward: text('reward'),
    /** active or paused by the user; completed once reached (kept), failed past the deadline. */
    status: text('status', { enum: ['active', 'completed', 'paused', 'failed'] })
      .notNull()
      .default('active'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The user's local day at creation: frequency and milestone goals count from then on. */
    createdOn: date('created_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('goals_user_created_idx').on(table.userId, table.createdAt)],
);

/** A Pro or Premium user's own habit categories; names are unique per user, case-insensitively. */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    userId: ownerId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('categories_user_name_idx').on(table.userId, sql`lower(${table.name})`)],
);

/**
 * A signed-in device. Access tokens carry the session id, so ending the row ends them; the
 * refresh credential rotates on every use and only its SHA-256 is kept.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: ownerId(),
    refreshTokenHash: text('refresh_token_hash').notNull().unique(),
    /** A short description of the browser and system, from the User-Agent. */
    device: text('device').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId, table.createdAt)],
);

/** Refresh credentials already rotated away: presenting one again ends its session (theft). */
export const rotatedRefreshTokens = pgTable('rotated_refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  userId: ownerId(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull(),
});

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

/**
 * Mail waiting to go: written in the transaction that decided to send it, delivered after the
 * commit and retried with backoff by the job engine (docs/decisions/011-mail-outbox.md). The
 * message (address, text, links) is sealed with AES-256-GCM, so a copy of the database does not
 * hand out pending reset links. A row is deleted once the mail server has taken the message.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    userId: ownerId(),
    /** What the mail is about (the subject line), readable in 'Download my data'. */
    subject: text('subject').notNull(),
    sealed: text('sealed').notNull(),
    createdAt: createdAt(),
    /** Due from this instant: the first try, a retry after backoff, or a crashed sender's lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** The last failure's error name (never its message: a mail server's reply can quote the address). */
    lastError: text('last_error'),
    /** Set when the retries ran out; the row stays so the failure is visible. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`failed_at is null`),
    index('mail_outbox_user_idx').on(table.userId),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type HabitRow = typeof habits.$inferSelect;
export type CheckInRow = typeof checkIns.$inferSelect;
export type EmailTokenRow = typeof emailTokens.$inferSelect;
export type GoalRow = typeof goals.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/**
 * A vacation: a range of local days on which the chosen habits (all of them when `habit_ids` is
 * null) are protected. Its days are written out as `day_protections` rows when it is made.
 */
export const vacations = pgTable(
  'vacations',
  {
    id: id(),
    userId: ownerId(),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    habitIds: uuid('habit_ids').array(),
    createdAt: createdAt(),
  },
  (table) => [index('vacations_user_from_idx').on(table.userId, table.fromDay)],
);

/**
 * A protected habit-day: it keeps the habit's streak alive without adding to it and earns no
 * points (docs/decisions/017-fair-streaks.md). Skipped for rest or illness, covered by a
 * vacation, or saved by a streak freeze. A day done as well counts as done.
 */
export const dayProtections = pgTable(
  'day_protections',
  {
    habitId: uuid('habit_id')
      .notNull()
      .references(() => habits.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['skip', 'vacation', 'freeze'] }).notNull(),
    /** What the person said ("sick", "rest"), for a skip; null otherwise. */
    reason: text('reason'),
    vacationId: uuid('vacation_id').references(() => vacations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.habitId, table.day] }),
    index('day_protections_user_day_idx').on(table.userId, table.day),
  ],
);

/**
 * A browser's push subscription (docs/decisions/029-web-push.md): the endpoint the server calls
 * and the keys that encrypt for it (RFC 8291). One row per endpoint, owned by one person.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: ownerId(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    expirationTime: timestamp('expiration_time', { withTimezone: true }),
    /** A readable device name from the User-Agent ("Chrome on Android"). */
    device: text('device').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
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

/**
 * Push messages waiting to go, one per subscription: written in the transaction that claimed the
 * reminder, delivered by the job engine, retried with backoff on a 429 or 5xx.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: id(),
    userId: ownerId(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** The JSON the service worker receives (encrypted only when sent). */
    payload: text('payload').notNull(),
    /** Seconds the push service may keep it (the TTL header). */
    ttl: integer('ttl').notNull(),
    createdAt: createdAt(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    index('push_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`failed_at is null`),
  ],
);

/**
 * A history brought from another tracker (issue 28; modules/imports). The file itself is not kept:
 * `parsed` holds the habits and days read from it until the import is applied, `written` what
 * applying it wrote (so the undo takes back exactly that), `result` the counts it reports.
 */
export const imports = pgTable(
  'imports',
  {
    id: id(),
    userId: ownerId(),
    source: text('source', { enum: ['csv', 'streakwise', 'loop', 'habitica'] }).notNull(),
    status: text('status', { enum: ['ready', 'running', 'done', 'failed'] }).notNull(),
    /** The habits and days read from the file; emptied once applied. */
    parsed: jsonb('parsed').$type<unknown>(),
    /** What the preview showed: per-habit counts and warnings. */
    preview: jsonb('preview').$type<unknown>().notNull(),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    /** What applying wrote: habits made, and the days added to or raised in existing ones. */
    written: jsonb('written').$type<unknown>(),
    /** The counts of a finished import: created, merged, skipped. */
    result: jsonb('result').$type<unknown>(),
    /** Why a failed import failed, in a sentence. */
    failure: text('failure'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('imports_user_created_idx').on(table.userId, table.createdAt)],
);
export type ImportRow = typeof imports.$inferSelect;

// Tables kept in files of their own, so this one stays readable.
export * from './support-schema.js';
