import { addDays, type Coaching, type Day } from '@streakwise/shared';
import escapeHtml from 'escape-html';
import type { ServiceContext } from '../../deps.js';
import type { MailSection } from '../mail/templates.js';
import { coachingNote } from '../premium/coaching.service.js';
import type { Recipient } from './recipients.repository.js';

/*
 * The weekly report's "Your coach" section, for Premium members only
 * (docs/decisions/039-coaching.md): the coaching note on the week the report covers. Kept apart
 * from the report's figures (weekly-report.ts) so each changes on its own.
 */

/**
 * The note on the seven days before `monday` for a Premium member; null for any other plan.
 * Read before the sending transaction: an AI provider may take its whole timeout to answer.
 */
export async function reportCoaching(
  ctx: ServiceContext,
  user: Pick<Recipient, 'id' | 'timezone' | 'plan'>,
  monday: Day,
): Promise<Coaching | null> {
  if (user.plan !== 'premium') return null;
  return coachingNote(ctx, ctx.database.db, user, {
    start: addDays(monday, -7),
    end: addDays(monday, -1),
    today: monday,
  });
}

const TITLE = 'Your coach';

/** The note as a mail section: a heading and its sentences, each in both parts, escaped in HTML. */
export function coachingSection(note: Coaching): MailSection {
  const labelled: [string, string][] = [
    ['Went well', note.wentWell],
    ...(note.slipped
      ? [[`${note.slipped.habitName} slipped`, note.slipped.why] as [string, string]]
      : []),
    ['Next step', note.nextStep],
  ];
  return {
    html: `<h2 style="font-size:16px;margin:16px 0 8px">${TITLE}</h2>\n<ul>\n${labelled
      .map(([label, line]) => `<li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(line)}</li>`)
      .join('\n')}\n</ul>`,
    text: [TITLE, ...labelled.map(([label, line]) => `- ${label}: ${line}`)].join('\n'),
  };
}
