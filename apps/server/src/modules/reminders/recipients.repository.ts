import { fromHundredths, weekStart, type HabitKind } from '@streakwise/shared';
import { and, asc, eq, gt, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  completions,
  dayProtections,
  habits,
  mailSends,
  users,
  type UserRow,
} from '../../db/schema.js';
import { owedToday } from './due.js';
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

export interface OpenHabit {
  id: string;
  name: string;
  /** 'count' or 'measure': a habit to quit has nothing to do, so it is never open. */
  kind: HabitKind;
  /** A measure's unit ("km"). */
  unit: string | null;
  /** In the person's numbers: check-ins, or a measure's amount (not hundredths). */
  count: number;
  target: number;
  /** A weekly habit's days done so far this week, of the `times` it owes; null for the others. */
  week: { done: number; times: number } | null;
}

/**
 * The user's active habits not yet done on `day` (count below the daily target) that the day owes,
 * oldest first: due that day and not protected, or weekly and short of its times so far this week
 * (due.ts `owedToday`). One statement; the week's done days are counted only for weekly habits.
 */
export async function unfinishedHabits(
  db: Queryable,
  userId: string,
  day: string,
): Promise<OpenHabit[]> {
  const count = sql<number>`coalesce(${completions.count}, 0)`.mapWith(Number);
  const rows = await db
    .select({
      id: habits.id,
      name: habits.name,
      kind: habits.kind,
      unit: habits.unit,
      count,
      target: habits.dailyTarget,
      schedule: habits.schedule,
      protectedToday: sql<boolean>`exists (select 1 from ${dayProtections}
        where ${dayProtections.habitId} = ${habits.id} and ${dayProtections.day} = ${day}::date)`,
      weekDone: sql<number>`case when ${habits.schedule}->>'kind' = 'weekly' then
        (select count(*) from ${completions} w
          where w.habit_id = ${habits.id} and w.day between ${weekStart(day)}::date and ${day}::date
            and w.count >= w.target)
        else 0 end`.mapWith(Number),
    })
    .from(habits)
    .leftJoin(completions, and(eq(completions.habitId, habits.id), eq(completions.day, day)))
    .where(
      and(
        eq(habits.userId, userId),
        isNull(habits.archivedAt),
        ne(habits.kind, 'quit'),
        sql`coalesce(${completions.count}, 0) < ${habits.dailyTarget}`,
      ),
    )
    .orderBy(asc(habits.createdAt), asc(habits.id));
  return rows
    .filter((row) => owedToday(row, day))
    .map((row) => ({
      id: row.id,
      name: row.name,
      kind: row.kind,
      unit: row.unit,
      // A measure is stored in hundredths (docs/decisions/032-habit-kinds.md).
      count: row.kind === 'measure' ? fromHundredths(row.count) : row.count,
      target: row.kind === 'measure' ? fromHundredths(row.target) : row.target,
      week:
        row.schedule.kind === 'weekly' ? { done: row.weekDone, times: row.schedule.times } : null,
    }));
}
