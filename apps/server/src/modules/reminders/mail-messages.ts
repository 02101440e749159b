import type { MailKind } from './unsubscribe-token.js';

/** Words of the unsubscribe pages and errors. */
export const MAIL_MESSAGES = {
  unsubscribeInvalid:
    'This unsubscribe link is not valid. You can turn these e-mails off in your settings instead.',
} as const;

/** What each kind of scheduled mail is called on the unsubscribe pages. */
export const MAIL_KIND_NAMES: Record<MailKind, string> = {
  reminder: 'daily reminder e-mails',
  'weekly-report': 'weekly progress reports',
  'habit-reminder': 'habit reminder e-mails (and the reminders set on your habits)',
};
