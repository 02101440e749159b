import { z } from 'zod';
import { MESSAGES } from '../constants/messages.js';

/* Web push subscriptions, one per device: docs/decisions/029-web-push.md. */

export const PUSH_MESSAGES = {
  endpointInvalid: 'The push endpoint must be an https: address',
  endpointPrivate:
    'The push endpoint must be a public https: address (not a local, private or link-local one)',
  keysInvalid: 'The subscription keys must be the browser’s p256dh and auth values',
  subscriptionNotFound: 'Push subscription not found',
  endpointTaken: 'That push endpoint belongs to another account',
  doneTokenInvalid:
    'This reminder can no longer check the habit in: it has expired or is not valid. Open Streakwise to check in.',
  idempotencyKeyRequired: 'An Idempotency-Key header is required',
  testNoDevice:
    'No device gets notifications yet: turn on notifications on this device first, then send a test',
  testTooSoon:
    'A test notification went out a moment ago. Please wait half a minute before sending another',
} as const;

const base64url = (min: number, max: number) =>
  z
    .string({ error: PUSH_MESSAGES.keysInvalid })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: PUSH_MESSAGES.keysInvalid })
    .min(min, { error: PUSH_MESSAGES.keysInvalid })
    .max(max, { error: PUSH_MESSAGES.keysInvalid });

/** The browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: z
    .string({ error: PUSH_MESSAGES.endpointInvalid })
    .max(2048, { error: PUSH_MESSAGES.endpointInvalid }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key: an uncompressed point, 65 bytes from 0x04. */
    p256dh: base64url(80, 100).refine((key) => /^B[A-Za-z0-9_-]{86}=?$/.test(key), {
      error: PUSH_MESSAGES.keysInvalid,
    }),
    /** The 16-byte auth secret: 22 characters of base64url. */
    auth: base64url(16, 32).refine((key) => /^[A-Za-z0-9_-]{22}(==)?$/.test(key), {
      error: PUSH_MESSAGES.keysInvalid,
    }),
  }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

export const pushSubscriptionSchema = z.object({
  _id: z.uuid(),
  endpoint: z.string(),
  /** A readable name from the User-Agent that subscribed ("Chrome on Android"). */
  device: z.string(),
  createdAt: z.string(),
});
export type PushSubscriptionView = z.infer<typeof pushSubscriptionSchema>;

export const pushSubscriptionListSchema = z.array(pushSubscriptionSchema);

export const vapidPublicKeySchema = z.object({
  /** The VAPID application server key: base64url of the uncompressed P-256 point. */
  publicKey: z.string(),
});

export const pushSubscriptionIdParamsSchema = z.object({
  id: z.uuid({ error: PUSH_MESSAGES.subscriptionNotFound }),
});

/**
 * POST /api/push/done: a habit reminder's "Done" action, sent by the service worker
 * (docs/decisions/030-notification-actions.md). The token is the payload's `doneToken`.
 */
export const pushDoneRequestSchema = z.object({
  token: z
    .string({ error: PUSH_MESSAGES.doneTokenInvalid })
    .min(1, { error: PUSH_MESSAGES.doneTokenInvalid })
    .max(256, { error: PUSH_MESSAGES.doneTokenInvalid }),
});
export type PushDoneRequest = z.infer<typeof pushDoneRequestSchema>;

/** Required here: a notification's action is retried, and must count once. */
export const pushDoneHeadersSchema = z.object({
  'idempotency-key': z
    .string({ error: PUSH_MESSAGES.idempotencyKeyRequired })
    .regex(/^[\x21-\x7e]{1,128}$/, { error: MESSAGES.idempotencyKeyInvalid }),
});

/** POST /api/push/test: how many devices a test notification was queued for. */
export const pushTestResponseSchema = z.object({ devices: z.number().int().min(1) });
export type PushTestResponse = z.infer<typeof pushTestResponseSchema>;

/** What the service worker receives, decrypted (RFC 8291). */
export type PushPayload =
  | {
      type: 'habit-reminder';
      habitId: string;
      habitName: string;
      date: string;
      title: string;
      body: string;
      /**
       * The credential of the notification's "Done" action (POST /api/push/done); absent for a
       * measure, whose check-in needs an amount: its notification only opens the app.
       */
      doneToken?: string;
    }
  | {
      type: 'daily-reminder';
      date: string;
      title: string;
      body: string;
      habits: Array<{ habitId: string; habitName: string }>;
    }
  /** From "Send a test notification" in settings: shown as is, no action. */
  | { type: 'test'; title: string; body: string };
