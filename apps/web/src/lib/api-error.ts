import { MESSAGES, type ErrorCode } from '@streakwise/shared';

interface ApiErrorInit {
  status: number;
  serverMessage?: string | undefined;
  code?: ErrorCode | undefined;
  fields?: Record<string, string> | undefined;
  isNetworkError?: boolean;
  /** The reply's `Retry-After`, in seconds (a 429 says how long to wait). */
  retryAfterSeconds?: number | undefined;
  cause?: unknown;
}

/** Every failed call of the API client, whatever went wrong. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no reply arrived. */
  readonly status: number;
  /** The reply body's `message`, when the server sent one. */
  readonly serverMessage: string | undefined;
  /** The reply's `code` when it is one this build knows (docs/decisions/048-shared-error-codes.md). */
  readonly code: ErrorCode | undefined;
  readonly fields: Record<string, string> | undefined;
  readonly isNetworkError: boolean;
  /** How long the server asked the client to wait (a 429's `Retry-After`), in seconds. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    const fallback = init.isNetworkError
      ? MESSAGES.networkError
      : `Request failed with status ${init.status}`;
    super(init.serverMessage ?? fallback, { cause: init.cause });
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.code = init.code;
    this.fields = init.fields;
    this.isNetworkError = init.isNetworkError ?? false;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The text to show for a failed call: the server's own words when it sent some, the network
 * text when the screen has one and nothing arrived, else the screen's fallback.
 */
export function errorMessage(error: unknown, fallback: string, networkText?: string): string {
  if (!isApiError(error)) return fallback;
  if (error.isNetworkError) return networkText ?? fallback;
  return error.serverMessage ?? fallback;
}
