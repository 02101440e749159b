import { addDays, monthStart, type Day } from '@streakwise/shared';

export interface MonthDays {
  /** Empty cells before the 1st so a grid starts on a Monday. */
  leadingBlanks: number;
  days: Day[];
}

/** The days of the month holding `day`, and where the 1st falls in a Monday-first week. */
export function monthDays(day: Day): MonthDays {
  const first = monthStart(day);
  const month = first.slice(0, 7);
  const days: Day[] = [];
  for (let d = first; d.startsWith(month); d = addDays(d, 1)) days.push(d);
  const weekday = new Date(`${first}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return { leadingBlanks: (weekday + 6) % 7, days };
}

/** The 1st of the month before (-1) or after (+1) the month holding `day`. */
export function otherMonth(day: Day, step: -1 | 1): Day {
  const first = monthStart(day);
  return monthStart(step < 0 ? addDays(first, -1) : addDays(first, 31));
}
