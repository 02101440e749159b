import { stdSerializers } from 'pino';

/** The fields of a PostgreSQL (or PGlite) error that name what failed without quoting any data. */
const SAFE_DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'routine'];
const MAX_STATEMENT_LENGTH = 500;

type Loggable = Record<string, unknown>;
type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

function isQueryError(err: Loggable): err is Loggable & { query: string; params: unknown } {
  return typeof err.query === 'string' && 'params' in err;
}

function isDatabaseError(err: unknown): err is Loggable {
  return (
    typeof err === 'object' &&
    err !== null &&
    typeof (err as Loggable).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((err as Loggable).code as string)
  );
}

/** Only the stack frames: the first line of a stack repeats the message, values included. */
function framesOnly(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

function databaseFields(err: Loggable): Loggable {
  return Object.fromEntries(
    SAFE_DATABASE_FIELDS.filter((key) => typeof err[key] === 'string').map((key) => [
      key,
      err[key],
    ]),
  );
}

/**
 * pino's error serializer, except for database errors: a failed query's message, `params` and the
 * driver's `detail` quote the row it carried (an e-mail, a password hash), so those are logged as
 * the SQLSTATE, the constraint and the statement's text with its placeholders — never the values.
 */
export function serializeError(err: Error): SerializedError {
  const error = err as unknown as Loggable;
  const cause = error.cause;
  if (isQueryError(error)) {
    return {
      type: 'DatabaseQueryError',
      message: 'A database query failed',
      statement: error.query.slice(0, MAX_STATEMENT_LENGTH),
      ...(isDatabaseError(cause) ? databaseFields(cause) : {}),
      stack: framesOnly(error.stack),
    };
  }
  if (isDatabaseError(error) && typeof error.severity === 'string') {
    return {
      type: 'DatabaseError',
      message: 'The database refused a query',
      ...databaseFields(error),
      stack: framesOnly(error.stack),
    };
  }
  return stdSerializers.err(err);
}
