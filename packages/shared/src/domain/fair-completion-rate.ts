import { type HabitDays, type RateTally, toRate } from './completion-rate.js';
import { addDays, weekStart, type Day } from './day.js';
import { dueDaysBetween, isDue, type Schedule } from './schedule.js';

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
 * `completionRate` over due days instead of calendar days: a weekday habit is not marked down for
 * its weekends, nor a 3-a-week habit for the other 4 days. A protected due day is excused rather
 * than failed, so a sick week does not drag the rate down; it is counted apart. A weekly habit
 * owes `times` days per week (fewer for a week only partly inside the range or its life, see
 * `dueDaysBetween`), and a week counts at most that many done or protected days. With daily
 * schedules and nothing protected this is `completionRate`.
 */
export function completionRateByDueDays(
  habits: readonly ScheduledHabitDays[],
  from: Day,
  to: Day,
): DueRateTally {
  let completed = 0;
  let excused = 0;
  let possible = 0;
  for (const habit of habits) {
    const start = from > habit.createdOn ? from : habit.createdOn;
    const archivedBefore = habit.archivedOn == null ? to : addDays(habit.archivedOn, -1);
    const end = archivedBefore < to ? archivedBefore : to;
    if (start > end) continue;
    const guarded = habit.protectedDays ?? new Set<Day>();
    const tally = habit.schedule.kind === 'weekly' ? tallyWeeks : tallyDays;
    const counts = tally(habit, guarded, start, end);
    completed += counts.completed;
    excused += counts.protected;
    possible += counts.possible;
  }
  return { completed, protected: excused, possible, rate: toRate(completed, possible) };
}

type Tally = Omit<DueRateTally, 'rate'>;

/** Due days of a daily or weekday habit from `start` to `end`, its lifetime already clipped. */
function tallyDays(
  habit: ScheduledHabitDays,
  guarded: ReadonlySet<Day>,
  start: Day,
  end: Day,
): Tally {
  const tally: Tally = { completed: 0, protected: 0, possible: 0 };
  for (let day = start; day <= end; day = addDays(day, 1)) {
    if (!isDue(habit.schedule, day)) continue;
    if (habit.doneDays.has(day)) {
      tally.completed += 1;
      tally.possible += 1;
    } else if (guarded.has(day)) {
      tally.protected += 1;
    } else {
      tally.possible += 1;
    }
  }
  return tally;
}

/** A weekly habit's owed days, a week (or the part of one inside the range) at a time. */
function tallyWeeks(
  habit: ScheduledHabitDays,
  guarded: ReadonlySet<Day>,
  start: Day,
  end: Day,
): Tally {
  const tally: Tally = { completed: 0, protected: 0, possible: 0 };
  for (let monday = weekStart(start); monday <= end; monday = addDays(monday, 7)) {
    const first = monday < start ? start : monday;
    const sunday = addDays(monday, 6);
    const last = sunday < end ? sunday : end;
    const owed = dueDaysBetween(habit.schedule, first, last);
    let done = 0;
    let kept = 0;
    for (let day = first; day <= last; day = addDays(day, 1)) {
      if (habit.doneDays.has(day)) done += 1;
      else if (guarded.has(day)) kept += 1;
    }
    const completed = Math.min(done, owed);
    const excused = Math.min(kept, owed - completed);
    tally.completed += completed;
    tally.protected += excused;
    tally.possible += owed - excused;
  }
  return tally;
}
