/** One error type for the whole API; its code decides the HTTP status (docs/architecture.md §6). */
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
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Codes a client may branch on; the rest stay out of the reply body. */
const PUBLIC_CODES: ReadonlySet<ErrorCode> = new Set([
  'EMAIL_NOT_VERIFIED',
  'FORBIDDEN',
  'PLAN_REQUIRED',
  'PREMIUM_REQUIRED',
  'HABIT_LIMIT',
  'CONFLICT',
  'ALREADY_COMPLETE',
  'NOTHING_TO_UNDO',
  'DAY_CLOSED',
  'FREEZE_LIMIT',
  'NOT_ENOUGH_POINTS',
  'HABIT_ARCHIVED',
  'CATEGORY_EXISTS',
  'IMPORT_UNREADABLE',
  'RATE_LIMITED',
]);

export class AppError extends Error {
  readonly status: number;
  readonly fields: Record<string, string> | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
    this.fields = fields;
  }

  toBody(): { message: string; code?: string; fields?: Record<string, string> } {
    return {
      message: this.message,
      ...(PUBLIC_CODES.has(this.code) ? { code: this.code } : {}),
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
