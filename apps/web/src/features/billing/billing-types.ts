import type { OrderStatus, User } from '@streakwise/shared';
import type { AuthRootState } from '../auth';

export type {
  CheckoutQuote,
  CheckoutResponse,
  CreateCheckoutRequest as CheckoutRequest,
  VerifyPaymentResponse,
} from '@streakwise/shared';

export type MockOutcome = 'success' | 'cancelled';

export interface MockCompleteResponse {
  status: OrderStatus;
}

export interface UserResponse {
  user: User;
}

/** The parts of the state billing reads: only the session. */
export type BillingRootState = AuthRootState;
