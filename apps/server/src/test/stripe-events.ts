import { randomUUID } from 'node:crypto';
import { stripeEvent, type StripeSession, type StripeStandIn } from './stripe-stand-in.js';

/*
 * Stripe events as Stripe would deliver them for the stand-in's sessions and subscriptions, for
 * the billing tests (sign and post them with stripe-stand-in.ts's postWebhook).
 */

/** A fresh Stripe event id. */
export const eventId = () => `evt_${randomUUID().replaceAll('-', '')}`;

/** The stand-in's checkout session for one of our orders. */
export function sessionOf(stripe: StripeStandIn, orderId: string): StripeSession {
  const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === orderId);
  if (!session) throw new Error(`no session for ${orderId}`);
  return session;
}

/** checkout.session.completed for an order: paid, with a subscription. */
export const completedEvent = (
  stripe: StripeStandIn,
  orderId: string,
  subscription: string,
  id = eventId(),
) =>
  stripeEvent(id, 'checkout.session.completed', {
    ...sessionOf(stripe, orderId),
    payment_status: 'paid',
    status: 'complete',
    subscription,
  });

/**
 * invoice.paid for a subscription: a renewal when the reason is subscription_cycle. Stripe may
 * deliver one invoice in several events, so the invoice id can be given.
 */
export const invoicePaid = (
  subscription: string,
  {
    reason = 'subscription_cycle',
    invoice = `in_${randomUUID().slice(0, 8)}`,
    id = eventId(),
  } = {},
) =>
  stripeEvent(id, 'invoice.paid', {
    id: invoice,
    object: 'invoice',
    billing_reason: reason,
    status: 'paid',
    parent: { type: 'subscription_details', subscription_details: { subscription } },
  });

/** customer.subscription.deleted: the subscription has ended at Stripe. */
export const subscriptionDeleted = (subscription: string, id = eventId()) =>
  stripeEvent(id, 'customer.subscription.deleted', {
    id: subscription,
    object: 'subscription',
    status: 'canceled',
  });
