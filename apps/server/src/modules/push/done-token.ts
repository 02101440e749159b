import { createHmac, timingSafeEqual } from 'node:crypto';
import { addDays, isDay, type Day } from '@streakwise/shared';

/*
 * The credential of a habit reminder's "Done" action (docs/decisions/030-notification-actions.md):
 * a service worker cannot read the app's session, so the push carries a token that can do one
 * thing only, check that habit in for that day. Never logged.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface DoneClaims {
  userId: string;
  habitId: string;
  date: Day;
}

/** A key of its own, derived from the JWT secret, as the unsubscribe links' (reminders module). */
function doneKey(secret: Uint8Array): Buffer {
  return createHmac('sha256', secret).update('streakwise:push-done-key').digest();
}

function signature(secret: Uint8Array, { userId, habitId, date }: DoneClaims): Buffer {
  return createHmac('sha256', doneKey(secret))
    .update(`push-done:${userId}:${habitId}:${date}`)
    .digest();
}

/**
 * When a token for `date` stops working: 00:00 UTC two days on. By then the late-logging window
 * (10:00 the next morning, decision 015) has closed in every zone, UTC-12 included; before it, the
 * check-in's own rule answers for the person's zone (409 DAY_CLOSED).
 */
export function doneTokenExpiry(date: Day): Date {
  return new Date(`${addDays(date, 2)}T00:00:00Z`);
}

/** `userId.habitId.date.signature` (signature in base64url). */
export function signDoneToken(secret: Uint8Array, claims: DoneClaims): string {
  const sig = signature(secret, claims).toString('base64url');
  return `${claims.userId}.${claims.habitId}.${claims.date}.${sig}`;
}

/** The check-in a token was signed for; null when malformed, tampered with or expired. */
export function verifyDoneToken(secret: Uint8Array, token: string, now: Date): DoneClaims | null {
  const [userId, habitId, date, sig, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !habitId || !date || !sig) return null;
  if (!UUID.test(userId) || !UUID.test(habitId) || !isDay(date)) return null;
  const claims = { userId, habitId, date };
  const expected = signature(secret, claims);
  const given = Buffer.from(sig, 'base64url');
  // Same length first: timingSafeEqual throws on a mismatch, and the length is no secret.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  // NOTE: base64url decoding ignores stray characters; only the canonical form is accepted.
  if (given.toString('base64url') !== sig) return null;
  if (now.getTime() >= doneTokenExpiry(date).getTime()) return null;
  return claims;
}
