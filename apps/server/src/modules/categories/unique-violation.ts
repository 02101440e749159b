/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether a query failed on a unique index. Drizzle wraps the driver's error (node-postgres or
 * PGlite, both carrying the SQLSTATE as `code`) in its own, so the causes are followed.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Object && depth < 5; depth += 1) {
    if ('code' in e && e.code === UNIQUE_VIOLATION) return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
}
