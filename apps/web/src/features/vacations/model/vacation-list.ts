import {
  addDays,
  daysBetween,
  isDay,
  localDay,
  VACATION_MAX_DAYS,
  type Day,
  type Vacation,
} from '@streakwise/shared';
import { formatDay, SHORT_DAY } from '../../../lib/day-format';

export type VacationPhase = 'current' | 'upcoming' | 'past';

export interface ListedVacation {
  vacation: Vacation;
  phase: VacationPhase;
}

/** Today in the account's zone; the browser's own when the stored name is unknown to it. */
export function todayIn(timeZone: string | undefined): Day {
  const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
  try {
    return localDay(new Date(), timeZone ?? browser);
  } catch {
    return localDay(new Date(), browser);
  }
}

export function phaseOf(vacation: Pick<Vacation, 'from' | 'to'>, today: Day): VacationPhase {
  if (vacation.to < today) return 'past';
  return vacation.from > today ? 'upcoming' : 'current';
}

/**
 * What still matters first: the vacation under way and those to come, soonest first; then the past
 * ones, latest first.
 */
export function arrangeVacations(vacations: readonly Vacation[], today: Day): ListedVacation[] {
  const listed = vacations.map((vacation) => ({ vacation, phase: phaseOf(vacation, today) }));
  const ahead = listed
    .filter((item) => item.phase !== 'past')
    .sort((a, b) => a.vacation.from.localeCompare(b.vacation.from));
  const past = listed
    .filter((item) => item.phase === 'past')
    .sort((a, b) => b.vacation.to.localeCompare(a.vacation.to));
  return [...ahead, ...past];
}

/** Days in the vacation, both ends included. */
export const vacationDays = (from: Day, to: Day) => daysBetween(from, to) + 1;

/**
 * The last day a vacation starting on `from` may end on; none while the date field holds no whole
 * day (empty, or a year of five digits typed into it, which once blanked the page).
 */
export const lastAllowedDay = (from: string): Day | undefined =>
  isDay(from) ? addDays(from, VACATION_MAX_DAYS - 1) : undefined;

const dayWithWeekday = (day: Day) => formatDay(day, SHORT_DAY);

/** "Mon 24 Nov – Sun 30 Nov 2025", or one day "Mon 24 Nov 2025"; the year is said once. */
export function formatRange(from: Day, to: Day): string {
  const year = to.slice(0, 4);
  if (from === to) return `${dayWithWeekday(from)} ${year}`;
  const start =
    from.slice(0, 4) === year
      ? dayWithWeekday(from)
      : `${dayWithWeekday(from)} ${from.slice(0, 4)}`;
  return `${start} – ${dayWithWeekday(to)} ${year}`;
}
