import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './helper.js';

/*
 * A local stand-in for the Stripe API (node:http on 127.0.0.1, a free port), for the `stripe`
 * package the server uses: the app points at it through STRIPE_API_BASE. It records every request
 * and answers the three calls the server makes. Also: signed webhook deliveries.
 */

export const STRIPE_KEY = 'sk_test_x';
export const WEBHOOK_SECRET = 'whsec_test';

export interface StripeRequest {
  method: string;
  path: string;
  /** The form-encoded body (Stripe's bracket keys, e.g. `line_items[0][price_data][unit_amount]`). */
  form: URLSearchParams;
  authorization: string | undefined;
}

export interface StripeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete';
  client_reference_id: string | null;
  subscription: string | null;
  metadata: Record<string, string>;
}

export interface StripeStandIn {
  /** The base URL for STRIPE_API_BASE. */
  url: string;
  /** Every request received, oldest first. */
  requests: StripeRequest[];
  /** The sessions created, by id. */
  sessions: Map<string, StripeSession>;
  /** From now on GET /v1/checkout/sessions/:id says the session is paid, with this subscription. */
  pay(sessionId: string, subscription?: string): void;
  /** The subscriptions cancelled (DELETE /v1/subscriptions/:id), in order. */
  cancelled: string[];
  /**
   * From now on (until called with false) calls to /v1/subscriptions answer 500, with
   * `stripe-should-retry: false` so the client gives up at once: an outage at Stripe.
   */
  failSubscriptions(failing: boolean): void;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_standin' });
  res.end(JSON.stringify(body));
}

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StripeRequest[] = [];
  const sessions = new Map<string, StripeSession>();
  const cancelled: string[] = [];
  const state = { failSubscriptions: false };

  const server = createServer((req, res) => {
    void text(req).then(
      (raw) => {
        const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
        const form = new URLSearchParams(raw);
        requests.push({
          method: req.method ?? '',
          path,
          form,
          authorization: req.headers.authorization,
        });

        const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
        const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
        if (req.method === 'POST' && path === '/v1/checkout/sessions') {
          const id = `cs_test_${randomBytes(12).toString('hex')}`;
          const session: StripeSession = {
            id,
            object: 'checkout.session',
            url: `https://checkout.stripe.test/c/pay/${id}`,
            payment_status: 'unpaid',
            status: 'open',
            client_reference_id: form.get('client_reference_id'),
            subscription: null,
            metadata: metadataOf(form),
          };
          sessions.set(id, session);
          return send(res, 200, session);
        }
        const session = sessionPath?.[1] ? sessions.get(sessionPath[1]) : undefined;
        if (req.method === 'GET' && session) return send(res, 200, session);
        const subscription = subscriptionPath?.[1];
        if (subscription && state.failSubscriptions) {
          res.setHeader('stripe-should-retry', 'false');
          return send(res, 500, { error: { type: 'api_error', message: 'Stand-in outage' } });
        }
        const ended = subscription !== undefined && cancelled.includes(subscription);
        const view = (id: string) => ({
          id,
          object: 'subscription',
          status: ended ? 'canceled' : 'active',
          cancel_at_period_end: form.get('cancel_at_period_end') === 'true',
        });
        if (req.method === 'GET' && subscription) return send(res, 200, view(subscription));
        if (req.method === 'POST' && subscription && !ended)
          return send(res, 200, view(subscription));
        if (req.method === 'DELETE' && subscription && !ended) {
          cancelled.push(subscription);
          return send(res, 200, { ...view(subscription), status: 'canceled' });
        }
        if (subscription && ended) {
          // Stripe's answer to changing a subscription that has already ended.
          return send(res, 400, {
            error: {
              type: 'invalid_request_error',
              message: `A canceled subscription can only update its cancellation_details and metadata.`,
            },
          });
        }
        return send(res, 404, {
          error: { type: 'invalid_request_error', message: `No such route: ${req.method} ${path}` },
        });
      },
      () => res.destroy(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    cancelled,
    failSubscriptions(failing) {
      state.failSubscriptions = failing;
    },
    pay(sessionId, subscription = 'sub_123') {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      Object.assign(session, { payment_status: 'paid', status: 'complete', subscription });
    },
    close() {
      // The stripe client keeps connections alive; drop them so close() returns.
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
  };
}

/** The environment that points the app's Stripe provider at a stand-in. */
export function stripeEnv(standIn: Pick<StripeStandIn, 'url'>): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: standIn.url,
  };
}

/**
 * The file's stand-in and an app using it (plus `env`), started before its tests and closed after.
 * Both objects are filled in by beforeAll, so read them only inside hooks and tests.
 */
export function useStripeTestApp(env: Record<string, string> = {}): {
  t: TestApp;
  stripe: StripeStandIn;
} {
  const t = {} as TestApp;
  const stripe = {} as StripeStandIn;
  let created: TestApp | undefined;
  beforeAll(async () => {
    Object.assign(stripe, await startStripeStandIn());
    created = await createTestApp({ ...stripeEnv(stripe), ...env });
    Object.assign(t, created);
  });
  afterAll(async () => {
    await created?.close();
    await stripe.close?.();
  });
  return { t, stripe };
}

const signer = new Stripe(STRIPE_KEY);

/** A Stripe event envelope around `object`. */
export function stripeEvent(id: string, type: string, object: object) {
  return {
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  };
}

/**
 * A `stripe-signature` header for the event's JSON, made by the stripe package's test helper
 * (`timestamp`: seconds since the epoch, now by default).
 */
export const webhookSignature = (event: object, secret = WEBHOOK_SECRET, timestamp?: number) =>
  signer.webhooks.generateTestHeaderString({
    payload: JSON.stringify(event),
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });

/**
 * POST /api/subscription/webhook with the event's exact JSON as the body, signed with the app's
 * secret unless a `signature` header is given; `signature: null` sends none.
 */
export function postWebhook(t: TestApp, event: object, signature?: string | null) {
  const payload = JSON.stringify(event);
  const header = signature === undefined ? webhookSignature(event) : signature;
  return t.app.inject({
    method: 'POST',
    url: '/api/subscription/webhook',
    headers: {
      'content-type': 'application/json',
      ...(header === null ? {} : { 'stripe-signature': header }),
    },
    payload,
  });
}
