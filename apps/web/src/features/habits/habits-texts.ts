import { MESSAGES } from '@streakwise/shared';

/** Texts the spec (§2) or the brief quote; they must stay verbatim. */
export const DASHBOARD_SPEC_TEXTS = {
  completedToday: (done: number, total: number) => `completed ${done} of ${total} habits today`,
  totalPoints: 'Total Points',
  activeHabits: 'Active Habits',
  badgesEarned: 'Badges Earned',
  overview: 'Overview',
  myHabits: 'My Habits',
  aiSuggestions: 'AI Suggestions',
  analytics: 'Analytics',
  goals: 'Goals',
  export: 'Export',
  premiumTag: 'Premium',
  addHabit: 'Add Habit',
  viewAll: 'View all',
  goalDone: MESSAGES.habitAlreadyComplete,
  plusOne: (left: number) => `+1 (${left} left)`,
  completeAll: 'Complete All',
  markComplete: 'Mark Complete',
  undo: 'Undo',
  cancel: 'Cancel',
  delete: 'Delete',
  switchZone: 'Switch',
  keepZone: 'Keep',
  timezoneNotice: (stored: string, browser: string) =>
    `Your days are counted in ${stored}. Switch to ${browser}?`,
  /** e.g. "Free plan: 3 of 3 habits used. Upgrade to Pro for up to 15 habits." */
  limitReached: (plan: string, limit: number, nextPlan: string, nextReach: string) =>
    `${plan} plan: ${limit} of ${limit} habits used. Upgrade to ${nextPlan} for ${nextReach}.`,
} as const;

/** This app's own wording. Candidates for packages/shared. */
export const HABITS_TEXTS = {
  dashboardTabs: 'Dashboard sections',
  quickActions: 'Quick actions',
  recentHabits: 'Recent habits',
  allHabits: 'All habits',
  habitList: 'Habits',
  allHabitsSubtitle: 'Newest first',
  calendarTitle: (month: string) => month,
  calendarSubtitle: 'Habits completed each day this month',
  calendarCaption: (month: string) => `Habits completed each day in ${month}`,
  dayLabel: (day: string, count: number) =>
    `${day}: ${count} ${count === 1 ? 'habit' : 'habits'} completed`,
  legendTitle: 'Habits completed',
  streakCurrent: (days: number) => `${days} day streak`,
  streakBest: (days: number) => `best ${days}`,
  progressLabel: (name: string) => `${name} progress today`,
  today: 'Today',
  deleteHabit: (name: string) => `Delete ${name}`,
  undoHabit: (name: string) => `Undo last check-in for ${name}`,
  deleteTitle: 'Delete habit?',
  deleteBody: (name: string) =>
    `“${name}” and its check-in history will be removed. This cannot be undone.`,
  deleted: (name: string) => `“${name}” deleted`,
  addHabitIntro: 'Pick something small you can do every day.',
  created: (name: string) => `“${name}” added. Let’s build that streak!`,
  undone: 'Check-in undone',
  undoFailed: 'Failed to undo check-in',
  noHabitsToday: 'Add your first habit and start a streak today.',
  emptyTitle: 'No habits yet',
  emptyBody: 'Start small: add one habit you want to do every day and check it off here.',
  errorTitle: 'We couldn’t load your habits',
  retry: 'Try again',
  loadingHabits: 'Loading habits…',
  unlimitedHabits: 'unlimited habits',
  upToHabits: (limit: number) => `up to ${limit} habits`,
  premiumTeaserTitle: (feature: string) => `${feature} is part of Premium`,
  comingSoonTitle: (feature: string) => `${feature} is coming soon`,
  comingSoonBody: 'We’re putting the finishing touches on this. It will appear here shortly.',
  timezoneTitle: 'Time zone',
} as const;
