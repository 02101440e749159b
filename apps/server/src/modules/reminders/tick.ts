import type { ServiceContext } from '../../deps.js';
import type { Recipient } from './recipients.repository.js';
import type { SendOutcome } from './send-once.js';
import type { MailKind } from './unsubscribe-token.js';

export type TickOutcome = SendOutcome | 'not-due';

export interface TickSummary {
  queued: number;
  /** Sent to devices by push instead of by e-mail. */
  pushed: number;
  failed: number;
}

/**
 * Runs `visit` for each candidate, one at a time. A failure (a bad time zone, a database error) is
 * logged by user id and the pass goes on: one person's problem holds up no one else. The mails
 * queued go out straight after (modules/mail/outbox.ts).
 */
export async function runTick(
  ctx: ServiceContext,
  kind: MailKind,
  candidates: readonly Recipient[],
  visit: (user: Recipient) => Promise<TickOutcome>,
): Promise<TickSummary> {
  const summary: TickSummary = { queued: 0, pushed: 0, failed: 0 };
  for (const user of candidates) {
    try {
      const outcome = await visit(user);
      if (outcome === 'queued') summary.queued += 1;
      if (outcome === 'pushed') summary.pushed += 1;
    } catch (err) {
      summary.failed += 1;
      // NOTE: only the error's type: a database error's message can quote the values.
      ctx.log.warn(
        {
          event: 'mail.not_queued',
          kind,
          userId: user.id,
          error: err instanceof Error ? err.name : 'unknown',
        },
        'scheduled mail not queued; a later tick retries',
      );
    }
  }
  if (summary.queued > 0) ctx.mailDelivery.deliverSoon(ctx);
  if (summary.queued > 0 || summary.pushed > 0 || summary.failed > 0) {
    ctx.log.info({ event: 'mail.tick', kind, ...summary }, 'scheduled mail tick');
  }
  return summary;
}
