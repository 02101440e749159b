import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { ownerId } from './owner-column.js';

/* Owned by modules/auth (db/owners.ts; docs/architecture.md, "Table owners"). */

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

export type EmailTokenRow = typeof emailTokens.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
