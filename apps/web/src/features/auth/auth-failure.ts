import { errorMessage, isApiError } from '../../lib/api-error';
import type { AuthFailure } from './auth-types';

export function toAuthFailure(error: unknown, fallback: string, networkText?: string): AuthFailure {
  const message = errorMessage(error, fallback, networkText);
  if (!isApiError(error)) return { message, status: 0, isNetworkError: false };
  return {
    message,
    status: error.status,
    code: error.code,
    fields: error.fields,
    isNetworkError: error.isNetworkError,
    retryAfterSeconds: error.retryAfterSeconds,
  };
}

const UNVERIFIED_TEXT = /verify your email/i;

/** Login refused because the address is not verified yet (docs/product.md §8: code or wording). */
export function isUnverifiedEmailFailure(failure: AuthFailure | undefined): boolean {
  if (!failure) return false;
  return failure.code === 'EMAIL_NOT_VERIFIED' || UNVERIFIED_TEXT.test(failure.message);
}

/** The server (or the way to it) is down: a 502–504 or no answer at all. Says nothing of the token. */
export function isOutage(failure: Pick<AuthFailure, 'status' | 'isNetworkError'>): boolean {
  return failure.isNetworkError || (failure.status >= 502 && failure.status <= 504);
}
