import type { Queryable } from '../../db/client.js';
import type { OrderRow } from '../../db/schema.js';
import type { ServiceContext } from '../../deps.js';
import { linkBase } from '../../plugins/public-url.js';
import { queueMail } from '../mail/outbox.js';
import type { SignedInUser } from '../users/user-view.js';
import { cancellationMail, paymentReceiptMail } from './receipt-mail.js';

/*
 * Receipts go into the mail outbox in the transaction that records their event, so an event
 * applied once (the webhook's event and invoice ids, an order paid once) mails once, and one
 * rolled back mails nothing. Links follow plugins/public-url.ts `linkBase`.
 */

export type MailContext = Pick<ServiceContext, 'config' | 'clock'>;

/** A checkout paid (`from`: when the paid period starts) or a renewal charged (`invoiceId`). */
export async function queuePaymentReceipt(
  ctx: MailContext,
  tx: Queryable,
  user: SignedInUser,
  order: OrderRow,
  period: { from: Date; invoiceId?: string },
): Promise<void> {
  if (!user.expiredAt) return;
  const mail = paymentReceiptMail(
    user,
    {
      kind: period.invoiceId ? 'renewal' : 'payment',
      plan: order.plan,
      priceType: order.priceType,
      amount: order.amount,
      from: period.from,
      to: user.expiredAt,
      reference: period.invoiceId ?? order.id,
    },
    linkBase(ctx.config, user.mailOrigin),
    ctx.config.brand,
  );
  await queueMail(ctx, tx, user.id, mail);
}

/** A paid plan set to end at its expiry. */
export async function queueCancellationReceipt(
  ctx: MailContext,
  tx: Queryable,
  user: SignedInUser,
): Promise<void> {
  if (user.plan === 'free' || !user.expiredAt) return;
  const mail = cancellationMail(
    user,
    user.plan,
    user.expiredAt,
    linkBase(ctx.config, user.mailOrigin),
    ctx.config.brand,
  );
  await queueMail(ctx, tx, user.id, mail);
}
