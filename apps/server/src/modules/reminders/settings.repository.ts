import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { habits, users } from '../../db/schema.js';
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
  if (kind === 'habit-reminder') {
    // NOTE: the habits' own reminders (docs/decisions/029-web-push.md) have no switch of their
    // own, so the link removes them, as the habit form would one by one.
    await db
      .update(habits)
      .set({ reminderTime: null, reminderDays: null, reminderFrom: null })
      .where(eq(habits.userId, userId));
  }
  const off =
    kind === 'reminder'
      ? { reminderEnabled: false }
      : kind === 'weekly-report'
        ? { weeklyReport: false }
        : {};
  const updated = await db
    .update(users)
    .set({ ...off, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length > 0;
}
