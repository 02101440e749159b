/** Words of the settings page, section by section. Candidates for packages/shared. */
export const SETTINGS_TEXTS = {
  title: 'Settings',
  intro: 'Your profile, e-mail reminders, plan, devices and data in one place.',
  onThisPage: 'On this page',
  upgradeToPro: 'Upgrade to Pro',
  upgradeToPremium: 'Upgrade to Premium',
  save: 'Save changes',
  saveFailed: 'Failed to save your settings',
  lockNote: 'E-mail reminders and the weekly report come with the Pro and Premium plans.',
} as const;

export const PROFILE_TEXTS = {
  heading: 'Profile',
  description: 'Your name and the time zone your days are counted in.',
  name: 'Full name',
  email: 'E-mail address',
  emailHint: 'To change your e-mail address, write to',
  timeZone: 'Time zone',
  timeZoneHint: 'Your day, streaks and reminders follow this zone.',
  suggested: (zone: string) => `Suggested: ${zone} (your browser)`,
  pickSuggested: (zone: string) => `Use ${zone}`,
  noZones: 'No time zone matches. Try a city, e.g. Paris or New York.',
  zonesFound: (count: number) => (count === 1 ? '1 time zone' : `${count} time zones`),
  saved: 'Profile saved',
} as const;

export const REMINDER_TEXTS = {
  heading: 'Reminders & weekly report',
  description: 'E-mails that keep your streaks going.',
  planBadge: 'Pro & Premium',
  reminderLabel: 'Daily reminder e-mail',
  reminderDescription:
    'At your chosen time on the days you pick, if a habit is still open that day.',
  time: 'Reminder time',
  timeHint: (zone: string) => `In your time zone, ${zone}.`,
  days: 'Days',
  noDays: 'Choose at least one day for the reminder',
  reportLabel: 'Weekly progress report',
  reportDescription: 'A summary of your past week, every Monday morning.',
  saved: 'Reminder settings saved',
} as const;

export const PLAN_TEXTS = {
  heading: 'Plan',
  description: 'What you are on, and when it renews or ends.',
  free: 'Free plan',
  freeDetail: 'Up to 3 habits. Upgrade for more habits, reminders and custom categories.',
  billedMonthly: 'Billed monthly',
  billedAnnually: 'Billed annually',
  launchOffer: 'Launch offer: Premium free for a month',
  renewsOn: (date: string) => `Renews on ${date}`,
  endsOn: (date: string) => `Ends on ${date}`,
  expiredOn: (date: string) => `Expired on ${date}`,
  choosePlan: 'Choose a plan',
  comparePlans: 'Compare plans',
} as const;

export const DEVICE_TEXTS = {
  heading: 'Signed-in devices',
  description: 'Where your account is signed in. Sign out of any device you do not recognise.',
  thisDevice: 'This device',
  lastUsed: (when: string) => `Last used ${when}`,
  signedIn: (when: string) => `Signed in ${when}`,
  signOut: 'Sign out',
  signOutDevice: (device: string) => `Sign out ${device}`,
  signedOutDevice: (device: string) => `Signed out of ${device}`,
  signOutFailed: 'Failed to sign out that device',
  signOutEverywhere: 'Sign out everywhere',
  everywhereTitle: 'Sign out everywhere?',
  everywhereBody:
    'Every device is signed out at once, this one included. You will need to sign in again here.',
  everywhereFailed: 'Failed to sign out everywhere',
  signedOutEverywhere: 'You have been signed out on every device.',
  cancel: 'Cancel',
  loadFailed: 'Failed to load your devices',
  retry: 'Try again',
  loading: 'Loading your devices…',
} as const;
