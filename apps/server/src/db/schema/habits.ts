import type { Schedule } from '@streakwise/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { ownerId } from './owner-column.js';

/* Owned by modules/habits (db/owners.ts; docs/architecture.md, "Table owners"). */

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

export type HabitRow = typeof habits.$inferSelect;
export type CheckInRow = typeof checkIns.$inferSelect;
