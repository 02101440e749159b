/**
 * The codes an error reply may carry in its `code`, for a client to branch on
 * (docs/decisions/048-shared-error-codes.md). The server's status table covers each one and the
 * web's checks compare against this union, so a renamed or dropped code fails the typecheck on
 * both sides. Codes the server keeps to itself (VALIDATION, NOT_FOUND, …) are not listed.
 */
export const ERROR_CODES = [
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
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

/** True for a code this build knows; a newer server's unknown code is not one to branch on. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}
