import {
  addDays,
  daysBetween,
  openWeekMisses,
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
 * the period before it. Same rules as the shared domain, which tests hold it to: rates as
 * `completionRateByDueDays` (a habit counts from its creation day up to the day before its archive
 * day, on the days its schedule owes; a day is reached when the count reached the target of THAT
 * day; a protected day not done is neither done nor missed, docs/decisions/017-fair-streaks.md),
 * streaks by the one streak rule (`habitStreak`). `completionRateByDueDays` walks every habit-day with date arithmetic (about 80 ms
 * for a year of 100 habits, twice); here days are offsets from the range's first day, so a day is
 * an array index.
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

const NONE = 0;
const DONE = 1;
const PROTECTED = 2;

/**
 * Figures for the `days` days from `start` (today is the last), and for the same number of days
 * before them. Each habit-day owed lands on its day: a due day of a daily or weekday habit where
 * it falls; a weekly habit's week (or the part of it inside a period or its life) owes
 * min(`times`, its days), met by its first done days, then excused by its first protected ones,
 * and the days still short (in a week still open, only those it can no longer make up) are its
 * latest undone ones. So the days add up to the period's rate.
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
    marks.fill(NONE, lo + days, hi + days + 1);
    for (const d of habit.protectedDays) if (d >= lo && d <= hi) marks[d + days] = PROTECTED;
    for (const d of habit.done) if (d >= lo && d <= hi) marks[d + days] = DONE;

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

    const { schedule } = habit;
    if (schedule.kind !== 'weekly') {
      const due = WEEKDAY_LABELS.map(
        (_, w) => schedule.kind === 'daily' || schedule.days.includes(w),
      );
      for (let d = lo; d <= hi; d += 1) {
        if (!due[weekday(d)]) continue;
        const mark = marks[d + days];
        if (mark === DONE) add(d, 1, 0, 1);
        else if (mark === PROTECTED) add(d, 0, 1, 0);
        else add(d, 0, 0, 1);
      }
      continue;
    }
    // A week part from `a` to `b`, inside one period: the periods are judged apart, as
    // `completionRateByDueDays` judges each range on its own.
    // The habit's last day: past it, no day of an open week is left to make a shortfall up.
    const lastDay = habit.archivedOn == null ? Infinity : daysBetween(start, habit.archivedOn) - 1;
    const weekPart = (a: number, b: number) => {
      const owed = Math.min(schedule.times, b - a + 1);
      const sunday = b + ((7 - weekday(b)) % 7);
      const daysLeft = Math.max(0, Math.min(sunday, lastDay) - b);
      let completed = 0;
      for (let d = a; d <= b && completed < owed; d += 1) {
        if (marks[d + days] === DONE) {
          add(d, 1, 0, 1);
          completed += 1;
        }
      }
      let excused = 0;
      for (let d = a; d <= b && completed + excused < owed; d += 1) {
        if (marks[d + days] === PROTECTED) {
          add(d, 0, 1, 0);
          excused += 1;
        }
      }
      let short = openWeekMisses(
        owed - completed - excused,
        schedule.times,
        completed + excused,
        daysLeft,
      );
      for (let d = b; d >= a && short > 0; d -= 1) {
        if (marks[d + days] === NONE) {
          add(d, 0, 0, 1);
          short -= 1;
        }
      }
    };
    for (const [rangeLo, rangeHi] of [
      [lo, Math.min(hi, -1)],
      [Math.max(lo, 0), hi],
    ] as const) {
      for (let a = rangeLo; a <= rangeHi;) {
        // The week's Sunday, or the period's end before it.
        const b = Math.min(rangeHi, a + ((7 - weekday(a)) % 7));
        weekPart(a, b);
        a = b + 1;
      }
    }
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
