import { MESSAGES } from '@streakwise/shared';

/** Texts docs/product.md (§2) or a decision record (docs/decisions/) fixes; they must stay verbatim. */
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
  /** e.g. "Free plan: 3 of 3 habits used. Upgrade to Pro for up to 15 habits." */
  limitReached: (plan: string, limit: number, nextPlan: string, nextReach: string) =>
    `${plan} plan: ${limit} of ${limit} habits used. Upgrade to ${nextPlan} for ${nextReach}.`,
  /**
   * More active habits than the plan allows (kept after a downgrade), e.g. "5 active habits; the
   * Free plan allows 3. Archive 3 to add a new one, or upgrade to Pro for up to 15 habits."
   */
  overLimit: (count: number, plan: string, limit: number, nextPlan: string, nextReach: string) =>
    `${count} active habits; the ${plan} plan allows ${limit}. Archive ${count - limit + 1} to add a new one, or upgrade to ${nextPlan} for ${nextReach}.`,
} as const;

/** This app's own wording. Candidates for packages/shared. */
export const HABITS_TEXTS = {
  dashboardTabs: 'Dashboard sections',
  quickActions: 'Quick actions',
  recentHabits: 'Top of your list',
  allHabits: 'All habits',
  habitList: 'Habits',
  allHabitsSubtitle: 'In your order: drag a card by its handle, or use its arrows, to move it.',
  calendarTitle: (month: string) => month,
  calendarSubtitle: 'Habits completed each day this month',
  calendarCaption: (month: string) => `Habits completed each day in ${month}`,
  dayLabel: (day: string, count: number) =>
    `${day}: ${count} ${count === 1 ? 'habit' : 'habits'} completed`,
  legendTitle: 'Habits completed',
  /** Added to a day's label when some habit's day was protected (and not done). */
  dayProtected: (label: string, count: number) => `${label}, ${count} protected`,
  legendProtected: 'Protected',
  legendProtectedDetail: 'a rest day, vacation or streak freeze kept the streak',
  streakCurrent: (days: number) => `${days} day streak`,
  streakBest: (days: number) => `best ${days}`,
  /** A weekly habit's streak counts Monday–Sunday weeks that met it (decision 017). */
  streakWeeks: (weeks: number) => `${weeks} ${weeks === 1 ? 'week' : 'weeks'} in a row`,
  /**
   * In place of the streak between midnight and the late-logging cut-off after a missed day, while
   * the streak can still be saved (`streakAtRisk` of the API, docs/strength.md).
   */
  streakAtRiskLate: (days: number, unit: 'day' | 'week', until: string) =>
    `${days}-${unit} streak at risk — log yesterday by ${until}`,
  streakAtRiskFreeze: (days: number, unit: 'day' | 'week') =>
    `${days}-${unit} streak at risk — a freeze will cover it`,
  scheduleLabel: 'How often:',
  restDayToday: 'Rest day — not due today',
  protectedToday: 'Protected today — your streak is safe',
  restDay: 'Rest day…',
  restDayFor: (name: string) => `Rest day for ${name}…`,
  restDayTitle: 'Rest day',
  restDayIntro: (name: string) =>
    `Protect a day of “${name}”: the streak stays safe, and the day adds nothing to it.`,
  restDayWhich: 'Which day',
  restDayReason: 'Reason (optional)',
  restDayReasonPlaceholder: 'sick, rest…',
  restDayReasonHint: (max: number) => `Up to ${max} characters`,
  protectDay: 'Protect day',
  restDaySaved: 'Rest day saved — your streak is safe',
  restDayFailed: 'Failed to save the rest day',
  /** A rest day ahead on the card: "Rest day tomorrow", "Rest day on Thu 14 May". */
  restDayAhead: (when: string) => `Rest day ${when}`,
  onDay: (day: string) => `on ${day}`,
  tomorrowLower: 'tomorrow',
  removeRestDay: 'Remove',
  removeRestDayFor: (day: string, name: string) => `Remove the rest day of ${day} for ${name}`,
  restDayRemoved: 'Rest day removed — the day counts again',
  restDayRemoveFailed: 'Failed to remove the rest day',
  tomorrow: 'Tomorrow',
  progressLabel: (name: string) => `${name} progress today`,
  today: 'Today',
  yesterdayToggle: 'Yesterday',
  yesterdayUntil: (hour: number) => `Yesterday, until ${String(hour).padStart(2, '0')}:00`,
  yesterdayProgressLabel: (name: string) => `${name} progress yesterday`,
  checkInYesterday: 'Check in for yesterday',
  plusOneYesterday: (left: number) => `+1 for yesterday (${left} left)`,
  completeYesterday: 'Complete yesterday',
  yesterdayDone: 'Yesterday’s goal completed',
  deleteHabit: (name: string) => `Delete ${name}`,
  undoHabit: (name: string) => `Undo last check-in for ${name}`,
  deleteTitle: 'Delete habit?',
  deleteBody: (name: string) =>
    `“${name}” and its check-in history will be removed. This cannot be undone.`,
  deleted: (name: string) => `“${name}” deleted`,
  addHabitIntro: 'Pick something small, and how often you mean to do it.',
  created: (name: string) => `“${name}” added. Let’s build that streak!`,
  undone: 'Check-in undone',
  undoFailed: 'Failed to undo check-in',
  noHabitsToday: 'Add your first habit and start a streak today.',
  nothingDueToday: 'Nothing is due today: every habit is resting.',
  emptyTitle: 'No habits yet',
  emptyBody: 'Start small: add one habit you want to do every day and check it off here.',
  errorTitle: 'We couldn’t load your habits',
  retry: 'Try again',
  unlimitedHabits: 'unlimited habits',
  upToHabits: (limit: number) => `up to ${limit} habits`,
  premiumTeaserTitle: (feature: string) => `${feature} is part of Premium`,
  editHabit: (name: string) => `Edit ${name}`,
  archiveHabit: (name: string) => `Archive ${name}`,
  restoreHabit: (name: string) => `Restore ${name}`,
  editTitle: 'Edit habit',
  editIntro: 'Changes apply from today: days already recorded keep the target they had.',
  saveChanges: 'Save changes',
  updated: (name: string) => `“${name}” updated`,
  updateFailed: 'Failed to update habit',
  archive: 'Archive',
  archiveTitle: 'Archive habit?',
  archiveBody: (name: string) =>
    `“${name}” will be hidden from your day. Its history is kept, and you can restore it from My Habits at any time.`,
  archived: (name: string) => `“${name}” archived. Restore it any time from My Habits.`,
  archiveFailed: 'Failed to archive habit',
  archivedHabits: 'Archived habits',
  archivedEmpty: 'No archived habits.',
  archivedLoading: 'Loading archived habits…',
  archivedLoadFailed: 'Failed to load archived habits',
  archivedOn: (date: string) => `Archived ${date}`,
  restore: 'Restore',
  restored: (name: string) => `“${name}” restored`,
  restoreFailed: 'Failed to restore habit',
  // Your order (PUT /api/habits/order).
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  dragHandle: (name: string) => `Drag ${name} to reorder`,
  dragInstructions:
    'To reorder, press Space or Enter on a habit’s handle, move it with the arrow keys, then press Space or Enter to drop it, or Escape to cancel.',
  pickedUp: (name: string, position: number, count: number) =>
    `Picked up ${name}, position ${position} of ${count}.`,
  draggedOver: (name: string, position: number, count: number) =>
    `${name} is over position ${position} of ${count}.`,
  movedTo: (name: string, position: number, count: number) =>
    `${name} moved to position ${position} of ${count}`,
  moveCancelled: (name: string, position: number, count: number) =>
    `Move cancelled: ${name} stays at position ${position} of ${count}.`,
  reorderFailed: 'Failed to save the new order: your habits are back in their previous order.',
  reorderOffline: 'Reordering needs a connection: try again when you are back online.',
} as const;

/** The kinds of habit (docs/decisions/032-habit-kinds.md): the form, the card, past days. */
export const HABIT_KIND_TEXTS = {
  kindLegend: 'Kind',
  kindNames: { count: 'Count', measure: 'Measure', quit: 'Quit' },
  kindDescriptions: {
    count: 'Count check-ins, up to 10 a day',
    measure: 'Track an amount, like 5 km or 20 pages',
    quit: 'Stay at or under a daily limit',
  },
  /** The Edit form: the kind is shown, not offered. */
  kindFixed: (kind: string) => `Kind: ${kind}. A habit’s kind cannot be changed.`,
  unit: 'Unit',
  unitOptional: 'Unit (optional)',
  unitHint: 'e.g. km, pages, min',
  unitQuitHint: 'e.g. coffees',
  targetAmount: 'Daily target',
  targetAmountHint: 'The amount for a day; decimals allowed, e.g. 2.5',
  limit: 'Daily limit',
  limitHint: '0 means not at all',
  /** "2.5 of 5 km today" */
  measureProgress: (amount: string, target: string, unit: string, when: string) =>
    `${amount} of ${target}${unit ? ` ${unit}` : ''} ${when}`,
  /** "3 of at most 2 today — over" (issue 27's wording: no unit). */
  quitProgress: (slips: number, limit: number, over: boolean, when: string) =>
    `${slips} of at most ${limit} ${when}${over ? ' — over' : ''}`,
  today: 'today',
  yesterday: 'yesterday',
  keptDays: (days: number) => `Kept ${days} ${days === 1 ? 'day' : 'days'}`,
  amount: (unit: string) => (unit ? `Amount (${unit})` : 'Amount'),
  add: 'Add',
  addYesterday: 'Add for yesterday',
  addFor: (name: string) => `Add an amount to ${name}`,
  logSlip: 'Log a slip',
  logSlipYesterday: 'Log a slip for yesterday',
  undoEntry: (name: string) => `Undo last entry for ${name}`,
  undoSlip: (name: string) => `Undo last slip for ${name}`,
  measureDone: 'Target reached today: more still counts',
  /** Past days: the day's total of a measure, a quit habit's slips. */
  dayAmount: (target: string, unit: string) => `Amount (target ${target}${unit ? ` ${unit}` : ''})`,
  daySlips: 'Slips',
  daySlipsHint: (limit: number) => `At most ${limit} keeps the day`,
  dayMeasureLabel: (day: string, amount: string, target: string, unit: string) =>
    `${day}: ${amount} of ${target}${unit ? ` ${unit}` : ''}`,
  dayQuitLabel: (day: string, slips: number, limit: number) =>
    `${day}: ${slips} of at most ${limit}, ${slips <= limit ? 'kept' : 'over'}`,
} as const;
