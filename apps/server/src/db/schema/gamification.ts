import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { ownerId } from './owner-column.js';
import { checkIns, habits } from './habits.js';

/* Owned by modules/gamification (db/owners.ts; docs/architecture.md, "Table owners"). */

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
