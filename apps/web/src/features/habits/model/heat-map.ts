import { addDays, monthStart, type Day, type Habit } from '@streakwise/shared';

/** Four shades: none, one, two, three or more habits completed (docs/product.md §2). */
export type HeatLevel = 0 | 1 | 2 | 3;

export interface HeatMapDay {
  day: Day;
  /** Habits that reached their target that day; null for days still to come. */
  count: number | null;
  level: HeatLevel;
  isToday: boolean;
}

export interface HeatMapMonth {
  /** Empty cells before the 1st so the grid starts on a Monday. */
  leadingBlanks: number;
  days: HeatMapDay[];
}

export function heatLevel(count: number): HeatLevel {
  if (count >= 3) return 3;
  return count <= 0 ? 0 : (count as HeatLevel);
}

/** How many habits reached their daily target on each day (the target of that day). */
export function completedPerDay(habits: readonly Habit[]): Map<Day, number> {
  const perDay = new Map<Day, number>();
  for (const habit of habits) {
    for (const { date, status } of habit.completions) {
      if (status === 'done') perDay.set(date, (perDay.get(date) ?? 0) + 1);
    }
  }
  return perDay;
}

/** The month containing `today`, Monday first, every day counted. */
export function heatMapMonth(today: Day, habits: readonly Habit[]): HeatMapMonth {
  const first = monthStart(today);
  const month = first.slice(0, 7);
  const perDay = completedPerDay(habits);
  const days: HeatMapDay[] = [];
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) {
    const count = day > today ? null : (perDay.get(day) ?? 0);
    days.push({ day, count, level: heatLevel(count ?? 0), isToday: day === today });
  }
  const weekday = new Date(`${first}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return { leadingBlanks: (weekday + 6) % 7, days };
}
