import type { Habit, HabitKind } from '@streakwise/shared';
import { HABIT_KIND_TEXTS as K, HABITS_TEXTS } from '../habits-texts';
import { PAST_DAYS_TEXTS } from '../past-days-texts';

/*
 * The one place that words a habit's numbers by its kind (docs/decisions/032-habit-kinds.md): a
 * count's check-ins ("2/3"), a measure's amount ("2.5 of 5 km today"), a quit habit's slips
 * against its limit ("3 of at most 2 today — over"). Screens call these, never test the kind.
 */

/** A habit made before kinds (or a reply replayed from then) is a count. */
export const kindOf = (habit: Pick<Habit, 'kind'>): HabitKind => habit.kind ?? 'count';

/** An amount as people write it: at most two decimals, no trailing zeros ("2.5", "1,200"). */
export function formatAmount(value: number): string {
  return value.toLocaleString('en-GB', { maximumFractionDigits: 2 });
}

/** The target a day of the habit is judged against now: check-ins, an amount, or a limit. */
export function currentTarget(habit: Habit): number {
  const kind = kindOf(habit);
  if (kind === 'measure') return habit.target ?? habit.today.target;
  if (kind === 'quit') return habit.limit ?? habit.today.target;
  return habit.dailyTarget;
}

/** A day is done (a quit habit's, kept) with `completed` of `target`. */
export function reaches(habit: Pick<Habit, 'kind'>, completed: number, target: number): boolean {
  return kindOf(habit) === 'quit' ? completed <= target : completed >= target;
}

/** The day's progress line of the card: "2/3", "2.5 of 5 km today", "0 of at most 2 today". */
export function progressText(
  habit: Habit,
  completed: number,
  target: number,
  when: 'today' | 'yesterday' = 'today',
): string {
  const kind = kindOf(habit);
  if (kind === 'measure') {
    return K.measureProgress(
      formatAmount(completed),
      formatAmount(target),
      habit.unit ?? '',
      K[when],
    );
  }
  if (kind === 'quit') return K.quitProgress(completed, target, completed > target, K[when]);
  return `${completed}/${target}`;
}

/** The streak line: "4 day streak", "2 week streak", or a quit habit's "Kept 12 days". */
export function streakText(habit: Habit): string {
  if (kindOf(habit) === 'quit') return K.keptDays(habit.streak.current);
  return habit.schedule.kind === 'weekly'
    ? HABITS_TEXTS.streakWeeks(habit.streak.current)
    : HABITS_TEXTS.streakCurrent(habit.streak.current);
}

/** A past day as the calendar names it: "Monday 3 November: 2 of 2", "…: 1 of at most 2, kept". */
export function dayText(habit: Habit, dayName: string, count: number, target: number): string {
  const kind = kindOf(habit);
  if (kind === 'measure') {
    return K.dayMeasureLabel(dayName, formatAmount(count), formatAmount(target), habit.unit ?? '');
  }
  if (kind === 'quit') return K.dayQuitLabel(dayName, count, target);
  return PAST_DAYS_TEXTS.dayLabel(dayName, count, target);
}

/** The Undo button's name: it takes back the last check-in, entry or slip of today. */
export function undoText(habit: Habit): string {
  const kind = kindOf(habit);
  if (kind === 'measure') return K.undoEntry(habit.name);
  if (kind === 'quit') return K.undoSlip(habit.name);
  return HABITS_TEXTS.undoHabit(habit.name);
}

/** What a calendar cell shows beside the date: a measure's amount, a quit habit's slips. */
export function dayCellText(habit: Habit, count: number): string | null {
  const kind = kindOf(habit);
  if (kind === 'measure') return count > 0 ? formatAmount(count) : null;
  if (kind === 'quit') return String(count);
  return null;
}
