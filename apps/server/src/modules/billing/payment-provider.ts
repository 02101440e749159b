import type { OrderRow } from '../../db/schema.js';
import type { SignedInUser } from '../users/user-view.js';

export type ProviderStatus = 'paid' | 'pending' | 'failed';

/** A provider-neutral view of the webhook events the app acts on. */
export type PaymentEvent =
  | { id: string; kind: 'checkout-paid'; orderId: string; subscriptionId: string | null }
  | { id: string; kind: 'checkout-failed'; orderId: string }
  | { id: string; kind: 'checkout-expired'; orderId: string }
  | { id: string; kind: 'renewal-paid'; subscriptionId: string; invoiceId: string }
  | { id: string; kind: 'subscription-ended'; subscriptionId: string }
  | { id: string; kind: 'ignored'; type: string };

/**
 * What the billing service needs from a payment provider (docs/architecture.md §1: mock and
 * stripe).
 */
export interface PaymentProvider {
  readonly name: 'mock' | 'stripe';
  /**
   * Starts a hosted checkout for a stored order; returns where to send the browser. `appUrl` is
   * the app's address for this request: the checkout and its return links use it.
   */
  createCheckout(
    order: OrderRow,
    user: SignedInUser,
    appUrl: string,
  ): Promise<{ checkoutUrl: string; sessionId: string | null }>;
  /** Asks the provider where an order's payment stands. */
  verify(order: OrderRow): Promise<{ status: ProviderStatus; subscriptionId: string | null }>;
  /** Stops renewal at the end of the paid period. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  /** Undoes `cancelAtPeriodEnd` before the period ends: the subscription renews again. */
  resume(subscriptionId: string): Promise<void>;
  /**
   * Ends a subscription now, with no refund or proration: the time it paid for is carried over
   * by the app itself (the upgrade credit). One that has already ended is not an error.
   */
  cancelNow(subscriptionId: string): Promise<void>;
  /** Checks a webhook's signature on the raw body; throws on a bad one. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
