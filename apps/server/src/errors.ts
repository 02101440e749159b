import { isErrorCode, type ErrorCode } from '@streakwise/shared';

/** Codes the server keeps to itself: the reply says only the status and the message. */
type InternalCode =
  | 'VALIDATION'
  | 'BAD_REQUEST'
  | 'INVALID_TOKEN'
  | 'WRONG_PASSWORD'
  | 'UNAUTHORIZED'
  | 'NOT_FOUND'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNAVAILABLE'
  | 'INTERNAL';

export type AppErrorCode = ErrorCode | InternalCode;

/**
 * One error type for the whole API; its code decides the HTTP status (docs/architecture.md §6).
 * Every code has exactly one row: one missing or not a code fails the typecheck
 * (docs/decisions/048-shared-error-codes.md).
 */
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  INVALID_TOKEN: 400,
  WRONG_PASSWORD: 400,
  UNAUTHORIZED: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  PLAN_REQUIRED: 403,
  PREMIUM_REQUIRED: 403,
  HABIT_LIMIT: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ALREADY_COMPLETE: 409,
  NOTHING_TO_UNDO: 409,
  DAY_CLOSED: 409,
  FREEZE_LIMIT: 409,
  NOT_ENOUGH_POINTS: 409,
  HABIT_ARCHIVED: 409,
  CATEGORY_EXISTS: 409,
  IMPORT_UNREADABLE: 400,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const satisfies Record<AppErrorCode, number>;

export class AppError extends Error {
  readonly status: number;
  readonly fields: Record<string, string> | undefined;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
    this.fields = fields;
  }

  toBody(): { message: string; code?: ErrorCode; fields?: Record<string, string> } {
    return {
      message: this.message,
      // Only the shared codes reach the reply: a client may branch on those, never the rest.
      ...(isErrorCode(this.code) ? { code: this.code } : {}),
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

/** A 429 that says when to come back: the error handler sends it as `Retry-After` (seconds). */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterMs: number) {
    super('RATE_LIMITED', message);
    // Whole seconds, rounded up, and at least 1: a client told 0 would retry at once.
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}
