import fc from 'fast-check';
import { WEBHOOK_SECRET, webhookSignature } from '../stripe-stand-in.js';
import { JSON_TYPE, NOT_JSON } from './bodies.js';
import { headerText, hostileText } from './hostile.js';
import { NIL_UUID, pick } from './pools.js';
import { visible } from './request.js';

/* Stripe's webhook: events and their stripe-signature header. */

/**
 * An event as Stripe sends it (an evt_ id, a type, a data.object of the type's shape, with
 * Stripe's field types) but with odd contents: unknown, foreign or unpaid orders, unknown
 * subscriptions, replayed ids, types the server ignores. The envelope itself is not fuzzed: the
 * signature proves Stripe sent it. `orders` and `subscriptions` are the app's own references.
 */
function stripeEventArb(orders: () => string[], subscriptions: () => string[]) {
  const stripeId = (prefix: string) =>
    fc.stringMatching(/^[A-Za-z0-9]{8,24}$/).map((id) => `${prefix}_${id}`);
  const reference = fc.oneof(
    { weight: 3, arbitrary: pick(orders, NIL_UUID) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
  const subscriptionId = fc.oneof(pick(subscriptions, 'sub_none'), stripeId('sub'));
  const subscription = fc.oneof(
    subscriptionId,
    subscriptionId.map((id) => ({ id, object: 'subscription' })),
    fc.constant(null),
  );
  const session = fc.record({
    id: stripeId('cs'),
    object: fc.constant('checkout.session'),
    client_reference_id: reference,
    payment_status: fc.constantFrom('paid', 'unpaid', 'no_payment_required'),
    status: fc.constantFrom('open', 'complete', 'expired'),
    subscription,
    metadata: fc.dictionary(fc.string({ maxLength: 40 }), fc.string({ maxLength: 500 }), {
      maxKeys: 4,
    }),
  });
  const invoice = fc.record({
    id: stripeId('in'),
    object: fc.constant('invoice'),
    billing_reason: fc.constantFrom('subscription_cycle', 'subscription_create', 'manual'),
    parent: fc.option(
      fc.record({
        type: fc.constant('subscription_details'),
        subscription_details: fc.record({ subscription }),
      }),
      { nil: null },
    ),
  });
  const ended = fc.record({ id: subscriptionId, object: fc.constant('subscription') });
  const sessionTypes = fc.constantFrom(
    'checkout.session.completed',
    'checkout.session.async_payment_succeeded',
    'checkout.session.async_payment_failed',
    'checkout.session.expired',
  );
  const typed = fc.oneof(
    { weight: 4, arbitrary: fc.tuple(sessionTypes, session) },
    { weight: 2, arbitrary: fc.tuple(fc.constant('invoice.paid'), invoice) },
    { weight: 1, arbitrary: fc.tuple(fc.constant('customer.subscription.deleted'), ended) },
    {
      weight: 1,
      arbitrary: fc.tuple(
        fc.constantFrom('customer.created', 'charge.refunded'),
        fc.oneof(session, invoice, ended),
      ),
    },
  );
  const id = fc.oneof(
    { weight: 6, arbitrary: stripeId('evt') },
    { weight: 1, arbitrary: fc.constantFrom('evt_replayed_1', 'evt_replayed_2') },
  );
  return fc
    .tuple(id, typed, fc.integer({ min: 1_500_000_000, max: 2_000_000_000 }))
    .map(([eventId, [type, object], created]) => ({
      id: eventId,
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      created,
      livemode: false,
      data: { object },
    }));
}

/** A webhook delivery: a body and its stripe-signature header (absent when undefined). */
export class Delivery {
  constructor(
    readonly payload: string,
    readonly signature: string | undefined,
    readonly contentType: string,
  ) {}

  toString(): string {
    const signature = this.signature === undefined ? 'none' : visible(this.signature, 200);
    return [
      'POST /api/subscription/webhook',
      `  signature: ${signature}`,
      `  ${this.contentType}: ${visible(this.payload, 1_000)}`,
    ].join('\n');
  }

  [fc.toStringMethod](): string {
    return this.toString();
  }
}

/**
 * Deliveries: mostly events signed with the webhook secret, so the handling behind the signature
 * check is reached; also wrong secrets, stale or garbled signatures, and bodies changed after
 * signing, of any shape or not JSON at all.
 */
export function deliveryArb(orders: () => string[], subscriptions: () => string[]) {
  const event = stripeEventArb(orders, subscriptions);
  const type = fc.constantFrom(JSON_TYPE, 'text/plain', 'application/octet-stream');
  const stale = Math.floor(Date.now() / 1000) - 3_600;
  const garbled = fc.oneof(
    headerText(200),
    fc.constantFrom('t=1,v1=abc', 't=,v1=', `v1=${'a'.repeat(64)}`, 't=1,'.repeat(1_000)),
  );
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(event, type)
        .map(([e, ct]) => new Delivery(JSON.stringify(e), webhookSignature(e), ct)),
    },
    {
      weight: 1,
      arbitrary: event.map(
        (e) => new Delivery(JSON.stringify(e), webhookSignature(e, 'whsec_another'), JSON_TYPE),
      ),
    },
    {
      weight: 1,
      arbitrary: event.map(
        (e) =>
          new Delivery(JSON.stringify(e), webhookSignature(e, WEBHOOK_SECRET, stale), JSON_TYPE),
      ),
    },
    {
      weight: 1,
      arbitrary: event.map(
        (e) => new Delivery(`${JSON.stringify(e)} `, webhookSignature(e), JSON_TYPE),
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.oneof(
            event.map((e) => JSON.stringify(e)),
            fc.jsonValue().map((v) => JSON.stringify(v)),
            hostileText(2_000),
            fc.constantFrom(...NOT_JSON),
          ),
          fc.option(garbled, { nil: undefined }),
          type,
        )
        .map(([p, sig, ct]) => new Delivery(p, sig, ct)),
    },
  );
}
