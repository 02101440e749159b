import { api } from '../../lib/api';
import type {
  CheckoutQuote,
  CheckoutRequest,
  CheckoutResponse,
  MockCompleteResponse,
  MockOutcome,
  UserResponse,
  VerifyPaymentResponse,
} from './billing-types';

/** The subscription endpoints of the HTTP contract (docs/architecture.md §4). */
export const billingApi = {
  /** The amount and any upgrade credit, before a checkout starts. */
  quote: ({ planType, priceType }: CheckoutRequest) =>
    api.get<CheckoutQuote>(
      `/subscription/quote?${new URLSearchParams({ planType, priceType }).toString()}`,
    ),
  createCheckoutSession: (body: CheckoutRequest) =>
    // NOTE: partial on purpose: a 200 without `checkoutUrl` has its own message
    // (docs/product.md §8).
    api.post<Partial<CheckoutResponse> | undefined>('/subscription/create-checkout-session', body),
  completeMockPayment: (orderId: string, outcome: MockOutcome) =>
    api.post<MockCompleteResponse>('/subscription/mock/complete', { orderId, outcome }),
  verifyPayment: (orderId: string) =>
    api.post<VerifyPaymentResponse>('/subscription/verify-payment', { orderId }),
  cancel: () => api.post<UserResponse>('/subscription/cancel'),
  /** Undoes `cancel` before the period ends. */
  resume: () => api.post<UserResponse>('/subscription/resume'),
  /** A fresh copy of the user after a plan change. */
  me: () => api.get<UserResponse>('/auth/me'),
};
