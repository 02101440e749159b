import {
  addDays,
  isDue,
  weekStart,
  type Day,
  type Habit,
  type Schedule,
  type ScheduleInput,
} from '@streakwise/shared';
import { WEEKDAYS } from './thirty-day-summary';

/**
 * The days of the week as the schedule picker and the card show them, Monday first; `weekday` is
 * the schedule's own number (Sunday = 0, as `Date#getDay` and packages/shared/src/domain/schedule.ts).
 */
export const SCHEDULE_WEEKDAYS = WEEKDAYS;

/**
 * What "On chosen days" starts with: no day, so the days saved are exactly the days tapped (a
 * preset working week turned taps on Mon, Wed, Fri into Tue and Thu).
 */
export const DEFAULT_SCHEDULE_DAYS: readonly number[] = [];
/** What "Times a week" starts with. */
export const DEFAULT_WEEKLY_TIMES = 3;

const sameDays = (days: readonly number[], wanted: readonly number[]) =>
  days.length === wanted.length && wanted.every((day) => days.includes(day));

export const SCHEDULE_TEXTS = {
  daily: 'Every day',
  weekdays: 'Weekdays',
  weekends: 'Weekends',
  timesAWeek: (times: number) => `${times}× a week`,
  weekProgress: (done: number, times: number) => `${done} of ${times} this week`,
} as const;

/** A schedule in a few words: "Every day", "Weekdays", "Weekends", "Mon, Wed, Fri", "3× a week". */
export function scheduleLabel(schedule: Schedule): string {
  switch (schedule.kind) {
    case 'daily':
      return SCHEDULE_TEXTS.daily;
    case 'weekly':
      return SCHEDULE_TEXTS.timesAWeek(schedule.times);
    case 'weekdays': {
      const { days } = schedule;
      if (sameDays(days, [0, 1, 2, 3, 4, 5, 6])) return SCHEDULE_TEXTS.daily;
      if (sameDays(days, [1, 2, 3, 4, 5])) return SCHEDULE_TEXTS.weekdays;
      if (sameDays(days, [0, 6])) return SCHEDULE_TEXTS.weekends;
      return SCHEDULE_WEEKDAYS.filter(({ weekday }) => days.includes(weekday))
        .map(({ label }) => label)
        .join(', ');
    }
  }
}

/** Whether two schedules owe the same days (weekday lists compared in any order). */
export function sameSchedule(a: ScheduleInput | Schedule, b: Schedule): boolean {
  if (a.kind === 'weekdays' && b.kind === 'weekdays') return sameDays(a.days, b.days);
  if (a.kind === 'weekly' && b.kind === 'weekly') return a.times === b.times;
  return a.kind === b.kind;
}

/**
 * Today is a rest day: a daily or weekday habit that owes nothing today. A weekly habit owes days
 * per week and none in particular, so it never has one (its card shows the week's progress).
 */
export function isRestDayToday(habit: Habit): boolean {
  return habit.schedule.kind !== 'weekly' && !isDue(habit.schedule, habit.today.date);
}

/** Today was protected ahead of time (a rest day, a vacation): the server lists it as such. */
export function isProtectedToday(habit: Habit): boolean {
  return habit.completions.some(
    (entry) => entry.date === habit.today.date && entry.status === 'protected',
  );
}

/** Days of this Monday–Sunday week (up to today) on which the habit reached its target. */
export function doneThisWeek(habit: Habit): number {
  const today: Day = habit.today.date;
  const monday = weekStart(today);
  const done = new Set(
    habit.completions
      .filter((entry) => entry.status === 'done' && entry.date >= monday && entry.date <= today)
      .map((entry) => entry.date),
  );
  if (habit.today.isComplete) done.add(today);
  return done.size;
}

/** The days a rest day can be planned for from the card: today and tomorrow. */
export function restDayChoices(today: Day): { today: Day; tomorrow: Day } {
  return { today, tomorrow: addDays(today, 1) };
}
