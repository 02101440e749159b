/** The typed word that confirms an account deletion. */
export const DELETE_CONFIRM_WORD = 'DELETE';

/** Words of the "Your data" section: a copy of everything, or erase everything. */
export const ACCOUNT_DATA_TEXTS = {
  heading: 'Your data',
  description: 'A copy of everything stored about you, or a way to erase it. On every plan.',
  downloadTitle: 'Download my data',
  downloadDescription:
    'A JSON file of what is stored about you: your profile and settings, habits with their completions and check-ins, points, badges and categories.',
  downloadButton: 'Download my data',
  downloadFailed: 'Failed to download your data',
  deleteTitle: 'Delete account',
  deleteDescription: 'Permanently erase your account and everything in it. This cannot be undone.',
  deleteButton: 'Delete account',
  dialogTitle: 'Delete your account?',
  dialogIntro: 'This erases, at once and for good:',
  // NOTE: what DELETE /api/auth/account removes: the user row and every table that cascades
  // from it (orders are kept without the person). Keep this list in step with the server's schema.
  dialogErased: [
    'your account: name, e-mail address, password, time zone, reminder and weekly-report settings',
    'every habit, with all its completions and check-ins',
    'your points, badges and weekly challenges',
    'your goals',
    'your custom categories',
    'your signed-in devices: every session ends',
    'the record of e-mails we sent you',
  ],
  dialogUndone: 'This cannot be undone.',
  dialogSubscriptionBefore:
    'A running subscription is stopped with our payment provider first, so your card is not charged again. We keep the payment records the law requires (plan, amount and date, no longer linked to you). An active subscription is not refunded automatically; see the ',
  dialogSubscriptionLink: 'Terms of Service',
  dialogSubscriptionAfter: ' for refunds.',
  passwordLabel: 'Current password',
  confirmLabel: `Type ${DELETE_CONFIRM_WORD} to confirm`,
  confirmMismatch: `Type ${DELETE_CONFIRM_WORD} in capital letters to confirm`,
  confirmButton: 'Delete my account',
  cancelButton: 'Cancel',
  deleted: 'Your account has been deleted.',
  deleteFailed: 'Failed to delete your account',
  fileName: 'streakwise-my-data.json',
} as const;
