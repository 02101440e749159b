/*
 * Errors across the embedded database's thread (pglite-worker.ts ↔ pglite-worker-client.ts): a
 * structured clone keeps no class, so an error crosses as its name, message, stack and every field
 * that is plain data (SQLSTATE `code`, constraint, errno…), and is made again on the other side.
 *
 * NOTE: the worker loads this file with Node's own TypeScript support: types-only imports, and
 * relative imports written with their `.ts` name (docs/decisions/047-embedded-database-role.md).
 */
import type { WireError } from './pglite-protocol.js';

/** Plain data only: an error's `queryOptions` (with its parser functions) stays behind. */
function canCross(value: unknown): boolean {
  if (value === null) return true;
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'bigint':
    case 'undefined':
      return true;
    case 'object':
      if (value instanceof Date) return true;
      return Array.isArray(value) && value.every(canCross);
    default:
      return false;
  }
}

/** An error's name, message, stack and every field a structured clone can carry. */
export function errorToWire(err: unknown, depth = 0): WireError {
  if (typeof err !== 'object' || err === null) {
    return { name: 'Error', message: String(err), props: {} };
  }
  const source = err as Record<string, unknown>;
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'cause') continue;
    if (canCross(value)) props[key] = value;
  }
  return {
    name: typeof source.name === 'string' ? source.name : 'Error',
    message:
      typeof source.message === 'string' ? source.message : Object.prototype.toString.call(err),
    ...(typeof source.stack === 'string' ? { stack: source.stack } : {}),
    props,
    ...(source.cause !== undefined && depth < 5
      ? { cause: errorToWire(source.cause, depth + 1) }
      : {}),
  };
}

/** The error as the worker saw it: same name, message, stack and fields. */
export function errorFromWire(wire: WireError): Error {
  const err = new Error(
    wire.message,
    wire.cause ? { cause: errorFromWire(wire.cause) } : undefined,
  ) as Error & Record<string, unknown>;
  Object.assign(err, wire.props);
  err.name = wire.name;
  if (wire.stack) err.stack = wire.stack;
  return err;
}
