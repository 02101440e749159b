import { MESSAGES } from '@streakwise/shared';
import type { AuthFailure } from './auth-types';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "45 seconds", "12 minutes", "3 hours": the wait rounded up, in the unit a person would say. */
export function waitText(seconds: number): string {
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 2 * 60 * 60) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

/** What the sign-in screen says when the server refuses more attempts for now (a 429). */
export function lockedOutText(failure: AuthFailure): string {
  if (failure.retryAfterSeconds === undefined) return failure.message || MESSAGES.tooManyRequests;
  return `Too many failed sign-ins. Please try again in ${waitText(failure.retryAfterSeconds)}.`;
}
