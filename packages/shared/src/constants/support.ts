import type { PlanType } from './plans.js';

/*
 * Help and support (issue 29; docs/decisions/038-support-requests.md). Premium's priority support
 * is a shorter promise of a first reply: one UK working day against three.
 */

export const SUPPORT_SUBJECT_MAX_LENGTH = 120;
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;
/** Requests one person may send per hour; the next is a 429. */
export const SUPPORT_REQUESTS_PER_HOUR = 5;
/** How many of a person's requests GET /api/support lists, newest first. */
export const SUPPORT_LIST_LIMIT = 50;

/** Working days (Monday to Friday, UK time) until the first reply, by priority. */
export const FIRST_RESPONSE_WORKING_DAYS = { priority: 1, standard: 3 } as const;
/** The time zone the support team's working days are counted in. */
export const SUPPORT_TIME_ZONE = 'Europe/London';

export function hasPrioritySupport(plan: PlanType): boolean {
  return plan === 'premium';
}

/** "one working day", "three working days". */
export function workingDaysInWords(days: number): string {
  const words = ['zero', 'one', 'two', 'three', 'four', 'five'];
  return `${words[days] ?? String(days)} working day${days === 1 ? '' : 's'}`;
}

export const SUPPORT_MESSAGES = {
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${SUPPORT_SUBJECT_MAX_LENGTH} characters`,
  subjectInvalid: 'Subject must be one line of text without control characters',
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${SUPPORT_MESSAGE_MAX_LENGTH.toLocaleString('en-GB')} characters`,
  messageInvalid: 'Message must be text without control characters',
  tooMany: `You have sent ${SUPPORT_REQUESTS_PER_HOUR} messages to support in the last hour. Please wait a while before sending another; we will answer the ones we have.`,
  promise: `Premium members hear from us within ${workingDaysInWords(FIRST_RESPONSE_WORKING_DAYS.priority)}; everyone else within ${workingDaysInWords(FIRST_RESPONSE_WORKING_DAYS.standard)}.`,
  sent: 'Thanks, your message is on its way. We have emailed you a copy.',
} as const;

/** "Monday 7 December 2026 at 17:00 GMT", in the person's time zone (en-GB). */
export function formatFirstResponseBy(instant: Date, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  };
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).formatToParts(instant);
  } catch {
    parts = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).formatToParts(
      instant,
    );
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')} at ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
}
