import { addDays, isDue, type Day, type Habit, type Streak } from '@streakwise/shared';
import type { HabitRow } from '../../db/schema.js';
import { kindView, shownCount, todayProgress } from './habit-kinds.js';
import type { DayCount } from './habits.repository.js';

/** Groups rows by habit id. */
export function byHabit<T extends { habitId: string }>(rows: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.habitId);
    if (list) list.push(row);
    else map.set(row.habitId, [row]);
  }
  return map;
}

/**
 * The closed days of a view's window, [`since`, yesterday], oldest first: the days that may be
 * `missed`. Built once per list and shared by its habits.
 */
export function closedDays(since: Day, today: Day): Day[] {
  const days: Day[] = [];
  for (let day = since; day < today; day = addDays(day, 1)) days.push(day);
  return days;
}

type Completion = Habit['completions'][number];

/**
 * The window's habit-days and how each counts (docs/decisions/017-fair-streaks.md): a day with
 * check-ins is `done` when it reached the target it was given (decision 005), else `protected`
 * when protected, else `partial`; a protected day without check-ins is `protected`; a due day
 * from the habit's creation on, before today, with neither is `missed`. Today is open, so it is
 * never missed; a weekly habit owes weeks, not days, so none of its days is. A quit habit's day
 * over its limit is `missed` (unless protected), today's too: no later entry can keep it
 * (docs/decisions/032-habit-kinds.md). Counts are the person's numbers (`shownCount`). Oldest first.
 */
function statusesOf(
  row: Pick<HabitRow, 'schedule' | 'createdOn' | 'kind'>,
  recent: readonly DayCount[],
  protectedDays: ReadonlySet<Day>,
  closed: readonly Day[],
): Completion[] {
  const listed = new Map<Day, Completion>();
  const short = row.kind === 'quit' ? 'missed' : 'partial';
  for (const c of recent) {
    const status = c.count >= c.target ? 'done' : protectedDays.has(c.day) ? 'protected' : short;
    listed.set(c.day, { date: c.day, count: shownCount(row.kind, c), status });
  }
  for (const day of protectedDays) {
    if (!listed.has(day)) listed.set(day, { date: day, count: 0, status: 'protected' });
  }
  const { schedule, createdOn } = row;
  if (schedule.kind !== 'weekly') {
    for (const day of closed) {
      if (day >= createdOn && !listed.has(day) && isDue(schedule, day)) {
        listed.set(day, { date: day, count: 0, status: 'missed' });
      }
    }
  }
  // NOTE: without protections or missed days (every daily habit done each day) the rows already
  // come oldest first, as completionsBetween orders them; sorting keeps that order otherwise.
  return [...listed.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The Habit of docs/architecture.md §4: a whitelist of the row plus its schedule, the window's
 * day statuses, its streak, today and its rest days ahead. `protectedDays` are the habit's
 * protected days inside the window; `closed` the window's days before today (`closedDays`);
 * `strength` and `streakAtRisk` as habit-strength.ts gives them.
 */
export function toHabitView(
  row: HabitRow,
  recent: readonly DayCount[],
  streak: Streak,
  today: Day,
  window: {
    protectedDays: ReadonlySet<Day>;
    closed: readonly Day[];
    restDays: Habit['restDays'];
    strength: number;
    streakAtRisk: Habit['streakAtRisk'];
  },
): Habit {
  return {
    _id: row.id,
    name: row.name,
    category: row.category,
    ...kindView(row),
    icon: row.icon,
    color: row.color,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    archivedAt: row.archivedAt?.toISOString() ?? null,
    schedule:
      row.schedule.kind === 'weekdays'
        ? { kind: 'weekdays', days: [...row.schedule.days] }
        : row.schedule,
    completions: statusesOf(row, recent, window.protectedDays, window.closed),
    streak,
    strength: window.strength,
    streakAtRisk: window.streakAtRisk ?? null,
    today: {
      date: today,
      ...todayProgress(
        row,
        recent.find((c) => c.day === today),
      ),
    },
    restDays: window.restDays,
    reminder: reminderOf(row),
  };
}

/** The habit's own reminder as the API shows it: `days` left out when it follows the schedule. */
function reminderOf(row: Pick<HabitRow, 'reminderTime' | 'reminderDays'>): Habit['reminder'] {
  if (row.reminderTime === null) return null;
  return row.reminderDays
    ? { time: row.reminderTime, days: [...row.reminderDays] }
    : { time: row.reminderTime };
}
