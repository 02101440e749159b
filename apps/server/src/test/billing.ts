import { randomUUID } from 'node:crypto';
import {
  addMonths,
  VERIFY_TOKEN_TTL_MS,
  type CheckoutResponse,
  type PaidPlanType,
  type PriceType,
  type User,
} from '@streakwise/shared';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { emailTokens, orders, users } from '../db/schema.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { openSession } from '../modules/auth/sessions.service.js';
import { createEmailToken } from '../modules/auth/tokens.js';
import { bearer, db, type TestApp } from './helper.js';

/*
 * The steps the billing API tests share (`import * as pay from '../../test/billing.js'`): the
 * /api/subscription calls as a client makes them, and database reads for "nothing changed".
 */

/** POST /api/subscription/<path> as the token's user; the raw reply. */
export const post = (t: TestApp, token: string, path: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/subscription/${path}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });

/** POST create-checkout-session, expecting a 200; the reply. */
export async function startCheckout(
  t: TestApp,
  token: string,
  planType: PaidPlanType,
  priceType: PriceType,
): Promise<CheckoutResponse> {
  const res = await post(t, token, 'create-checkout-session', { planType, priceType });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CheckoutResponse>();
}

export const mockComplete = (
  t: TestApp,
  token: string,
  orderId: string,
  outcome: 'success' | 'cancelled' = 'success',
) => post(t, token, 'mock/complete', { orderId, outcome });

export const verifyPayment = (t: TestApp, token: string, orderId: string) =>
  post(t, token, 'verify-payment', { orderId });

export const cancelPlan = (t: TestApp, token: string) => post(t, token, 'cancel');

/** GET /api/auth/me; the user. */
export async function me(t: TestApp, token: string): Promise<User> {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ user: User }>().user;
}

export async function orderRow(t: TestApp, orderId: string) {
  const [row] = await db(t).select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** A user's subscription columns and orders, to compare before and after a call. */
export async function billingState(t: TestApp, userId: string) {
  const [user] = await db(t)
    .select({
      plan: users.plan,
      priceType: users.priceType,
      expiredAt: users.expiredAt,
      cancelAtPeriodEnd: users.cancelAtPeriodEnd,
      launchOffer: users.launchOffer,
    })
    .from(users)
    .where(eq(users.id, userId));
  const rows = await db(t)
    .select({
      id: orders.id,
      status: orders.status,
      paidAt: orders.paidAt,
      sub: orders.providerSubscriptionId,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return { user, orders: rows };
}

/** Runs `act`; the app's "now" during it lay between `before` and `after` (the clock flows). */
export async function timed<T>(t: TestApp, act: () => Promise<T>) {
  const before = t.clock.now();
  const result = await act();
  return { result, before, after: t.clock.now() };
}

/** `expiredAt` is `months` calendar months after an instant of the window. */
export function expectMonthsAfter(
  expiredAt: string | null,
  window: { before: Date; after: Date },
  months: number,
): void {
  const at = new Date(expiredAt ?? Number.NaN).getTime();
  expect(at).toBeGreaterThanOrEqual(addMonths(window.before, months).getTime());
  expect(at).toBeLessThanOrEqual(addMonths(window.after, months).getTime());
}

export const PASSWORD = 'correct horse 42';
let passwordHash: Promise<string> | undefined;

export interface InsertedAccount {
  id: string;
  email: string;
  /** The tokens of the account's verification links (unverified accounts only), oldest first. */
  verifyTokens: string[];
  /** The first of them. */
  verifyToken: string;
}

/**
 * `n` accounts written straight to the database, fast: one argon2 hash for all of them. Unverified
 * ones get `links` live verification links each (`GET /api/auth/verify-email/<token>`).
 */
export async function insertAccounts(
  t: TestApp,
  n: number,
  { verified = false, links = 1 }: { verified?: boolean; links?: number } = {},
): Promise<InsertedAccount[]> {
  passwordHash ??= hashPassword(PASSWORD);
  const hash = await passwordHash;
  const now = t.clock.now();
  const rows = await db(t)
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        name: `Member ${i}`,
        email: `member-${randomUUID()}@example.com`,
        passwordHash: hash,
        emailVerifiedAt: verified ? now : null,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const accounts = rows.map((row) => {
    const tokens = verified ? [] : Array.from({ length: links }, () => createEmailToken());
    return { ...row, tokens };
  });
  const tokenRows = accounts.flatMap(({ id, tokens }) =>
    tokens.map(({ tokenHash }) => ({
      userId: id,
      purpose: 'verify' as const,
      tokenHash,
      expiresAt: new Date(now.getTime() + VERIFY_TOKEN_TTL_MS),
      createdAt: now,
    })),
  );
  if (tokenRows.length > 0) await db(t).insert(emailTokens).values(tokenRows);
  return accounts.map(({ tokens, ...row }) => ({
    ...row,
    verifyTokens: tokens.map((x) => x.token),
    verifyToken: tokens[0]?.token ?? '',
  }));
}

/** A bearer token for a user, of a session opened as sign-in opens one (no mail or login needed). */
export const tokenFor = async (t: TestApp, userId: string) =>
  (await openSession(t.deps, db(t), { id: userId, tokenVersion: 0 }, 'Test', t.clock.now())).token;
