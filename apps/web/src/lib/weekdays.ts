/** A weekday as the API counts it (Sunday = 0) and as the screen names it. */
export interface Weekday {
  value: number;
  short: string;
  long: string;
}

/** Monday first on screen, as a British week reads; the values stay Sunday = 0. */
export const WEEKDAYS: readonly Weekday[] = [
  { value: 1, short: 'Mon', long: 'Monday' },
  { value: 2, short: 'Tue', long: 'Tuesday' },
  { value: 3, short: 'Wed', long: 'Wednesday' },
  { value: 4, short: 'Thu', long: 'Thursday' },
  { value: 5, short: 'Fri', long: 'Friday' },
  { value: 6, short: 'Sat', long: 'Saturday' },
  { value: 0, short: 'Sun', long: 'Sunday' },
];

/** Adds or removes a day; the list stays sorted so the request reads 0..6. */
export function toggleDay(days: readonly number[], day: number): number[] {
  const next = days.includes(day) ? days.filter((d) => d !== day) : [...days, day];
  return next.sort((a, b) => a - b);
}
