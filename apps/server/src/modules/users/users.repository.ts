import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema.js';
import { signedInUserColumns, type SignedInUser } from './user-view.js';

/*
 * The user row's lock, lookups, points and settings (the users module owns the row; other modules
 * reach these through users.service.ts).
 */

/**
 * Locks the user's row for the rest of the transaction. Every write that reads across the user's
 * habits (check-in, undo, create) takes it first, so they run one at a time per user.
 */
export async function lockUser(tx: Queryable, userId: string): Promise<SignedInUser | undefined> {
  // NOTE: every column but the password hash, which no locked write needs.
  const [row] = await tx
    .select(signedInUserColumns)
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/**
 * Only the id: decoding a whole row costs a known address measurable time over an unknown one
 * (auth/password.service.ts `forgotPassword`).
 */
export async function findUserIdByEmail(db: Queryable, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row?.id;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** A user without the password hash (user-view.ts `SignedInUser`). */
export async function findSignedInUser(
  db: Queryable,
  id: string,
): Promise<SignedInUser | undefined> {
  const [row] = await db.select(signedInUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * What a judging of the streak freezes leaves (habits/freeze-judge.service.ts): the freezes still
 * held and the last day judged (docs/decisions/017-fair-streaks.md). Returns them with the habit
 * list's version, which the judging's protections may have just bumped, so the request goes on
 * with the row as it now is.
 */
export async function setFreezes(
  tx: Queryable,
  userId: string,
  values: { held: number; judgedThrough: string },
): Promise<Pick<UserRow, 'freezesHeld' | 'freezesJudgedThrough' | 'habitsVersion'> | undefined> {
  const [row] = await tx
    .update(users)
    .set({ freezesHeld: values.held, freezesJudgedThrough: values.judgedThrough })
    .where(eq(users.id, userId))
    .returning({
      freezesHeld: users.freezesHeld,
      freezesJudgedThrough: users.freezesJudgedThrough,
      habitsVersion: users.habitsVersion,
    });
  return row;
}

/**
 * Moves the mark through which the person's quit habits have their days written (null: they have
 * none; habits/quit-days.service.ts, docs/decisions/032-habit-kinds.md), and returns the row's
 * mark, points and habit list version as they now are, so the request goes on with them.
 */
export async function setQuitDaysThrough(
  tx: Queryable,
  userId: string,
  through: string | null,
): Promise<Pick<UserRow, 'quitDaysThrough' | 'points' | 'habitsVersion'> | undefined> {
  const [row] = await tx
    .update(users)
    .set({ quitDaysThrough: through })
    .where(eq(users.id, userId))
    .returning({
      quitDaysThrough: users.quitDaysThrough,
      points: users.points,
      habitsVersion: users.habitsVersion,
    });
  return row;
}

/**
 * A page of the people who have quit habits (a mark of written days), by id after `afterId`: what
 * the scheduled quit-days pass walks through (habits/quit-days.service.ts).
 */
export async function quitDayPeople(
  db: Queryable,
  afterId: string | null,
  limit: number,
): Promise<{ id: string; timezone: string; quitDaysThrough: string }[]> {
  const rows = await db
    .select({ id: users.id, timezone: users.timezone, quitDaysThrough: users.quitDaysThrough })
    .from(users)
    .where(and(isNotNull(users.quitDaysThrough), afterId ? gt(users.id, afterId) : undefined))
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.flatMap((r) =>
    r.quitDaysThrough === null ? [] : [{ ...r, quitDaysThrough: r.quitDaysThrough }],
  );
}

export async function userPoints(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return row?.points ?? 0;
}

export type AccountSettings = Partial<
  Pick<
    UserRow,
    | 'name'
    | 'timezone'
    | 'reminderEnabled'
    | 'reminderTime'
    | 'reminderDays'
    | 'reminderFrom'
    | 'weeklyReport'
    | 'theme'
    | 'accent'
  >
>;

/** PATCH /api/auth/me: the fields given, and nothing else. */
export async function updateSettings(
  db: Queryable,
  userId: string,
  values: AccountSettings & { updatedAt: Date },
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row;
}

/**
 * A person's first quit habit starts the mark through which their quit habits have their days
 * written (docs/decisions/032-habit-kinds.md): today, when there is no mark yet; a mark already
 * set is never moved by this.
 */
export async function startQuitDays(tx: Queryable, userId: string, today: string): Promise<void> {
  await tx
    .update(users)
    .set({ quitDaysThrough: today })
    .where(and(eq(users.id, userId), isNull(users.quitDaysThrough)));
}

/** The origin the person last used (db/schema/users.ts `mailOrigin`). */
export async function setMailOrigin(
  db: Queryable,
  userId: string,
  origin: string | null,
): Promise<void> {
  await db.update(users).set({ mailOrigin: origin }).where(eq(users.id, userId));
}
