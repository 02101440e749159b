/* Devices and notifications (settings): web push on this device and the others. */

export const NOTIFICATION_TEXTS = {
  navLabel: 'Notifications',
  heading: 'Devices and notifications',
  description:
    'Habit reminders arrive as notifications on the devices you turn them on for, on every plan.',
  checking: 'Checking this device…',
  unsupported:
    'This browser cannot show notifications from Streakwise. On an iPhone or iPad, add Streakwise to your Home Screen first; elsewhere, try an up-to-date Chrome, Edge or Firefox.',
  off: 'This device does not get notifications yet.',
  turnOn: 'Turn on notifications on this device',
  on: 'This device gets notifications',
  turnOff: 'Turn off on this device',
  turnedOn: 'Notifications are on for this device',
  turnedOff: 'Notifications are off for this device',
  blockedTitle: 'Notifications are blocked for Streakwise in this browser',
  blockedSteps: [
    'Open the site settings: the icon left of the address bar, or Settings → Site settings.',
    'Find Notifications and choose Allow.',
    'Reload this page, then turn them on here.',
  ],
  dismissed: 'Notifications were not allowed. Choose Allow when the browser asks.',
  workerNotReady:
    'The app is still getting ready for notifications on this device. Reload the page and try again.',
  turnOnFailed: 'Failed to turn on notifications on this device',
  turnOffFailed: 'Failed to turn off notifications on this device',
  devicesHeading: 'Devices that get notifications',
  loading: 'Loading your devices…',
  loadFailed: 'Failed to load the devices that get notifications',
  retry: 'Try again',
  empty: 'No device gets notifications yet.',
  thisDevice: 'This device',
  added: (when: string) => `Added ${when}`,
  remove: 'Remove',
  removeDevice: (device: string) => `Remove ${device}`,
  removed: (device: string) => `${device} no longer gets notifications`,
  removeFailed: 'Failed to remove that device',
  sendTest: 'Send a test notification',
  testNeedsDevice: 'Turn on notifications on a device first.',
  testSent: (devices: number) =>
    `Test notification sent to ${devices} ${devices === 1 ? 'device' : 'devices'}`,
  testFailed: 'Failed to send a test notification',
} as const;
