import { TransactionRollbackError } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { ServiceContext } from '../../deps.js';
import type { MailMessage } from '../mail/mailer.js';
import { queueMail } from '../mail/outbox.js';
import { claimMailSend, type MailSend } from './mail-sends.repository.js';

export type SendOutcome = 'queued' | 'pushed' | 'already-sent' | 'nothing-to-send';

/**
 * Queues one scheduled mail at most once, whichever instance or tick gets there. One
 * transaction: claim the sent-log row, compose from the data as it is now, write the mail to the
 * outbox; `compose` answering null (nothing left to say) rolls the claim back, and 'pushed'
 * (it queued pushes to the person's devices instead) keeps the claim without a mail. Nothing here waits
 * on the network: delivery, its retries and a crash mid-send are the outbox's business
 * (modules/mail/outbox.ts), so the claim and the mail can never disagree.
 */
export async function sendOnce(
  ctx: ServiceContext,
  claim: MailSend,
  compose: (tx: Tx) => Promise<MailMessage | 'pushed' | null>,
): Promise<SendOutcome> {
  try {
    return await ctx.database.db.transaction(async (tx): Promise<SendOutcome> => {
      if (!(await claimMailSend(tx, claim))) return 'already-sent';
      const message = await compose(tx);
      if (!message) return tx.rollback();
      // Sent to the person's devices instead (modules/push/push-delivery.ts `queuePush`).
      if (message === 'pushed') return 'pushed';
      await queueMail(ctx, tx, claim.userId, message);
      return 'queued';
    });
  } catch (err) {
    if (err instanceof TransactionRollbackError) return 'nothing-to-send';
    throw err;
  }
}
