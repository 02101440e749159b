/*
 * Which failures mean "the database cannot be reached right now" (a 503, docs/architecture.md §4)
 * rather than a bug (a 500). Only what node-postgres and the network say; a query PostgreSQL
 * answered with an ordinary error (a constraint, bad SQL) is not an outage.
 */

/** The socket-level codes of a database host that is down, restarting or cut off. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs: class 08 (connection exception), the server shutting down or starting or a session
 * ended by a DBA (57P01-03), too many connections (53300), a statement cut off by
 * statement_timeout (57014), and a session ended by idle_in_transaction_session_timeout (25P03),
 * transaction_timeout (25P04) or idle_session_timeout (57P05): a query sent as the server ended
 * its connection hears the reason as its own error (lost-connections.ts).
 */
const SQLSTATE = /^(08...|57P0[1235]|53300|57014|25P0[34])$/;

/** node-postgres and pg-pool give these as plain Errors, with no code to tell them by. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

function unavailableHere(err: Error & { code?: unknown }): boolean {
  const code = typeof err.code === 'string' ? err.code : '';
  return (
    NETWORK_CODES.has(code) ||
    SQLSTATE.test(code) ||
    DRIVER_MESSAGES.some((pattern) => pattern.test(err.message))
  );
}

/**
 * True when `err`, or an error it wraps, says the database could not be reached or did not
 * answer in time.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  // NOTE: Drizzle wraps the driver's error in `cause` (DrizzleQueryError), pg-pool wraps a
  // connect timeout likewise, and a dual-stack connect fails with an AggregateError.
  if (!(err instanceof Error) || depth > 5) return false;
  if (unavailableHere(err)) return true;
  if (err instanceof AggregateError && err.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return isDatabaseUnavailable(err.cause, depth + 1);
}
