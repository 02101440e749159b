import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { MailKind } from './unsubscribe-token.js';

/*
 * An unsubscribe link turning one kind of scheduled mail off. The settings page saves them with
 * the rest of the user's settings (users/users.repository.ts `updateSettings`).
 */

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
