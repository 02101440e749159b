import {
  addDays,
  daysBetween,
  MARK_DONE,
  MARK_NONE,
  MARK_PROTECTED,
  tallyDueDays,
  type DayMark,
  ruleStreak,
  toRate,
  weekdayOf,
  type Day,
  type DueRateTally,
  type Schedule,
  type Streak,
} from '@streakwise/shared';
import { byCategory } from './analytics-categories.js';

/*
 * The arithmetic of GET /api/premium/analytics: one pass over each habit's days of the range and
 * the period before it. Its rules are the shared domain's own: each habit-day owed is judged by
 * `tallyDueDays`, the day-by-day form of `completionRateByDueDays` (fair-completion-rate.ts), and
 * landed on its day, weekday and category; streaks are the one streak rule's (`habitStreak`,
 * docs/decisions/045-one-streak-rule.md). Days are offsets from the range's first day, so a day's
 * mark is an array index.
 */

export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export interface TallyHabit {
  id: string;
  /** A built-in category or one of the user's own. */
  category: string;
  createdOn: Day;
  /** The local day it was archived on: it counts up to the day before. */
  archivedOn: Day | null;
  /** When it is owed: every day, some weekdays, or N days a week. */
  schedule: Schedule;
  /** Offsets from the range's first day (negative: before it) of the days it reached its target. */
  done: readonly number[];
  /** Offsets, as `done`, of its protected days (skipped, on vacation or frozen). */
  protectedDays: readonly number[];
  /** Days of the range with a check-in, and the sum of their counts. */
  checkedIn: number;
  units: number;
  today: { count: number; target: number } | null;
}

/** One habit over the range. */
export interface HabitFigures {
  /** Due days of the range on which it existed, protected ones not done left out ... */
  days: number;
  /** ... and of those, the days it reached the target of the day. */
  done: number;
  /** Due days of the range protected and not done: neither done nor missed. */
  protected: number;
  checkedIn: number;
  units: number;
  today: { count: number; target: number } | null;
  /** As of today, over its whole history. */
  streak: Streak;
}

export interface DayFigure extends DueRateTally {
  date: Day;
}

export interface WeekdayFigure extends DueRateTally {
  weekday: number;
  label: string;
  /** Days of the range that fall on this weekday and on which some habit was owed. */
  days: number;
}

export interface CategoryFigure extends DueRateTally {
  category: string;
  habitCount: number;
}

export interface Tally {
  current: DueRateTally;
  previous: DueRateTally;
  daily: DayFigure[];
  weekdays: WeekdayFigure[];
  /**
   * Categories of the habits that existed on some day of the range: the built-in ones in
   * catalogue order, then the user's own by name.
   */
  categories: CategoryFigure[];
  habits: Map<string, HabitFigures>;
}

const tally = (completed: number, excused: number, possible: number): DueRateTally => ({
  completed,
  protected: excused,
  possible,
  rate: toRate(completed, possible),
});

/**
 * A habit's streak on day `today` (an offset from `start`), as the habit list shows it: by the one
 * streak rule (`ruleStreak`, docs/decisions/045-one-streak-rule.md) over its days. A daily habit
 * with no protected day is one the list serves from its kept streak, whose history starts at its
 * first counted day.
 */
export function habitStreak(
  habit: Pick<TallyHabit, 'schedule' | 'createdOn' | 'done' | 'protectedDays'>,
  start: Day,
  today: number,
): Streak {
  const day = (offset: number) => addDays(start, offset);
  return ruleStreak(
    {
      schedule: habit.schedule,
      createdOn: habit.createdOn,
      hasProtection: habit.protectedDays.length > 0,
    },
    { done: habit.done.map(day), protectedDays: habit.protectedDays.map(day) },
    day(today),
  );
}

/**
 * Figures for the `days` days from `start` (today is the last), and for the same number of days
 * before them, each period judged on its own by `tallyDueDays`: its days add up to the period's
 * rate.
 */
export function tallyRange(habits: readonly TallyHabit[], start: Day, days: number): Tally {
  const last = days - 1;
  const completedByDay = new Int32Array(days);
  const protectedByDay = new Int32Array(days);
  const possibleByDay = new Int32Array(days);
  const previous = { completed: 0, protected: 0, possible: 0 };
  const figures = new Map<string, HabitFigures>();
  const existed = new Set<string>();
  const firstWeekday = weekdayOf(start);
  const weekday = (d: number) => (((firstWeekday + d) % 7) + 7) % 7;
  // What each day of the two periods holds for the habit at hand, at index offset + days.
  const marks = new Uint8Array(2 * days);

  for (const habit of habits) {
    const from = daysBetween(start, habit.createdOn);
    const to =
      habit.archivedOn == null ? last : Math.min(last, daysBetween(start, habit.archivedOn) - 1);
    const f: HabitFigures = {
      days: 0,
      done: 0,
      protected: 0,
      checkedIn: habit.checkedIn,
      units: habit.units,
      today: habit.today,
      streak: habitStreak(habit, start, last),
    };
    figures.set(habit.id, f);
    const lo = Math.max(from, -days);
    const hi = Math.min(to, last);
    if (lo > hi) continue;
    if (Math.max(lo, 0) <= hi) existed.add(habit.id);
    marks.fill(MARK_NONE, lo + days, hi + days + 1);
    for (const d of habit.protectedDays) if (d >= lo && d <= hi) marks[d + days] = MARK_PROTECTED;
    for (const d of habit.done) if (d >= lo && d <= hi) marks[d + days] = MARK_DONE;

    const add = (d: number, completed: number, excused: number, possible: number) => {
      if (d < 0) {
        previous.completed += completed;
        previous.protected += excused;
        previous.possible += possible;
        return;
      }
      completedByDay[d]! += completed;
      protectedByDay[d]! += excused;
      possibleByDay[d]! += possible;
      f.done += completed;
      f.protected += excused;
      f.days += possible;
    };

    // The rule of `completionRateByDueDays`, each period judged on its own as it judges a range.
    const input = {
      schedule: habit.schedule,
      weekday,
      mark: (d: number) => marks[d + days] as DayMark,
      lastDay: habit.archivedOn == null ? Infinity : daysBetween(start, habit.archivedOn) - 1,
    };
    tallyDueDays(input, lo, Math.min(hi, -1), add);
    tallyDueDays(input, Math.max(lo, 0), hi, add);
  }

  const weekdays = WEEKDAY_LABELS.map((label, w) => ({
    weekday: w,
    label,
    c: 0,
    x: 0,
    p: 0,
    d: 0,
  }));
  const daily: DayFigure[] = [];
  let completed = 0;
  let excused = 0;
  let possible = 0;
  for (let i = 0, date = start; i <= last; i += 1, date = addDays(date, 1)) {
    const c = completedByDay[i]!;
    const x = protectedByDay[i]!;
    const p = possibleByDay[i]!;
    daily.push({ date, ...tally(c, x, p) });
    const w = weekdays[weekday(i)]!;
    w.c += c;
    w.x += x;
    w.p += p;
    if (p > 0) w.d += 1;
    completed += c;
    excused += x;
    possible += p;
  }

  return {
    current: tally(completed, excused, possible),
    previous: tally(previous.completed, previous.protected, previous.possible),
    daily,
    weekdays: weekdays.map((w) => ({
      weekday: w.weekday,
      label: w.label,
      days: w.d,
      ...tally(w.c, w.x, w.p),
    })),
    categories: byCategory(habits, figures, existed),
    habits: figures,
  };
}
