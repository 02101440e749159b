import { type HabitDays, type RateTally, toRate } from './completion-rate.js';
import { addDays, daysBetween, weekdayOf, type Day } from './day.js';
import type { Schedule } from './schedule.js';

export interface ScheduledHabitDays extends HabitDays {
  schedule: Schedule;
  /** Days skipped for rest or illness, on vacation, or covered by a freeze. */
  protectedDays?: ReadonlySet<Day>;
}

export interface DueRateTally extends RateTally {
  /** Due habit-days excused by protection (and not done): left out of `possible`. */
  protected: number;
}

/**
 * THE completion rate of a period, on every screen, e-mail and file
 * (docs/decisions/040-one-rule-per-figure.md): kept due habit-days ÷ due habit-days. A habit counts
 * from its creation day up to the day before its archive day, only on the days its schedule owes
 * (a weekday habit is not marked down for its weekends). A due day counts as kept when it reached
 * that day's target (a quit habit's kept day, a measure's amount reached: `doneDays`). A protected
 * due day (rest, illness, vacation, freeze) not kept is left out of `possible` and counted in
 * `protected`. A weekly habit owes `times` days per Monday-to-Sunday week, fewer for a week only
 * partly inside its life (`dueDaysBetween`), and a week counts at most that many kept or protected
 * days. A week the range ends inside of (this week, so far) is still open: only the misses the
 * rest of that week could no longer make up count, so a 3-a-week habit is not behind on Monday.
 */
export function completionRateByDueDays(
  habits: readonly ScheduledHabitDays[],
  from: Day,
  to: Day,
): DueRateTally {
  const tally: Tally = { completed: 0, protected: 0, possible: 0 };
  const add = (_day: number, completed: number, excused: number, possible: number) => {
    tally.completed += completed;
    tally.protected += excused;
    tally.possible += possible;
  };
  const firstWeekday = weekdayOf(from);
  for (const habit of habits) {
    const start = from > habit.createdOn ? from : habit.createdOn;
    const archivedBefore = habit.archivedOn == null ? to : addDays(habit.archivedOn, -1);
    const end = archivedBefore < to ? archivedBefore : to;
    if (start > end) continue;
    const guarded = habit.protectedDays ?? new Set<Day>();
    const mark = (d: number): DayMark => {
      const day = addDays(from, d);
      return habit.doneDays.has(day) ? MARK_DONE : guarded.has(day) ? MARK_PROTECTED : MARK_NONE;
    };
    tallyDueDays(
      {
        schedule: habit.schedule,
        weekday: (d) => (firstWeekday + d) % 7,
        mark,
        lastDay: habit.archivedOn == null ? Infinity : daysBetween(from, archivedBefore),
      },
      daysBetween(from, start),
      daysBetween(from, end),
      add,
    );
  }
  return { ...tally, rate: toRate(tally.completed, tally.possible) };
}

type Tally = Omit<DueRateTally, 'rate'>;

/** What a habit-day holds: nothing, its target reached, or protected (and not done). */
export type DayMark = 0 | 1 | 2;
export const MARK_NONE: DayMark = 0;
export const MARK_DONE: DayMark = 1;
export const MARK_PROTECTED: DayMark = 2;

/** One habit as `tallyDueDays` reads it, its days as offsets from some first day. */
export interface DueDaysInput {
  schedule: Schedule;
  /** The weekday (Sunday = 0) of an offset. */
  weekday: (d: number) => number;
  mark: (d: number) => DayMark;
  /** The habit's last day (the day before its archive day), Infinity while it is active. */
  lastDay: number;
}

/**
 * The rule of `completionRateByDueDays` for one habit over the days `a` to `b` (offsets, its
 * lifetime already clipped), day by day: `add(d, completed, protected, possible)` lands each
 * owed habit-day on its day, so the days add up to the range's tally (the Analytics charts sum
 * them per day, weekday and category: premium/analytics-tally.ts). A due day of a daily or weekday
 * habit lands where it falls. A weekly habit's week (or the part of it inside the range) owes
 * min(`times`, its days), met by its first done days, then excused by its first protected ones;
 * the days still short (in a week still open, only those it can no longer make up) are its latest
 * undone ones.
 */
export function tallyDueDays(
  habit: DueDaysInput,
  a: number,
  b: number,
  add: (d: number, completed: number, excused: number, possible: number) => void,
): void {
  const { schedule, weekday, mark } = habit;
  if (schedule.kind !== 'weekly') {
    const due = [0, 1, 2, 3, 4, 5, 6].map(
      (w) => schedule.kind === 'daily' || schedule.days.includes(w),
    );
    for (let d = a; d <= b; d += 1) {
      if (!due[weekday(d)]) continue;
      const m = mark(d);
      if (m === MARK_DONE) add(d, 1, 0, 1);
      else if (m === MARK_PROTECTED) add(d, 0, 1, 0);
      else add(d, 0, 0, 1);
    }
    return;
  }
  for (let first = a; first <= b;) {
    // The week's Sunday, or the range's end before it.
    const last = Math.min(b, first + ((7 - weekday(first)) % 7));
    weekPart(schedule.times, habit, first, last, add);
    first = last + 1;
  }
}

/** A weekly habit's week part from `a` to `b`, inside one week and one range. */
function weekPart(
  times: number,
  habit: DueDaysInput,
  a: number,
  b: number,
  add: (d: number, completed: number, excused: number, possible: number) => void,
): void {
  const owed = Math.min(times, b - a + 1);
  const sunday = b + ((7 - habit.weekday(b)) % 7);
  const daysLeft = Math.max(0, Math.min(sunday, habit.lastDay) - b);
  const marks: DayMark[] = [];
  for (let d = a; d <= b; d += 1) marks.push(habit.mark(d));
  let completed = 0;
  for (let d = a; d <= b && completed < owed; d += 1) {
    if (marks[d - a] === MARK_DONE) {
      add(d, 1, 0, 1);
      completed += 1;
    }
  }
  let excused = 0;
  for (let d = a; d <= b && completed + excused < owed; d += 1) {
    if (marks[d - a] === MARK_PROTECTED) {
      add(d, 0, 1, 0);
      excused += 1;
    }
  }
  let short = openWeekMisses(owed - completed - excused, times, completed + excused, daysLeft);
  for (let d = b; d >= a && short > 0; d -= 1) {
    if (marks[d - a] === MARK_NONE) {
      add(d, 0, 0, 1);
      short -= 1;
    }
  }
}

/**
 * The misses of a week part: all of its `short` days, unless days of the week remain after it
 * (`daysLeft`), which could still make up `times − met` of them; only the rest count.
 */
export function openWeekMisses(
  short: number,
  times: number,
  met: number,
  daysLeft: number,
): number {
  return Math.max(0, Math.min(short, times - met - daysLeft));
}
