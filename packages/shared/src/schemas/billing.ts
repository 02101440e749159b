import { z } from 'zod';
import { PAID_PLAN_TYPES, PRICE_TYPES } from '../constants/plans.js';
import { userSchema } from './user.js';

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The client names a plan and a billing period, never an amount: amounts come from the server. */
export const createCheckoutRequestSchema = z.object({
  planType: z.enum(PAID_PLAN_TYPES, { error: 'Choose the pro or premium plan' }),
  priceType: z.enum(PRICE_TYPES, { error: 'Choose monthly or annual billing' }),
});
export type CreateCheckoutRequest = z.infer<typeof createCheckoutRequestSchema>;

/**
 * `credit`: pence of unused Pro time a Pro -> Premium upgrade carries over; `creditDays`: the whole
 * days of Premium it adds after the paid period (docs/decisions/006-upgrade-credit.md).
 */
const upgradeCreditFields = {
  credit: z.number().int().nonnegative(),
  creditDays: z.number().int().nonnegative(),
};

export const checkoutResponseSchema = z.object({
  checkoutUrl: z.string(),
  orderId: z.uuid(),
  credit: upgradeCreditFields.credit.optional(),
  creditDays: upgradeCreditFields.creditDays.optional(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** GET /api/subscription/quote: what a checkout would charge and credit, before it starts. */
export const checkoutQuoteSchema = z.object({
  amount: z.number().int(),
  ...upgradeCreditFields,
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

const orderIdField = z.uuid({ error: 'Order not found' });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CHECKOUT_SESSION = /^cs_[A-Za-z0-9_]{1,250}$/;

/**
 * Our order id, or a Stripe Checkout Session id: Stripe's success URL carries
 * `order_id={CHECKOUT_SESSION_ID}` (docs/architecture.md §4), the mock's carries the order id.
 */
export const verifyPaymentRequestSchema = z.object({
  orderId: z
    .string({ error: 'Order not found' })
    .refine((id) => UUID.test(id) || CHECKOUT_SESSION.test(id), { error: 'Order not found' }),
});
export const verifyPaymentResponseSchema = z.object({
  success: z.boolean(),
  status: z.enum(['paid', 'pending', 'failed']),
  user: userSchema,
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

export const mockCompleteRequestSchema = z.object({
  orderId: orderIdField,
  outcome: z.enum(['success', 'cancelled'], { error: 'Outcome must be success or cancelled' }),
});
export const orderStatusResponseSchema = z.object({ status: z.enum(ORDER_STATUSES) });

/**
 * GET /api/site/launch-offer: how many of the launch offer's places are left. `active` is false
 * once none are (or the offer is switched off with LAUNCH_OFFER_LIMIT=0).
 */
export const launchOfferStatusSchema = z.object({
  limit: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  active: z.boolean(),
});
export type LaunchOfferStatus = z.infer<typeof launchOfferStatusSchema>;
