import { api } from '../../lib/api';
import type {
  CheckoutRequest,
  CheckoutResponse,
  MockCompleteResponse,
  MockOutcome,
  UserResponse,
  VerifyPaymentResponse,
} from './billing-types';

/** The subscription endpoints of the HTTP contract (DESIGN §4). */
export const billingApi = {
  createCheckoutSession: (body: CheckoutRequest) =>
    // NOTE: partial on purpose: a 200 without `checkoutUrl` has its own message (spec §8).
    api.post<Partial<CheckoutResponse> | undefined>('/subscription/create-checkout-session', body),
  completeMockPayment: (orderId: string, outcome: MockOutcome) =>
    api.post<MockCompleteResponse>('/subscription/mock/complete', { orderId, outcome }),
  verifyPayment: (orderId: string) =>
    api.post<VerifyPaymentResponse>('/subscription/verify-payment', { orderId }),
  cancel: () => api.post<UserResponse>('/subscription/cancel'),
  /** A fresh copy of the user after a plan change. */
  me: () => api.get<UserResponse>('/auth/me'),
};
