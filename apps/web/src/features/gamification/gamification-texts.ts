/** This feature's own wording (not fixed by docs/product.md). Candidates for packages/shared. */
export const GAMIFICATION_TEXTS = {
  achievements: 'Achievements',
  earnedOf: (earned: number, total: number) => `${earned} of ${total} earned`,
  earned: 'Earned',
  notEarned: 'Not earned yet',
  weeklyChallenge: 'Weekly challenge',
  challengeDone: 'Completed',
  challengeReward: (points: number) => `+${points} points`,
  challengeProgress: (progress: number, target: number) => `${progress} of ${target} habit-days`,
  challengeEnds: (day: string) => `Ends ${day}`,
  badgesUnavailable: 'Badges could not be loaded.',
  challengeUnavailable: 'The weekly challenge could not be loaded.',
  retry: 'Try again',
  /** In place of a panel's data when no reply came: the network is gone, nothing broke. */
  needsConnection: 'You are offline. This loads when you are back online.',
  badgeEarned: (name: string) => `Badge earned: ${name}`,
  pointsEarned: (points: number) => `+${points} points`,
  streakMilestone: (days: number, habit: string) => `${days}-day streak on ${habit}!`,
  perfectWeek: (points: number) => `Perfect week! +${points} bonus points`,
  challengeComplete: (points: number) => `Weekly challenge complete! +${points} bonus points`,
  // An undo that broke a bonus or a badge takes it back (docs/decisions/026-taking-back-rewards.md).
  perfectWeekReturned: (points: number) => `Perfect week bonus returned: −${points} points`,
  challengeReturned: (points: number) => `Weekly challenge bonus returned: −${points} points`,
  badgeReturned: (name: string) => `Badge returned: ${name}`,
  freezes: 'Streak freezes',
  freezePriceLabel: 'Price',
  freezesHeld: (held: number, max: number) => `Held: ${held} of ${max}`,
  freezePrice: (price: number) => `${price} points`,
  freezeExplainer: (minStreak: number) =>
    `A freeze is used automatically on the first missed day of a streak of ${minStreak} or more.`,
  buyFreeze: (price: number) => `Buy a freeze (${price} points)`,
  freezeAtLimit: 'You hold the most you can',
  freezeNeedsPoints: (price: number) => `You need ${price} points`,
  freezeBought: 'Streak freeze bought',
  cancel: 'Cancel',
  confirmFreezeTitle: 'Buy a streak freeze?',
  confirmFreezeBody: (price: number, points: number) =>
    `It costs ${price} of your ${points} points, which are not given back. It is used on its own on the first missed day of a long streak.`,
  confirmFreeze: (price: number) => `Spend ${price} points`,
  buyFreezeFailed: 'Failed to buy a streak freeze',
  freezesUnavailable: 'Your streak freezes could not be loaded.',
  freezeSaved: (habit: string, day: string) =>
    `A streak freeze saved your “${habit}” streak on ${day}.`,
  gotIt: 'Got it',
} as const;

/** Streak lengths worth celebrating with their own toast. */
export const STREAK_MILESTONES: ReadonlySet<number> = new Set([3, 7, 14, 21, 30, 50, 100, 365]);
