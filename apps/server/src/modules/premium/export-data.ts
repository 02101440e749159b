import type { Day, ExportFormat, HabitKind, HabitReminder, Schedule } from '@streakwise/shared';

/*
 * What one export holds, whatever its format. Everything but the habit-days and the points ledger
 * is small and read up front; those two (a year of 100 habits is 36,500 habit-days and as many
 * entries or more) are read a page at a time, so every format streams them to the client without
 * holding the whole file (docs/decisions/024-streaming-exports.md).
 */

/**
 * What a JSON or XML file says it is, for a reader such as the Streakwise import: version 2 added
 * the habits' standing, categories, vacations, protected days and the goals' progress
 * (docs/export-format.md, docs/decisions/037-export-format-version.md).
 */
export const EXPORT_FORMAT = 'streakwise-export';
export const EXPORT_FORMAT_VERSION = 2;

export interface ExportRange {
  startDate: Day;
  endDate: Day;
}

/**
 * A habit in the person's numbers (docs/decisions/032-habit-kinds.md), as GET /api/habits gives
 * it: `target` a measure's daily amount, `limit` a quit habit's slips, `dailyTarget` a count's
 * check-ins (1 for the other kinds).
 */
export interface ExportHabit {
  name: string;
  category: string;
  kind: HabitKind;
  unit: string | null;
  target: number | null;
  limit: number | null;
  dailyTarget: number;
  icon: string;
  color: string;
  description: string;
  createdOn: Day;
  /** The local day it was archived on; it has no habit-days from then on. */
  archivedOn: Day | null;
  /** When it was archived (ISO 8601), null while active. */
  archivedAt: string | null;
  /** The person's own order, smallest first (`PUT /api/habits/order`). */
  position: number;
  /** When it is owed: what the completion rate counts (docs/decisions/040-one-rule-per-figure.md). */
  schedule: Schedule;
  /** Its own reminder (Premium): `days` ISO weekdays, left out when it follows the schedule. */
  reminder: HabitReminder | null;
  /** As of the export, as the habit list shows them: days, or weeks for a weekly habit. */
  currentStreak: number;
  bestStreak: number;
  /** 0–100 (habits/habit-strength.ts). */
  strength: number;
}

/**
 * A habit as the JSON and XML exports write it, field by field in this order (the older fields
 * first, so files made before kinds read the same).
 */
export const exportedHabit = (h: ExportHabit) => ({
  name: h.name,
  category: h.category,
  dailyTarget: h.dailyTarget,
  icon: h.icon,
  color: h.color,
  description: h.description,
  createdOn: h.createdOn,
  archivedOn: h.archivedOn,
  kind: h.kind,
  unit: h.unit,
  target: h.target,
  limit: h.limit,
  // Added in format version 2 (docs/export-format.md).
  archivedAt: h.archivedAt,
  position: h.position,
  schedule: h.schedule,
  reminder: h.reminder,
  currentStreak: h.currentStreak,
  bestStreak: h.bestStreak,
  strength: h.strength,
});

export interface HabitDay {
  date: Day;
  habit: ExportHabit;
  /** The day's value in the person's numbers: check-ins, an amount, or a quit habit's slips. */
  count: number;
  /**
   * That day's target (a measure's amount, a quit habit's limit of slips) when the day has a row,
   * else the habit's current one.
   */
  target: number;
  /** Done; for a habit to quit, kept (its slips within the limit). */
  completed: boolean;
  /** Set by hand after the day closed (docs/decisions/031-past-days-and-notes.md). */
  corrected: boolean;
  note: string | null;
}

/** A protected habit-day (docs/decisions/017-fair-streaks.md), rest days planned ahead too. */
export interface ProtectedDayRecord {
  date: Day;
  habit: string;
  /** skip (a rest day), vacation, or freeze (saved by a streak freeze). */
  kind: 'skip' | 'vacation' | 'freeze';
  /** What the person said for a rest day ("sick"); null otherwise. */
  reason: string | null;
}

export interface ExportVacation {
  from: Day;
  to: Day;
  /** The habits it covers by name; null: every habit. */
  habits: string[] | null;
}

export interface PointEntry {
  date: Day;
  reason: string;
  amount: number;
  habit: string | null;
}

export interface ExportData {
  brandName: string;
  exportedAt: Date;
  range: ExportRange;
  profile: {
    name: string;
    email: string;
    timezone: string;
    plan: string;
    points: number;
    memberSince: string;
  };
  habits: ExportHabit[];
  /** Each habit's protected days of the range (rest, vacation, freeze): left out of its rate. */
  protectedByHabit: ReadonlyMap<ExportHabit, ReadonlySet<Day>>;
  badges: { name: string; description: string; earnedAt: string }[];
  goals: {
    title: string;
    description: string;
    type: string;
    target: number;
    status: string;
    deadline: Day | null;
    habit: string | null;
    reward: string | null;
    /** Days, check-ins or a measured amount so far, as GET /api/premium/goals gives it. */
    progress: number;
    completedAt: string | null;
    /** The person's local day the goal was made: frequency and milestone goals count from it. */
    createdOn: Day;
  }[];
  /** The person's own categories, by name (the built-in ones are not listed). */
  categories: { name: string }[];
  vacations: ExportVacation[];
  /** The habit-days of the range in date, then habit order, a slice at a time. */
  habitDays(): AsyncIterable<HabitDay[]>;
  /**
   * The protected days of the range in date, then habit order, a slice at a time; when the range
   * reaches today, the rest days planned after it as well.
   */
  protectedDays(): AsyncIterable<ProtectedDayRecord[]>;
  /** The ledger entries dated within the range, in the order they were written, a slice at a time. */
  points(): AsyncIterable<PointEntry[]>;
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  json: 'application/json',
  csv: 'text/csv; charset=utf-8',
  xml: 'application/xml',
  pdf: 'application/pdf',
};
