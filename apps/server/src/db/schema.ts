import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  /** Always stored lower-cased (DESIGN §5), so the unique index is case-insensitive. */
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
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Verification and reset tokens: only the SHA-256 of the token is kept (DESIGN §5). */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

export type UserRow = typeof users.$inferSelect;
export type EmailTokenRow = typeof emailTokens.$inferSelect;
