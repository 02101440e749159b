import type { ErrorResponse, RefreshResponse } from '@streakwise/shared';
import { isObject, isStringRecord, pickStrings } from './json-shape';

// NOTE: replies the api client reads on every page (an error, a token renewal) are checked by
// hand: their zod schemas would bring the whole of zod along. The tests hold each check to its
// shared schema. GET /api/site's check lives with its only reader, site-info.ts.

/** An error reply (errorResponseSchema), or null when the body is something else. */
export function readErrorResponse(body: unknown): ErrorResponse | null {
  if (!isObject(body) || typeof body.message !== 'string') return null;
  const { message, code, fields } = body;
  if (code !== undefined && typeof code !== 'string') return null;
  if (fields !== undefined && !isStringRecord(fields)) return null;
  const reply: ErrorResponse = { message };
  if (code !== undefined) reply.code = code;
  if (fields !== undefined) reply.fields = { ...fields };
  return reply;
}

/** A renewed token pair (refreshResponseSchema), or null. */
export function readRefreshResponse(body: unknown): RefreshResponse | null {
  return pickStrings(body, ['token', 'refreshToken']);
}
