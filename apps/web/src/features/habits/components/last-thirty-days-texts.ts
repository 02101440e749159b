/** The wording of the Overview's "Last 30 days" panel (Pro and Premium) and its Free teaser. */
export const LAST_THIRTY_DAYS_TEXTS = {
  title: 'Last 30 days',
  subtitle: 'Due habit-days done, each habit counted from the day you added it',
  overall: 'Completion rate',
  byWeekday: 'By weekday',
  byHabit: 'By habit',
  percent: (rate: number) => `${Math.round(rate)}%`,
  none: '–',
  habitDays: (completed: number, possible: number) =>
    `${completed} of ${possible} habit-${possible === 1 ? 'day' : 'days'}`,
  protectedDays: (count: number) => `${count} protected left out`,
  weekdayLabel: (day: string, rate: string, completed: number, possible: number) =>
    possible === 0
      ? `${day}: no habit-days yet`
      : `${day}: ${rate}, ${completed} of ${possible} habit-${possible === 1 ? 'day' : 'days'}`,
  habitDetail: (completed: number, possible: number) =>
    `Target reached on ${completed} of ${possible} due ${possible === 1 ? 'day' : 'days'}`,
  andMore: (count: number) => `and ${count} more`,
  empty: 'Add a habit and check in to see your last 30 days here.',
  teaser: 'Pro adds a “Last 30 days” summary here: your completion rate by weekday and by habit.',
  teaserLink: 'See Pro',
} as const;
