import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { ownerId } from './owner-column.js';
import { habits } from './habits.js';

/* Owned by modules/premium (db/owners.ts; docs/architecture.md, "Table owners"). */

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

export type GoalRow = typeof goals.$inferSelect;
