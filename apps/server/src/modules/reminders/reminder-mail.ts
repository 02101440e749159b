import escapeHtml from 'escape-html';
import type { MailMessage } from '../mail/mailer.js';
import { render, type Brand } from '../mail/templates.js';
import { openProgress } from './open-progress.js';
import type { OpenHabit } from './open-habits.js';

export interface MailLinks {
  dashboard: string;
  unsubscribe: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The daily reminder: the habits still open today, a way in, and a one-click way out. */
export function reminderMail(
  to: string,
  name: string,
  open: readonly OpenHabit[],
  links: MailLinks,
  brand: Brand,
  /** A habit's own reminder (docs/decisions/029-web-push.md) says so, and stops those. */
  kind: 'daily' | 'habit' = 'daily',
): MailMessage {
  const items = open.map((h) => {
    const today = openProgress(h) ?? 'not yet done';
    // A weekly habit owes days, not this day: say how far its week has got.
    const progress = h.week ? `${today} (${h.week.done} of ${h.week.times} this week)` : today;
    return { name: h.name, progress };
  });
  return render(to, brand, {
    subject: `${plural(open.length, 'habit', 'habits')} still to do today`,
    greeting: `Hi ${name},`,
    paragraphs: [
      `A quick reminder: ${open.length === 1 ? 'this habit is' : 'these habits are'} still open today.`,
    ],
    sections: [
      {
        html: `<ul>\n${items.map((i) => `<li><strong>${escapeHtml(i.name)}</strong>: ${escapeHtml(i.progress)}</li>`).join('\n')}\n</ul>`,
        text: items.map((i) => `- ${i.name}: ${i.progress}`).join('\n'),
      },
    ],
    action: { label: 'Open my dashboard', url: links.dashboard },
    footnote:
      kind === 'daily'
        ? 'You get this e-mail because you turned on daily reminders. You can change the time and the days in your settings.'
        : 'You get this e-mail because you set a reminder on this habit and no device is subscribed to notifications. You can change or remove it in the habit.',
    unsubscribe: {
      label: kind === 'daily' ? 'Stop daily reminders' : 'Stop habit reminders',
      url: links.unsubscribe,
    },
  });
}
