import {
  addDays,
  completionRateByDueDays,
  computeFairStreak,
  fromHundredths,
  isDue,
  weekdayOf,
  WEEKDAY_NAMES,
  type Day,
  type HabitKind,
  type Schedule,
} from '@streakwise/shared';

/*
 * The facts a coaching note is written from (docs/decisions/039-coaching.md): pure arithmetic on
 * one person's habits over one range, on due days as every rate in the app is counted
 * (packages/shared/src/domain/fair-completion-rate.ts). Every number a note may say is in here.
 */

const nameOf = (weekday: number): string => WEEKDAY_NAMES[weekday] ?? 'Sunday';

/** Below this many due habit-days in the range the note says it has too little to go on. */
export const MIN_DUE_DAYS = 3;
/** A check-in this many hours after the usual hour (or on a later day) is a late one. */
export const LATE_AFTER_HOURS = 3;
/** A run shorter than this is not called a broken streak. */
const MIN_BROKEN_STREAK = 2;

/** The first check-in of a habit on one day, at the local hour it was made. */
export interface CheckInMoment {
  day: Day;
  /** 0–23, in the person's time zone. */
  hour: number;
  /** Made on a local day after the day it counts for (logged late). */
  later: boolean;
}

export interface CoachingHabitInput {
  id: string;
  name: string;
  kind: HabitKind;
  unit: string | null;
  /** As stored: a measure's target in hundredths (docs/decisions/032-habit-kinds.md). */
  dailyTarget: number;
  createdOn: Day;
  schedule: Schedule;
  /** Days it reached that day's target, up to the range's end, any distance back. */
  done: readonly Day[];
  /** Protected days (skipped, on vacation, frozen) up to the range's end, any distance back. */
  protectedDays: readonly Day[];
  checkIns: readonly CheckInMoment[];
}

export interface HabitFacts {
  habitId: string;
  habitName: string;
  kind: HabitKind;
  /** In the person's numbers; a measure's unit, null for the other kinds. */
  target: number;
  unit: string | null;
  /** Due habit-days owed in the range (protected ones left out), those kept, and those missed. */
  dueDays: number;
  keptDays: number;
  missedDays: number;
  protectedDays: number;
  /** The weekday most of its misses fell on; null without a miss (or for a weekly habit). */
  missWeekday: { weekday: string; misses: number } | null;
  /** Its usual check-in hour and how many check-ins came late; null without check-ins. */
  checkIns: { days: number; usualHour: number; lateFromHour: number; late: number } | null;
  /** The longest run a miss in the range ended; null when none did. */
  streakBreak: { length: number; weekday: string } | null;
}

export interface CoachingFacts {
  range: { start: Day; end: Day };
  minimumDueDays: number;
  /** Habits that existed in the range. */
  habitCount: number;
  dueDays: number;
  keptDays: number;
  /** Over all habits: the weekday most misses fell on. */
  missWeekday: { weekday: string; misses: number } | null;
  habits: HabitFacts[];
}

/** The weekday with the most of these days, the earliest in the week on a tie. */
function busiestWeekday(days: readonly Day[]): { weekday: string; misses: number } | null {
  const counts = new Array<number>(7).fill(0);
  for (const day of days) counts[weekdayOf(day)] = (counts[weekdayOf(day)] ?? 0) + 1;
  // Monday first, as the analytics weekdays read.
  const order = [1, 2, 3, 4, 5, 6, 0];
  let best: number | null = null;
  for (const weekday of order) {
    if ((counts[weekday] ?? 0) > (best === null ? 0 : (counts[best] ?? 0))) best = weekday;
  }
  return best === null ? null : { weekday: nameOf(best), misses: counts[best] ?? 0 };
}

/** The lower median of the on-time hours, so one night-owl check-in does not move it. */
function checkInFacts(moments: readonly CheckInMoment[]): HabitFacts['checkIns'] {
  if (moments.length === 0) return null;
  const onTime = moments.filter((m) => !m.later).map((m) => m.hour);
  const hours = (onTime.length > 0 ? onTime : moments.map((m) => m.hour)).sort((a, b) => a - b);
  const usualHour = hours[Math.floor((hours.length - 1) / 2)] ?? 0;
  const lateFromHour = usualHour + LATE_AFTER_HOURS;
  const late = moments.filter((m) => m.later || m.hour >= lateFromHour).length;
  return { days: moments.length, usualHour, lateFromHour, late };
}

function habitFacts(
  habit: CoachingHabitInput,
  start: Day,
  end: Day,
  today: Day,
): { facts: HabitFacts; missed: Day[] } {
  const done = new Set(habit.done);
  const guarded = new Set(habit.protectedDays);
  // Today is still in progress: counted once done, never missed.
  const lastFull = end < today ? end : addDays(today, -1);
  const tally = completionRateByDueDays(
    [
      {
        createdOn: habit.createdOn,
        schedule: habit.schedule,
        doneDays: done,
        protectedDays: guarded,
      },
    ],
    start,
    lastFull,
  );
  const doneToday =
    end >= today && habit.createdOn <= today && isDue(habit.schedule, today) && done.has(today);
  const missed: Day[] = [];
  let broken: HabitFacts['streakBreak'] = null;
  const first = habit.createdOn > start ? habit.createdOn : start;
  // The run going into the range, the first day left open (docs/decisions/017-fair-streaks.md);
  // then the same rule day by day: a done due day adds 1, a protected one holds, a miss ends it.
  let run = computeFairStreak({
    schedule: habit.schedule,
    createdOn: habit.createdOn,
    done: habit.done.filter((d) => d < first),
    protectedDays: habit.protectedDays.filter((d) => d < first),
    today: first,
  }).current;
  for (let day = first; day <= lastFull; day = addDays(day, 1)) {
    if (!isDue(habit.schedule, day)) continue;
    if (done.has(day)) {
      run += 1;
      continue;
    }
    if (guarded.has(day)) continue;
    missed.push(day);
    if (run >= MIN_BROKEN_STREAK && run > (broken?.length ?? 0)) {
      broken = { length: run, weekday: nameOf(weekdayOf(day)) };
    }
    run = 0;
  }
  const dueDays = tally.possible + (doneToday ? 1 : 0);
  const keptDays = tally.completed + (doneToday ? 1 : 0);
  const inRange = habit.checkIns.filter((c) => c.day >= start && c.day <= end);
  const facts: HabitFacts = {
    habitId: habit.id,
    habitName: habit.name,
    kind: habit.kind,
    target: habit.kind === 'measure' ? fromHundredths(habit.dailyTarget) : habit.dailyTarget,
    unit: habit.kind === 'measure' ? habit.unit : null,
    dueDays,
    keptDays,
    missedDays: dueDays - keptDays,
    protectedDays: tally.protected,
    missWeekday: busiestWeekday(missed),
    // A quit habit's check-ins are slips: their hour says nothing about keeping it.
    checkIns: habit.kind === 'quit' ? null : checkInFacts(inRange),
    streakBreak: broken,
  };
  return { facts, missed };
}

/**
 * The facts of the habits that existed in [`start`, `end`] (the caller passes active habits
 * only), `today` being the person's local day (in progress, so never a miss).
 */
export function coachingFacts(input: {
  start: Day;
  end: Day;
  today: Day;
  habits: readonly CoachingHabitInput[];
}): CoachingFacts {
  const read = input.habits
    .filter((h) => h.createdOn <= input.end)
    .map((h) => habitFacts(h, input.start, input.end, input.today));
  const habits = read.map((r) => r.facts);
  return {
    range: { start: input.start, end: input.end },
    minimumDueDays: MIN_DUE_DAYS,
    habitCount: habits.length,
    dueDays: habits.reduce((sum, h) => sum + h.dueDays, 0),
    keptDays: habits.reduce((sum, h) => sum + h.keptDays, 0),
    missWeekday: busiestWeekday(read.flatMap((r) => r.missed)),
    habits,
  };
}
