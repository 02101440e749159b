import type { PointsTally } from '../domain/points.js';

/*
 * How a figure is named next to its number, on every screen, e-mail and file: its name, its
 * period, and what it leaves out (docs/decisions/040-one-rule-per-figure.md). The rules are
 * `completionRateByDueDays` and `pointsTally` in packages/shared/src/domain.
 */

export const FIGURE_NAMES = {
  completionRate: 'Completion rate',
  points: 'Points',
} as const;

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "Mon 30 Nov": a local day, as the figures' periods name it. */
export function figureDay(day: string): string {
  // en-GB writes "Mon, 30 Nov" in some engines and "Mon 30 Nov" in others.
  return dayFormat.format(new Date(`${day}T00:00:00Z`)).replace(',', '');
}

/** "Mon 30 Nov – today", or "Mon 23 Nov – Sun 29 Nov": the days a figure covers, both included. */
export function figurePeriod(from: string, to: string, today?: string): string {
  return `${figureDay(from)} – ${to === today ? 'today' : figureDay(to)}`;
}

/** "Completion rate, this week (Mon 30 Nov – today)". */
export function figureTitle(
  name: string,
  period: string,
  from: string,
  to: string,
  today?: string,
) {
  return `${name}, ${period} (${figurePeriod(from, to, today)})`;
}

/** "2 of 3 due habit-days" */
export function dueHabitDays(completed: number, possible: number): string {
  return `${completed} of ${possible} due habit-${possible === 1 ? 'day' : 'days'}`;
}

/** Protected days are neither kept nor missed: a figure says how many it left out. */
export function protectedLeftOut(count: number): string {
  return `${count} protected habit-${count === 1 ? 'day' : 'days'} left out`;
}

/** "earned: 430 · spent: 200 · taken back: 0 · net: 230" */
export function pointsBreakdown(points: PointsTally): string {
  return `earned: ${points.earned} · spent: ${points.spent} · taken back: ${points.takenBack} · net: ${points.net}`;
}
