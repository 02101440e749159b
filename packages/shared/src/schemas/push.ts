import { z } from 'zod';

/* Web push subscriptions, one per device: docs/decisions/029-web-push.md. */

export const PUSH_MESSAGES = {
  endpointInvalid: 'The push endpoint must be an https: address',
  endpointPrivate:
    'The push endpoint must be a public https: address (not a local, private or link-local one)',
  keysInvalid: 'The subscription keys must be the browser’s p256dh and auth values',
  subscriptionNotFound: 'Push subscription not found',
  endpointTaken: 'That push endpoint belongs to another account',
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
