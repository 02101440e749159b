import { MESSAGES } from '@streakwise/shared';
import Stripe from 'stripe';
import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';
import type { PaymentEvent, PaymentProvider } from './payment-provider.js';

type StripeSettings = NonNullable<Config['stripe']>;

/** `STRIPE_API_BASE` (tests: a local stand-in) becomes the client's host, port and protocol. */
function clientOptions(apiBase: string | undefined): Stripe.StripeConfig {
  const base = { maxNetworkRetries: 2, timeout: 15_000 };
  if (!apiBase) return base;
  const url = new URL(apiBase);
  return {
    ...base,
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'http:' ? 80 : 443)),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

/** A subscription in one of these states charges no more. */
const ENDED = new Set(['canceled', 'incomplete_expired', 'missing']);

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Our order id from a session; none when the session is not ours (another integration's reference). */
const orderIdOf = (session: Stripe.Checkout.Session) =>
  session.client_reference_id && UUID.test(session.client_reference_id)
    ? session.client_reference_id
    : null;

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  // NOTE: a signed body is still only JSON: without an event id there is nothing to record once.
  if (typeof event.id !== 'string' || event.id === '' || typeof event.type !== 'string') {
    throw new AppError('BAD_REQUEST', MESSAGES.invalidSignature);
  }
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const orderId = orderIdOf(session);
      const paid =
        session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      if (!orderId || !paid) return { id: event.id, kind: 'ignored', type: event.type };
      return {
        id: event.id,
        kind: 'checkout-paid',
        orderId,
        subscriptionId: idOf(session.subscription),
      };
    }
    case 'checkout.session.async_payment_failed': {
      const orderId = orderIdOf(event.data.object);
      return orderId
        ? { id: event.id, kind: 'checkout-failed', orderId }
        : { id: event.id, kind: 'ignored', type: event.type };
    }
    case 'checkout.session.expired': {
      const orderId = orderIdOf(event.data.object);
      return orderId
        ? { id: event.id, kind: 'checkout-expired', orderId }
        : { id: event.id, kind: 'ignored', type: event.type };
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      // The first invoice is the checkout itself (fulfilled by checkout.session.completed).
      if (invoice.billing_reason !== 'subscription_cycle' || !subscriptionId) {
        return { id: event.id, kind: 'ignored', type: event.type };
      }
      return {
        id: event.id,
        kind: 'renewal-paid',
        subscriptionId,
        invoiceId: invoice.id ?? event.id,
      };
    }
    case 'customer.subscription.deleted':
      return { id: event.id, kind: 'subscription-ended', subscriptionId: event.data.object.id };
    default:
      return { id: event.id, kind: 'ignored', type: event.type };
  }
}

/** Stripe Checkout in subscription mode, GBP prices built from the server's amounts. */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, clientOptions(settings.apiBase));
  return {
    name: 'stripe',
    async createCheckout(order, user, appUrl) {
      const metadata = {
        orderId: order.id,
        userId: user.id,
        plan: order.plan,
        priceType: order.priceType,
      };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          client_reference_id: order.id,
          customer_email: user.email,
          metadata,
          subscription_data: { metadata },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: order.currency.toLowerCase(),
                unit_amount: order.amount,
                recurring: { interval: order.priceType === 'annual' ? 'year' : 'month' },
                product_data: {
                  name: `Streakwise ${order.plan === 'pro' ? 'Pro' : 'Premium'} (${order.priceType})`,
                },
              },
            },
          ],
          success_url: `${appUrl}/dashboard?payment=success&order_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${appUrl}/${order.plan}?payment=cancelled`,
        },
        { idempotencyKey: `checkout-${order.id}` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { checkoutUrl: session.url, sessionId: session.id };
    },
    async verify(order) {
      if (!order.providerSessionId) return { status: 'pending', subscriptionId: null };
      const session = await stripe.checkout.sessions.retrieve(order.providerSessionId);
      const paid =
        session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      if (paid) return { status: 'paid', subscriptionId: idOf(session.subscription) };
      return { status: session.status === 'expired' ? 'failed' : 'pending', subscriptionId: null };
    },
    async cancelAtPeriodEnd(subscriptionId) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    },
    async resume(subscriptionId) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
    },
    async cancelNow(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId, { prorate: false, invoice_now: false });
      } catch (err) {
        // Stripe refuses to cancel a subscription that has already ended (or never existed):
        // ask what it is now rather than guess from the error's wording.
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
        const status = await stripe.subscriptions.retrieve(subscriptionId).then(
          (subscription) => subscription.status,
          (missing: unknown) => {
            if (missing instanceof Stripe.errors.StripeError && missing.statusCode === 404) {
              return 'missing';
            }
            throw missing;
          },
        );
        if (!ENDED.has(status)) throw err;
      }
    },
    parseWebhook(rawBody, signature) {
      try {
        return toPaymentEvent(
          stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret),
        );
      } catch {
        throw new AppError('BAD_REQUEST', MESSAGES.invalidSignature);
      }
    },
  };
}
