import { createHmac, timingSafeEqual } from 'node:crypto';

export const MAIL_KINDS = ['reminder', 'weekly-report', 'habit-reminder'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A key of its own, derived from the JWT secret, so an unsubscribe signature can never be
 * mistaken for (or turned into) any other signed value of the app.
 */
function unsubscribeKey(secret: Uint8Array): Buffer {
  return createHmac('sha256', secret).update('streakwise:unsubscribe-key').digest();
}

function signature(secret: Uint8Array, userId: string, kind: MailKind): Buffer {
  return createHmac('sha256', unsubscribeKey(secret))
    .update(`unsubscribe:${userId}:${kind}`)
    .digest();
}

/**
 * `userId.kind.signature` (signature in base64url): URL-safe as it is. It does not expire, as an
 * unsubscribe link in an old mail must keep working; all it can do is turn one kind of mail off.
 */
export function signUnsubscribeToken(secret: Uint8Array, userId: string, kind: MailKind): string {
  return `${userId}.${kind}.${signature(secret, userId, kind).toString('base64url')}`;
}

/** The user and kind a token was signed for; null for anything malformed or tampered with. */
export function verifyUnsubscribeToken(
  secret: Uint8Array,
  token: string,
): { userId: string; kind: MailKind } | null {
  const [userId, kind, sig, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !sig || !UUID.test(userId)) return null;
  const mailKind = MAIL_KINDS.find((k) => k === kind);
  if (!mailKind) return null;
  const expected = signature(secret, userId, mailKind);
  const given = Buffer.from(sig, 'base64url');
  // Same length first: timingSafeEqual throws on a mismatch, and the length is no secret.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  // NOTE: base64url decoding ignores stray characters; only the canonical form is accepted.
  if (given.toString('base64url') !== sig) return null;
  return { userId, kind: mailKind };
}
