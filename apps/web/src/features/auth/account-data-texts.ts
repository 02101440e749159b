/** Words of the "Your data" card on the account page. */
export const ACCOUNT_DATA_TEXTS = {
  heading: 'Your data',
  downloadTitle: 'Download my data',
  downloadDescription:
    'A JSON file with everything stored about you: your profile, habits, completions, check-ins, points and badges.',
  downloadButton: 'Download my data',
  downloadFailed: 'Failed to download your data',
  deleteTitle: 'Delete account',
  deleteDescription: 'Permanently erase your account and everything in it. This cannot be undone.',
  deleteButton: 'Delete account',
  dialogTitle: 'Delete your account?',
  dialogErased:
    'Your account, habits, points, badges and history will be erased permanently. This cannot be undone.',
  dialogSubscriptionBefore: 'An active subscription is not refunded automatically; see the ',
  dialogSubscriptionLink: 'Terms of Service',
  dialogSubscriptionAfter: ' for refunds.',
  passwordLabel: 'Current password',
  confirmButton: 'Delete my account',
  cancelButton: 'Cancel',
  deleted: 'Your account has been deleted.',
  deleteFailed: 'Failed to delete your account',
  fileName: 'streakwise-my-data.json',
} as const;
