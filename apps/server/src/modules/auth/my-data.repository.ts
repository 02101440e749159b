import { dayValue, kindFigures, type HabitKind } from '@streakwise/shared';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  categories,
  checkIns,
  completions,
  dayProtections,
  habitDays,
  habits,
  idempotentReplies,
  mailSends,
  pointEntries,
  userBadges,
  vacations,
} from '../../db/schema.js';

/** Every row that belongs to a user, table by table (UK GDPR access and portability). */
export async function userRows(db: Queryable, userId: string) {
  const habitRows = await db
    .select()
    .from(habits)
    .where(eq(habits.userId, userId))
    .orderBy(asc(habits.createdAt));
  const completionRows = await db
    .select({
      habitId: completions.habitId,
      day: completions.day,
      count: completions.count,
      target: completions.target,
      slips: completions.slips,
      slipLimit: completions.slipLimit,
    })
    .from(completions)
    .where(eq(completions.userId, userId))
    .orderBy(asc(completions.day));
  const dayRows = await db
    .select({
      habitId: habitDays.habitId,
      day: habitDays.day,
      note: habitDays.note,
      correctedAt: habitDays.correctedAt,
    })
    .from(habitDays)
    .where(eq(habitDays.userId, userId))
    .orderBy(asc(habitDays.day), asc(habitDays.habitId));
  const protectionRows = await db
    .select({
      habitId: dayProtections.habitId,
      day: dayProtections.day,
      kind: dayProtections.kind,
      reason: dayProtections.reason,
      vacationId: dayProtections.vacationId,
      createdAt: dayProtections.createdAt,
    })
    .from(dayProtections)
    .where(eq(dayProtections.userId, userId))
    .orderBy(asc(dayProtections.day), asc(dayProtections.habitId));
  const vacationRows = await db
    .select()
    .from(vacations)
    .where(eq(vacations.userId, userId))
    .orderBy(asc(vacations.createdAt));
  const checkInRows = await db
    .select()
    .from(checkIns)
    .where(eq(checkIns.userId, userId))
    .orderBy(asc(checkIns.createdAt));
  const pointRows = await db
    .select()
    .from(pointEntries)
    .where(eq(pointEntries.userId, userId))
    .orderBy(asc(pointEntries.createdAt));
  const badgeRows = await db
    .select()
    .from(userBadges)
    .where(eq(userBadges.userId, userId))
    .orderBy(asc(userBadges.earnedAt));
  const replyRows = await db
    .select({
      key: idempotentReplies.key,
      scope: idempotentReplies.scope,
      createdAt: idempotentReplies.createdAt,
    })
    .from(idempotentReplies)
    .where(eq(idempotentReplies.userId, userId));
  const categoryRows = await db
    .select({ id: categories.id, name: categories.name, createdAt: categories.createdAt })
    .from(categories)
    .where(eq(categories.userId, userId))
    .orderBy(asc(categories.createdAt));
  const mailRows = await db
    .select({ kind: mailSends.kind, periodKey: mailSends.periodKey, sentAt: mailSends.sentAt })
    .from(mailSends)
    .where(eq(mailSends.userId, userId))
    .orderBy(asc(mailSends.sentAt), asc(mailSends.kind));
  const kinds = new Map<string, HabitKind>(habitRows.map((h) => [h.id, h.kind]));
  const marks = new Map(dayRows.map((d) => [`${d.habitId}|${d.day}`, d]));
  return {
    /** Each habit's kind fields in the person's numbers, as GET /api/habits gives them. */
    habits: habitRows.map((h) => ({
      _id: h.id,
      name: h.name,
      category: h.category,
      ...kindFigures(h),
      icon: h.icon,
      color: h.color,
      description: h.description,
      createdOn: h.createdOn,
      createdAt: h.createdAt.toISOString(),
      archivedAt: h.archivedAt?.toISOString() ?? null,
      position: h.position,
      schedule: h.schedule,
      reminder:
        h.reminderTime === null
          ? null
          : { time: h.reminderTime, ...(h.reminderDays ? { days: h.reminderDays } : {}) },
    })),
    categories: categoryRows.map((c) => ({
      _id: c.id,
      name: c.name,
      createdAt: c.createdAt.toISOString(),
    })),
    /**
     * Each day's value in the person's numbers (check-ins, an amount, a quit habit's slips), its
     * target (amount, limit), whether it was done (kept), and its note and corrected mark
     * (docs/decisions/032-habit-kinds.md).
     */
    completions: completionRows.map((c) => {
      const kind = kinds.get(c.habitId) ?? 'count';
      const mark = marks.get(`${c.habitId}|${c.day}`);
      return {
        habitId: c.habitId,
        day: c.day,
        count: dayValue(kind, c),
        target: kind === 'quit' ? (c.slipLimit ?? 0) : dayValue(kind, { count: c.target }),
        done: c.count >= c.target,
        corrected: mark?.correctedAt != null,
        note: mark?.note ?? null,
      };
    }),
    /** Notes written on days, and days whose count was corrected after they closed. */
    habitDays: dayRows.map((d) => ({
      habitId: d.habitId,
      day: d.day,
      note: d.note,
      corrected: d.correctedAt !== null,
      correctedAt: d.correctedAt?.toISOString() ?? null,
    })),
    /** Days kept for rest or illness, on vacation or saved by a streak freeze. */
    protectedDays: protectionRows.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
    vacations: vacationRows.map((v) => ({
      _id: v.id,
      from: v.fromDay,
      to: v.toDay,
      habitIds: v.habitIds ?? null,
      createdAt: v.createdAt.toISOString(),
    })),
    checkIns: checkInRows.map((c) => ({
      habitId: c.habitId,
      day: c.day,
      units: c.units,
      points: c.points,
      createdAt: c.createdAt.toISOString(),
      undoneAt: c.undoneAt?.toISOString() ?? null,
    })),
    pointsLedger: pointRows.map((p) => ({
      reason: p.reason,
      amount: p.amount,
      day: p.day,
      habitId: p.habitId,
      createdAt: p.createdAt.toISOString(),
    })),
    badges: badgeRows.map((b) => ({ id: b.badgeId, earnedAt: b.earnedAt.toISOString() })),
    /** Reminders and weekly reports sent: the log that keeps each from going twice. */
    scheduledMailsSent: mailRows.map((m) => ({
      kind: m.kind,
      period: m.periodKey,
      sentAt: m.sentAt.toISOString(),
    })),
    savedRequestReplies: replyRows.map((r) => ({
      key: r.key,
      scope: r.scope,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
