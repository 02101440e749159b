import {
  FIRST_RESPONSE_WORKING_DAYS,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_MESSAGES,
  workingDaysInWords,
} from '@streakwise/shared';

const count = (n: number) => n.toLocaleString('en-GB');

/** Words of the Help page (docs/decisions/038-support-requests.md). */
export const HELP_TEXTS = {
  title: 'Help',
  intro: 'Ask us anything about your habits, streaks, plan or account.',
  promise: SUPPORT_MESSAGES.promise,
  yourPromise: (priority: boolean) =>
    priority
      ? `You have priority support: we reply within ${workingDaysInWords(FIRST_RESPONSE_WORKING_DAYS.priority)}.`
      : `We reply within ${workingDaysInWords(FIRST_RESPONSE_WORKING_DAYS.standard)}.`,
  workingDays: 'Working days are Monday to Friday, UK time, bank holidays aside.',
  upgrade: 'Get priority support with Premium',
  formHeading: 'Write to us',
  subject: 'Subject',
  message: 'Message',
  characters: (used: number) => `${count(used)} of ${count(SUPPORT_MESSAGE_MAX_LENGTH)} characters`,
  send: 'Send',
  sending: 'Sending…',
  sent: SUPPORT_MESSAGES.sent,
  sentDue: (due: string) => `We will reply by ${due}.`,
  sendFailed: 'Your message could not be sent. Please try again.',
  historyHeading: 'Your messages',
  historyIntro: 'What you have sent us, newest first.',
  loading: 'Loading your messages…',
  loadFailed: 'Your messages could not be loaded.',
  retry: 'Try again',
  empty: 'You have not written to us yet.',
  priority: 'Priority',
  sentOn: (when: string) => `Sent ${when}`,
  replyBy: (when: string) => `Reply promised by ${when}`,
} as const;
