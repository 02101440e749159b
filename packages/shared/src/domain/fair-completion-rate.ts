import { type HabitDays, type RateTally, toRate } from './completion-rate.js';
import { addDays, daysBetween, weekStart, type Day } from './day.js';
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
  let completed = 0;
  let excused = 0;
  let possible = 0;
  for (const habit of habits) {
    const start = from > habit.createdOn ? from : habit.createdOn;
    const archivedBefore = habit.archivedOn == null ? to : addDays(habit.archivedOn, -1);
    const end = archivedBefore < to ? archivedBefore : to;
    if (start > end) continue;
    const guarded = habit.protectedDays ?? new Set<Day>();
    const counts =
      habit.schedule.kind === 'weekly'
        ? tallyWeeks(habit, guarded, start, end, habit.archivedOn == null ? null : archivedBefore)
        : tallyDays(habit, guarded, start, end);
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

/**
 * A weekly habit's owed days, a week (or the part of one inside the range) at a time. `lastDay`:
 * the habit's last day (the day before its archive day), null while it is active; the days of the
 * range's last week after `end` and up to it are the days left to make up a shortfall.
 */
function tallyWeeks(
  habit: ScheduledHabitDays,
  guarded: ReadonlySet<Day>,
  start: Day,
  end: Day,
  lastDay: Day | null,
): Tally {
  const tally: Tally = { completed: 0, protected: 0, possible: 0 };
  const times = habit.schedule.kind === 'weekly' ? habit.schedule.times : 7;
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
    const weekEnd = lastDay !== null && lastDay < sunday ? lastDay : sunday;
    const daysLeft = last < weekEnd ? daysBetween(last, weekEnd) : 0;
    tally.completed += completed;
    tally.protected += excused;
    tally.possible +=
      completed + openWeekMisses(owed - completed - excused, times, completed + excused, daysLeft);
  }
  return tally;
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
