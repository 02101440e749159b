import {
  DEFAULT_SITE_INFO,
  errorResponseSchema,
  refreshResponseSchema,
  siteInfoSchema,
} from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { readErrorResponse, readRefreshResponse } from './reply-shapes';
import { readSiteInfo } from './site-info';

// Bodies a server, a proxy or a broken deployment might send.
const oddities: unknown[] = [undefined, null, '', 'Bad Gateway', 42, true, [], ['message'], {}];

/** The hand-written check accepts and returns exactly what the shared schema does. */
function agrees(
  read: (body: unknown) => unknown,
  schema: { safeParse: (body: unknown) => { success: boolean; data?: unknown } },
  body: unknown,
) {
  const parsed = schema.safeParse(body);
  expect(read(body)).toEqual(parsed.success ? parsed.data : null);
}

describe('reply checks agree with the shared schemas', () => {
  it.each([
    ...oddities,
    { message: 'Nope' },
    { message: 'Nope', code: 'HABIT_LIMIT' },
    { message: 'Nope', code: undefined, fields: undefined },
    { message: 'Nope', fields: { email: 'Taken', name: 'Too long' } },
    { message: 'Nope', fields: {} },
    { message: 'Nope', extra: 1, code: 'X' },
    { message: 3 },
    { message: 'Nope', code: 7 },
    { message: 'Nope', code: null },
    { message: 'Nope', fields: { email: 1 } },
    { message: 'Nope', fields: ['a'] },
    { message: 'Nope', fields: null },
    { code: 'X' },
  ])('error reply %j', (body) => agrees(readErrorResponse, errorResponseSchema, body));

  it.each([
    ...oddities,
    DEFAULT_SITE_INFO,
    { ...DEFAULT_SITE_INFO, brandName: 'Habitly', extra: 'dropped' },
    { ...DEFAULT_SITE_INFO, companyNumber: 123 },
    { ...DEFAULT_SITE_INFO, supportEmail: undefined },
    { ...DEFAULT_SITE_INFO, contactEmail: null },
  ])('site details %j', (body) => agrees(readSiteInfo, siteInfoSchema, body));

  it.each([
    ...oddities,
    { token: 'a', refreshToken: 'b' },
    { token: 'a', refreshToken: 'b', user: {} },
    { token: 'a' },
    { token: 'a', refreshToken: null },
    { token: 1, refreshToken: 'b' },
  ])('token pair %j', (body) => agrees(readRefreshResponse, refreshResponseSchema, body));
});
