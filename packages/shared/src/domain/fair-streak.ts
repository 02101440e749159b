import { addDays, weekDays, weekStart, type Day } from './day.js';
import { dueDaysBetween, FREEZE_MIN_STREAK, isDue, nextDueDay, type Schedule } from './schedule.js';
import type { Streak } from './streaks.js';

/** One habit's history as the fair streak reads it. Days may come in any order and repeat. */
export interface FairHistory {
  schedule: Schedule;
  /** The local day the habit was created: nothing before it counts or is owed. */
  createdOn: Day;
  /** Days whose count reached the target. */
  done: Iterable<Day>;
  /** Days skipped for rest or illness, on vacation, or covered by a used freeze. */
  protectedDays: Iterable<Day>;
}

export interface FreezePlanInput extends FairHistory {
  /** Freezes held before the first day of the range. */
  held: number;
  /** First day freezes may cover: the days before it were judged already. */
  from: Day;
  /** Last day judged, normally yesterday (today can still be done). */
  through: Day;
}

/** Where a walk through the history stops judging, and what it may freeze on the way. */
interface WalkRules {
  /** The first day that is not judged yet (today, or the day after `through`). */
  openFrom: Day;
  freezeFrom: Day;
  held: number;
}

interface Walk extends Streak {
  frozen: Day[];
}

/**
 * The one rule behind both exports, for daily and weekday schedules: walk the due days in order;
 * a done day adds 1 to the run, a protected one keeps the run without adding, a missed one before
 * `openFrom` ends it, unless a freeze covers it (held, on or after `freezeFrom`, run ≥
 * FREEZE_MIN_STREAK), which then acts as a protected day. Only the days that are done or
 * protected are visited, plus the due days in the gaps between them up to the first miss, so the
 * cost follows the history kept, not the habit's age.
 */
function walkDueDays(history: FairHistory, rules: WalkRules): Walk {
  const { schedule, createdOn } = history;
  const done = new Set(history.done);
  const kept = (day: Day) => day >= createdOn && day <= rules.openFrom && isDue(schedule, day);
  const events = [...new Set([...done, ...history.protectedDays])].filter(kept).sort();
  let run = 0;
  let longest = 0;
  let last: Day | undefined;
  let left = rules.held;
  const frozen: Day[] = [];
  const crossGap = (until: Day) => {
    if (last === undefined) return;
    for (let day = nextDueDay(schedule, last); day !== undefined && day < until;) {
      if (day < rules.freezeFrom || left <= 0 || run < FREEZE_MIN_STREAK) {
        run = 0;
        last = undefined;
        return;
      }
      frozen.push(day);
      left -= 1;
      last = day;
      day = nextDueDay(schedule, day);
    }
  };
  for (const day of events) {
    crossGap(day);
    if (done.has(day)) {
      run += 1;
      longest = Math.max(longest, run);
    }
    last = day;
  }
  crossGap(rules.openFrom);
  return { current: last === undefined ? 0 : run, longest, frozen };
}

/**
 * The same rule for a weekly schedule, a week at a time: a week is met when its done days reach
 * what it owes (`times`, or fewer in the creation week, see `dueDaysBetween`), and adds 1; kept
 * when done plus protected days reach it, and neither adds nor breaks; otherwise, once judged,
 * it breaks the run, unless freezes cover the whole shortfall (one a day: a partial cover would
 * not save the week, so none is spent). A freeze covers the week's latest undone days. The week
 * holding `openFrom` is in progress: it may be met, never broken.
 */
function walkWeeks(history: FairHistory, times: number, rules: WalkRules): Walk {
  const { createdOn } = history;
  const schedule: Schedule = { kind: 'weekly', times };
  const done = new Set(history.done);
  const guarded = new Set(history.protectedDays);
  const inRange = (day: Day) => day >= createdOn && day <= rules.openFrom;
  const tally = new Map<Day, { done: number; guarded: number }>();
  for (const day of new Set([...done, ...guarded])) {
    if (!inRange(day)) continue;
    const monday = weekStart(day);
    const week = tally.get(monday) ?? { done: 0, guarded: 0 };
    if (done.has(day)) week.done += 1;
    else week.guarded += 1;
    tally.set(monday, week);
  }
  const openWeek = weekStart(rules.openFrom);
  let run = 0;
  let longest = 0;
  let last: Day | undefined;
  let left = rules.held;
  const frozen: Day[] = [];

  const owed = (monday: Day) =>
    dueDaysBetween(schedule, monday < createdOn ? createdOn : monday, addDays(monday, 6));
  const freeze = (monday: Day, shortfall: number): boolean => {
    if (addDays(monday, 6) < rules.freezeFrom || run < FREEZE_MIN_STREAK || shortfall > left) {
      return false;
    }
    const undone = weekDays(monday).filter(
      (d) => d >= createdOn && !done.has(d) && !guarded.has(d),
    );
    frozen.push(...undone.slice(-shortfall));
    left -= shortfall;
    return true;
  };
  type Verdict = 'met' | 'kept' | 'open' | 'broken';
  const judge = (monday: Day): Verdict => {
    const week = tally.get(monday) ?? { done: 0, guarded: 0 };
    const need = owed(monday);
    if (week.done >= need) return 'met';
    if (week.done + week.guarded >= need) return 'kept';
    if (monday >= openWeek) return 'open';
    return freeze(monday, need - week.done - week.guarded) ? 'kept' : 'broken';
  };
  const crossGap = (until: Day) => {
    if (last === undefined) return;
    for (let monday = addDays(last, 7); monday < until; monday = addDays(monday, 7)) {
      if (judge(monday) !== 'kept') {
        run = 0;
        last = undefined;
        return;
      }
      last = monday;
    }
  };

  for (const monday of [...tally.keys()].sort()) {
    crossGap(monday);
    const verdict = judge(monday);
    if (verdict === 'open') continue;
    if (verdict === 'broken') {
      run = 0;
      last = undefined;
      continue;
    }
    if (verdict === 'met') {
      run += 1;
      longest = Math.max(longest, run);
    }
    last = monday;
  }
  crossGap(openWeek);
  return { current: last === undefined ? 0 : run, longest, frozen };
}

function walk(history: FairHistory, rules: WalkRules): Walk {
  const { schedule } = history;
  return schedule.kind === 'weekly'
    ? walkWeeks(history, schedule.times, rules)
    : walkDueDays(history, rules);
}

/**
 * A streak that only asks for what the schedule owes. Daily and weekday habits count due days: a
 * done due day adds 1, a protected one keeps the run alive without adding, a missed one before
 * today ends it, and today not done yet never does. Days not due are ignored, done or not, so a
 * streak never exceeds the due days since creation. Weekly habits count weeks the same way (met
 * adds, kept holds, a short past week ends it, this week never does). With the daily schedule and
 * nothing protected this is exactly `computeStreak`.
 */
export function computeFairStreak(input: FairHistory & { today: Day }): Streak {
  const { current, longest } = walk(input, {
    openFrom: input.today,
    freezeFrom: input.today,
    held: 0,
  });
  return { current, longest };
}

/**
 * The days the held freezes should cover, in order, judging [`from`, `through`] in time order.
 *
 * Rule: a missed due day is frozen when a freeze is held and the streak just before it is at
 * least FREEZE_MIN_STREAK done days (protected and frozen days keep a run but do not count, and
 * there is no reset between them). So two missed days in a row after a 5-day run use both of two
 * freezes, and the streak goes on at 5; one freeze per day, never more than `held`. Each day is
 * decided on the past alone (a freeze spent on a day is not taken back because the next day is
 * missed too), so one call over a range gives the same days as a call every morning.
 *
 * A weekly habit freezes a short week instead, once the week is over (its Sunday in the range),
 * spending one freeze per day it fell short, only when the run of weeks is at least
 * FREEZE_MIN_STREAK and the held freezes cover the whole shortfall; the days frozen are the
 * week's latest undone ones, which may fall before `from` when the range starts mid-week.
 *
 * The caller records each day returned as a protected day and takes the freezes off the balance.
 */
export function planFreezes(input: FreezePlanInput): Day[] {
  if (input.held <= 0 || input.from > input.through) return [];
  return walk(input, {
    openFrom: addDays(input.through, 1),
    freezeFrom: input.from,
    held: input.held,
  }).frozen;
}
