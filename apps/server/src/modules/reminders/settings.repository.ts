import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema.js';
import type { MailKind } from './unsubscribe-token.js';

export type AccountSettings = Partial<
  Pick<
    UserRow,
    'name' | 'timezone' | 'reminderEnabled' | 'reminderTime' | 'reminderDays' | 'weeklyReport'
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

/** Turns one kind of scheduled mail off; false when the user no longer exists. */
export async function turnMailOff(
  db: Queryable,
  userId: string,
  kind: MailKind,
  now: Date,
): Promise<boolean> {
  const off = kind === 'reminder' ? { reminderEnabled: false } : { weeklyReport: false };
  const updated = await db
    .update(users)
    .set({ ...off, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length > 0;
}
