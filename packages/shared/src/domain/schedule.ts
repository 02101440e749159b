import { addDays, daysBetween, localDay, weekdayOf, weekStart, type Day } from './day.js';

/**
 * When a habit is owed. `weekdays` lists days of the week (0 = Sunday … 6 = Saturday, as
 * `Date#getDay`); `weekly` owes `times` days (1–7) in each calendar week (Monday–Sunday), any
 * days the person likes.
 */
export type Schedule =
  | { kind: 'daily' }
  | { kind: 'weekdays'; days: readonly number[] }
  | { kind: 'weekly'; times: number };

/** A schedule as stored: weekdays in order (Sunday = 0 first), whatever order they came in. */
export function storedSchedule(schedule: Schedule): Schedule {
  return schedule.kind === 'weekdays'
    ? { kind: 'weekdays', days: [...schedule.days].sort((a, b) => a - b) }
    : schedule;
}

/** Habits made before schedules existed are daily, so that is the default. */
export const DEFAULT_SCHEDULE: Schedule = { kind: 'daily' };

/** Points a streak freeze costs. */
export const FREEZE_PRICE = 200;
/** Freezes a person can hold at once. */
export const MAX_FREEZES = 2;
/** A freeze only saves a streak at least this long (days, or weeks for a weekly habit). */
export const FREEZE_MIN_STREAK = 3;
/** A rest day can be planned up to this many days ahead. */
export const SKIP_MAX_DAYS_AHEAD = 365;
/** The longest vacation, in days counted inclusively (MESSAGES.vacationTooLong says so). */
export const VACATION_MAX_DAYS = 90;
/** Yesterday stays open for check-ins until this hour (local clock) of the next morning. */
export const LATE_LOG_CUTOFF_HOUR = 10;

/**
 * Whether a stored schedule makes sense: an empty or out-of-range weekday list would make a habit
 * that is never due (and so never has a streak), and `times` outside 1–7 cannot be met or is no
 * goal at all.
 */
export function isValidSchedule(schedule: Schedule): boolean {
  switch (schedule.kind) {
    case 'daily':
      return true;
    case 'weekdays':
      return (
        schedule.days.length > 0 &&
        new Set(schedule.days).size === schedule.days.length &&
        schedule.days.every((d) => Number.isInteger(d) && d >= 0 && d <= 6)
      );
    case 'weekly':
      return Number.isInteger(schedule.times) && schedule.times >= 1 && schedule.times <= 7;
  }
}

/**
 * Whether the habit is owed on this very day, so that leaving it undone misses it. A weekly habit
 * owes days per week and no day in particular: none of its days is due on its own (its weeks are
 * judged instead, see `dueDaysBetween` and `fair-streak.ts`).
 */
export function isDue(schedule: Schedule, day: Day): boolean {
  switch (schedule.kind) {
    case 'daily':
      return true;
    case 'weekdays':
      return schedule.days.includes(weekdayOf(day));
    case 'weekly':
      return false;
  }
}

/**
 * Whether a check-in on the day counts toward the habit: any day of a weekly habit does, a daily
 * or weekday habit counts its due days only (a Saturday done for a Monday–Friday habit is an
 * extra that neither builds its streak nor its completion rate, which would otherwise pass 100%).
 */
export function countsOn(schedule: Schedule, day: Day): boolean {
  return schedule.kind === 'weekly' || isDue(schedule, day);
}

/** The first due day after `day`, or undefined for a schedule with no due days at all. */
export function nextDueDay(schedule: Schedule, day: Day): Day | undefined {
  if (schedule.kind === 'weekly') return undefined;
  for (let i = 1; i <= 7; i += 1) {
    const next = addDays(day, i);
    if (isDue(schedule, next)) return next;
  }
  return undefined;
}

/**
 * Days owed from `from` to `to`, both included (0 when `from` is later). A weekly habit owes
 * `times` days in each week, capped by the days of that week inside the range: a habit created on
 * a Saturday owes at most 2 days that week, and a range ending on a Tuesday at most 2 of that one.
 */
export function dueDaysBetween(schedule: Schedule, from: Day, to: Day): number {
  if (from > to) return 0;
  const length = daysBetween(from, to) + 1;
  switch (schedule.kind) {
    case 'daily':
      return length;
    case 'weekdays': {
      const due = new Set(schedule.days.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6));
      const fullWeeks = Math.floor(length / 7);
      let count = fullWeeks * due.size;
      const firstWeekday = weekdayOf(from);
      for (let i = fullWeeks * 7; i < length; i += 1) {
        if (due.has((firstWeekday + i) % 7)) count += 1;
      }
      return count;
    }
    case 'weekly': {
      const { times } = schedule;
      const firstMonday = weekStart(from);
      const lastMonday = weekStart(to);
      if (firstMonday === lastMonday) return Math.min(times, length);
      const head = Math.min(times, daysBetween(from, addDays(firstMonday, 6)) + 1);
      const tail = Math.min(times, daysBetween(lastMonday, to) + 1);
      const middleWeeks = daysBetween(firstMonday, lastMonday) / 7 - 1;
      return head + middleWeeks * times + tail;
    }
  }
}

/**
 * How a day of a habit reads on a calendar:
 * - `done`: it reached its target (on any day, even one not due: the person did it);
 * - `protected`: skipped for rest or illness, on vacation, or covered by a freeze;
 * - `pending`: today, not done yet: still open, it cannot be missed before it is over;
 * - `partial` / `missed`: a past due day short of its target, with some units or none;
 * - `rest`: nothing was owed (a weekday habit's day off; any undone day of a weekly habit,
 *   whose weeks are judged, not its days), so protection on it means nothing either;
 * - `null`: before the habit existed or after today, outside its history.
 * A past `partial` day of a weekly habit is still `partial`: it shows progress, owes nothing.
 */
export type DayStatus = 'done' | 'partial' | 'protected' | 'missed' | 'pending' | 'rest';

export interface DayFacts {
  schedule: Schedule;
  createdOn: Day;
  today: Day;
  /** Units recorded on the day. */
  count: number;
  dailyTarget: number;
  /** Skipped, on vacation or frozen. */
  isProtected: boolean;
}

/** See `DayStatus`. Protection outranks `pending`: a day skipped ahead of time is settled. */
export function dayStatus(day: Day, facts: DayFacts): DayStatus | null {
  const { schedule, createdOn, today, count, dailyTarget, isProtected } = facts;
  if (day < createdOn || day > today) return null;
  if (count >= dailyTarget) return 'done';
  if (!countsOn(schedule, day)) return 'rest';
  if (isProtected) return 'protected';
  if (day === today) return 'pending';
  if (count > 0) return 'partial';
  return schedule.kind === 'weekly' ? 'rest' : 'missed';
}

export type LogWindow = 'today' | 'yesterday' | 'closed';

const hourFormatters = new Map<string, Intl.DateTimeFormat>();

/** The hour (0–23) a local wall clock in the zone shows at the instant. */
function localHour(instant: Date, timeZone: string): number {
  let formatter = hourFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' });
    hourFormatters.set(timeZone, formatter);
  }
  const hour = formatter.formatToParts(instant).find((part) => part.type === 'hour');
  return Number(hour?.value);
}

/**
 * Whether a check-in may still land on `day` at the instant `now`: today always; yesterday until
 * the local clock reads `LATE_LOG_CUTOFF_HOUR`:00 (09:59 yes, 10:00 no); anything older, or
 * later than today, is read-only. The cut-off is read off the local wall clock, not counted as
 * hours from midnight, so it stays at 10:00 on the mornings the clocks change (a 23- or 25-hour
 * night would move a "midnight + 10 h" cut-off to 11:00 or 09:00).
 */
export function canLogDay(day: Day, now: Date, timeZone: string): LogWindow {
  const today = localDay(now, timeZone);
  if (day === today) return 'today';
  if (day === addDays(today, -1) && localHour(now, timeZone) < LATE_LOG_CUTOFF_HOUR) {
    return 'yesterday';
  }
  return 'closed';
}
