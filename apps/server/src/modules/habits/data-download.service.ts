import { dayValue, kindFigures, type HabitKind } from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import * as repo from './data-download.repository.js';

/**
 * A person's habits, their days, protections, vacations and check-ins, for "Download my data"
 * (auth/my-data.service.ts, UK GDPR access and portability), each section as the download lists it.
 */
export async function habitsDataOf(db: Queryable, userId: string) {
  const habitRows = await repo.habitRowsOf(db, userId);
  const completionRows = await repo.completionRowsOf(db, userId);
  const dayRows = await repo.dayRowsOf(db, userId);
  const protectionRows = await repo.protectionRowsOf(db, userId);
  const vacationRows = await repo.vacationRowsOf(db, userId);
  const checkInRows = await repo.checkInRowsOf(db, userId);
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
  };
}
