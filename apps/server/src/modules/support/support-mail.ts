import {
  FIRST_RESPONSE_WORKING_DAYS,
  PLAN_LABELS,
  workingDaysInWords,
  type PlanType,
} from '@streakwise/shared';
import escapeHtml from 'escape-html';
import type { MailMessage } from '../mail/mailer.js';
import { render, type Brand, type MailSection } from '../mail/templates.js';

/* The two mails of a support request (docs/decisions/038-support-requests.md). */

export interface SupportMailFacts {
  name: string;
  email: string;
  plan: PlanType;
  priority: boolean;
  subject: string;
  message: string;
  requestId: string;
  /** The promise in words ("one working day") and as a date ("Monday 7 December 2026 at …"). */
  promise: string;
  dueTeam: string;
  duePerson: string;
}

/** The person's message as they wrote it, line breaks kept, in both parts. */
function quoted(message: string): MailSection {
  return {
    html: `<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #c7d2fe;background:#f9fafb;white-space:pre-wrap">${escapeHtml(message)}</blockquote>`,
    text: message
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n'),
  };
}

/** To the support team's mailbox; replying answers the person. */
export function supportTeamMail(to: string, facts: SupportMailFacts, brand: Brand): MailMessage {
  const mail = render(to, brand, {
    subject: `${facts.priority ? '[Priority] ' : ''}Support request: ${facts.subject}`,
    greeting: `A support request from ${facts.name} <${facts.email}>.`,
    paragraphs: [
      `Plan: ${PLAN_LABELS[facts.plan]}${facts.priority ? ' (priority support)' : ''}.`,
      `First reply due within ${facts.promise}: by ${facts.dueTeam}.`,
      `Subject: ${facts.subject}`,
      `Request ${facts.requestId}. Reply to this email to answer ${facts.name}.`,
    ],
    sections: [quoted(facts.message)],
  });
  return { ...mail, headers: { ...mail.headers, 'Reply-To': facts.email } };
}

/** To the person: what we received and when they will hear from us. */
export function supportAcknowledgementMail(facts: SupportMailFacts, brand: Brand): MailMessage {
  return render(facts.email, brand, {
    subject: `We've received your message: ${facts.subject}`,
    greeting: `Hi ${facts.name},`,
    paragraphs: [
      `We've received your message and will reply within ${facts.promise}, by ${facts.duePerson} at the latest.`,
      facts.priority
        ? 'As a Premium member you have priority support: your message is at the front of the queue.'
        : `Working days are Monday to Friday, UK time, bank holidays aside. Premium members hear from us within ${workingDaysInWords(FIRST_RESPONSE_WORKING_DAYS.priority)}.`,
      'Here is a copy of what you sent:',
    ],
    sections: [quoted(facts.message)],
    footnote: 'To add anything, send another message from the Help page.',
  });
}
