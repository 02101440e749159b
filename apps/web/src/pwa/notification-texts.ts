/** What the service worker's notifications say (docs/decisions/030-notification-actions.md). */
export const NOTIFICATION_TEXTS = {
  doneAction: 'Done',
  checkedInTitle: (habit: string) => `Done — ${habit} checked in`,
  checkedInBody: 'Nice work. Tap to see your streak.',
  queuedTitle: (habit: string) => `${habit}: saved offline`,
  queuedBody: 'It will be checked in when Streakwise is next online.',
  refusedTitle: (habit: string) => `${habit} was not checked in`,
  refusedFallback: 'Open Streakwise to check in.',
  genericTitle: 'Streakwise',
  genericBody: 'Open Streakwise to see what is new.',
} as const;
