import { and, asc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { habitReminderSends, habits, users } from '../../db/schema.js';

/* The habits with a reminder of their own, and their sent-log (docs/decisions/029-web-push.md). */

export interface HabitReminderCandidate {
  habitId: string;
  habitName: string;
  userId: string;
  userName: string;
  email: string;
  emailVerified: boolean;
  timezone: string;
  reminderTime: string;
  /** ISO weekdays; null = every day the habit is due. */
  reminderDays: number[] | null;
  reminderFrom: string | null;
  /** Where the links lead with APP_URL unset (schema.ts `mailOrigin`). */
  mailOrigin: string | null;
  /** The latest local day this habit's reminder went on; null when never. */
  lastSent: string | null;
}

const columns = {
  habitId: habits.id,
  habitName: habits.name,
  userId: users.id,
  userName: users.name,
  email: users.email,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
  timezone: users.timezone,
  reminderTime: sql<string>`${habits.reminderTime}`,
  reminderDays: habits.reminderDays,
  reminderFrom: habits.reminderFrom,
  mailOrigin: users.mailOrigin,
  lastSent: sql<string | null>`(select max(${habitReminderSends.day})::text
    from ${habitReminderSends} where ${habitReminderSends.habitId} = ${habits.id})`,
};

/** Premium, not expired at `now`: a habit's own reminder is Premium's. */
const onPremium = (now: Date) =>
  and(eq(users.plan, 'premium'), or(isNull(users.expiredAt), gt(users.expiredAt, now)));

const withReminder = and(isNotNull(habits.reminderTime), isNull(habits.archivedAt));

/** Every active habit with a reminder whose owner is on Premium. */
export async function habitReminderCandidates(
  db: Queryable,
  now: Date,
): Promise<HabitReminderCandidate[]> {
  return db
    .select(columns)
    .from(habits)
    .innerJoin(users, eq(users.id, habits.userId))
    .where(and(withReminder, onPremium(now)))
    .orderBy(asc(habits.userId), asc(habits.id));
}

/** Re-reads one candidate inside the sending transaction: the reminder or the plan may have changed. */
export async function habitReminderCandidate(
  tx: Queryable,
  habitId: string,
  now: Date,
): Promise<HabitReminderCandidate | undefined> {
  const [row] = await tx
    .select(columns)
    .from(habits)
    .innerJoin(users, eq(users.id, habits.userId))
    .where(and(eq(habits.id, habitId), withReminder, onPremium(now)));
  return row;
}

/**
 * Claims one habit's reminder for one local day: true when this call inserted the row. As for the
 * mail sent-log (mail-sends.repository.ts), a second claimer waits for the first transaction and
 * gets false if it commits, so the reminder goes exactly once.
 */
export async function claimHabitReminder(
  tx: Queryable,
  send: { habitId: string; userId: string; day: string; sentAt: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(habitReminderSends)
    .values(send)
    .onConflictDoNothing()
    .returning({ habitId: habitReminderSends.habitId });
  return inserted.length > 0;
}

/** Forgets habit reminders sent before `before`: only the latest day decides what is due. */
export async function pruneHabitReminderSends(db: Queryable, before: Date): Promise<void> {
  await db.delete(habitReminderSends).where(lt(habitReminderSends.sentAt, before));
}

/** A person's habit reminders sent, by day ("Download my data"). */
export async function habitReminderSendsOf(db: Queryable, userId: string) {
  return db
    .select()
    .from(habitReminderSends)
    .where(eq(habitReminderSends.userId, userId))
    .orderBy(asc(habitReminderSends.day));
}
