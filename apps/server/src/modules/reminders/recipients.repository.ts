import { and, asc, eq, gt, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { mailSends, users, type UserRow } from '../../db/schema.js';
import type { MailKind } from './unsubscribe-token.js';

/** The account-wide kinds, kept in the mail sent-log (a habit's own reminder has its own). */
type AccountKind = Exclude<MailKind, 'habit-reminder'>;

/** A user who may be owed a scheduled mail, with the latest period already sent to them. */
export interface Recipient {
  id: string;
  name: string;
  email: string;
  timezone: string;
  /** Pro or Premium (a Premium report has a coaching section: reminders/report-coaching.ts). */
  plan: UserRow['plan'];
  reminderTime: string;
  reminderDays: number[];
  /** The first local day the daily reminder may go (set past its time, it waits a day). */
  reminderFrom: string | null;
  /** Where the links lead with APP_URL unset (schema.ts `mailOrigin`). */
  mailOrigin: string | null;
  /** Latest period key in the sent-log for this kind; null when none was ever sent. */
  lastSent: string | null;
}

/** Pro or Premium and not expired at `now` (an expired plan reads as Free), with a verified address. */
const onPaidPlan = (now: Date) =>
  and(
    ne(users.plan, 'free'),
    or(isNull(users.expiredAt), gt(users.expiredAt, now)),
    isNotNull(users.emailVerifiedAt),
  );

const wants = (kind: AccountKind): SQL =>
  kind === 'reminder' ? eq(users.reminderEnabled, true) : eq(users.weeklyReport, true);

const columns = (kind: AccountKind) => ({
  id: users.id,
  name: users.name,
  email: users.email,
  timezone: users.timezone,
  plan: users.plan,
  reminderTime: users.reminderTime,
  reminderDays: users.reminderDays,
  reminderFrom: users.reminderFrom,
  mailOrigin: users.mailOrigin,
  lastSent: sql<string | null>`(select max(${mailSends.periodKey}) from ${mailSends}
    where ${mailSends.userId} = ${users.id} and ${mailSends.kind} = ${kind})`,
});

/**
 * Users who want this kind of mail and may have it. Which of them it is due to depends on each
 * one's time zone, which the caller works out (Intl, the same as every local day in the app).
 */
export async function recipients(
  db: Queryable,
  kind: AccountKind,
  now: Date,
): Promise<Recipient[]> {
  return db
    .select(columns(kind))
    .from(users)
    .where(and(wants(kind), onPaidPlan(now)))
    .orderBy(asc(users.id));
}

/** Re-reads one recipient inside the sending transaction: settings or plan may have changed. */
export async function recipient(
  tx: Queryable,
  kind: AccountKind,
  userId: string,
  now: Date,
): Promise<Recipient | undefined> {
  const [row] = await tx
    .select(columns(kind))
    .from(users)
    .where(and(eq(users.id, userId), wants(kind), onPaidPlan(now)));
  return row;
}
