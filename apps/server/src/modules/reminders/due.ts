import {
  isDue,
  localClock,
  localDay,
  weekStart,
  type Day,
  type Schedule,
} from '@streakwise/shared';

/** The weekly report goes out on Monday from this local time. */
export const REPORT_FROM = '08:00';
const MONDAY = 1;

/** An instant as a user sees it: their calendar day, its weekday (Sunday = 0) and 'HH:MM'. */
export interface LocalMoment {
  day: Day;
  weekday: number;
  time: string;
}

export function localMoment(instant: Date, timeZone: string): LocalMoment {
  const day = localDay(instant, timeZone);
  return {
    day,
    weekday: new Date(`${day}T00:00:00Z`).getUTCDay(),
    time: localClock(instant, timeZone),
  };
}

/**
 * Whether today's reminder is owed: from its first day on (set past today's time, it starts
 * tomorrow), a chosen weekday, its time reached, and no reminder yet for
 * this day or a later one. "Reached", not "equal": a tick that runs late, or after a restart,
 * still sends the day's reminder; one already sent is never sent again.
 * `lastSent` is the latest local day a reminder went out on (period keys sort as dates).
 */
export function reminderDue(
  settings: { reminderTime: string; reminderDays: readonly number[]; reminderFrom?: Day | null },
  now: LocalMoment,
  lastSent: Day | null,
): boolean {
  return (
    (settings.reminderFrom == null || settings.reminderFrom <= now.day) &&
    settings.reminderDays.includes(now.weekday) &&
    now.time >= settings.reminderTime &&
    (lastSent === null || lastSent < now.day)
  );
}

/**
 * The Monday whose report is owed now, or null: on Monday from 08:00 local time until the day
 * ends, when this week's report has not gone out. A server down all Monday skips that week.
 */
export function reportDue(now: LocalMoment, lastSent: Day | null): Day | null {
  if (now.weekday !== MONDAY || now.time < REPORT_FROM) return null;
  const monday = weekStart(now.day);
  return lastSent === null || lastSent < monday ? monday : null;
}

/** What the daily reminder knows of a habit not done today. */
export interface HabitToday {
  schedule: Schedule;
  /** Today is skipped, on vacation or frozen. */
  protectedToday: boolean;
  /** Days of this week (Monday to today) on which it reached its target. */
  weekDone: number;
}

/**
 * Whether the daily reminder lists a habit not done today (docs/decisions/017-fair-streaks.md):
 * only on a day it is due and nothing protects. A weekly habit owes no day in particular, so it
 * is listed while its week's done days are short of `times`.
 */
export function owedToday(habit: HabitToday, day: Day): boolean {
  if (habit.protectedToday) return false;
  if (habit.schedule.kind === 'weekly') return habit.weekDone < habit.schedule.times;
  return isDue(habit.schedule, day);
}
