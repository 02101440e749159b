import { TransactionRollbackError } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { ServiceContext } from '../../deps.js';
import type { MailMessage } from '../mail/mailer.js';
import { claimMailSend, type MailSend } from './mail-sends.repository.js';

export type SendOutcome = 'sent' | 'already-sent' | 'nothing-to-send';

/**
 * Sends one scheduled mail at most once, whichever instance or tick gets there. One transaction:
 * claim the sent-log row, compose from the data as it is now, send. A send that throws rolls the
 * claim back, so a later tick retries; `compose` answering null (nothing left to say) does too.
 * NOTE: a crash between the send and the commit would send it again next tick; the other way
 * round (log first, commit, then send) would lose the mail instead, which is worse for a reminder.
 */
export async function sendOnce(
  ctx: ServiceContext,
  claim: MailSend,
  compose: (tx: Tx) => Promise<MailMessage | null>,
): Promise<SendOutcome> {
  try {
    return await ctx.database.db.transaction(async (tx): Promise<SendOutcome> => {
      if (!(await claimMailSend(tx, claim))) return 'already-sent';
      const message = await compose(tx);
      if (!message) return tx.rollback();
      await ctx.mailer.send(message);
      return 'sent';
    });
  } catch (err) {
    if (err instanceof TransactionRollbackError) return 'nothing-to-send';
    throw err;
  }
}
