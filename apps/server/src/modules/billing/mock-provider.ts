import { MESSAGES } from '@streakwise/shared';
import { AppError } from '../../errors.js';
import type { PaymentProvider } from './payment-provider.js';

/**
 * Development payments: the checkout is the app's own /mock-payment page, and its buttons record
 * the outcome through POST /api/subscription/mock/complete. Refused in production (config.ts).
 */
export function createMockProvider(): PaymentProvider {
  return {
    name: 'mock',
    createCheckout(order, _user, appUrl) {
      const query = new URLSearchParams({
        orderId: order.id,
        amount: String(order.amount),
        currency: order.currency,
        plan: order.plan,
        price: order.priceType,
      });
      return Promise.resolve({
        checkoutUrl: `${appUrl}/mock-payment?${query.toString()}`,
        sessionId: null,
      });
    },
    verify(order) {
      const status =
        order.status === 'paid' ? 'paid' : order.status === 'pending' ? 'pending' : 'failed';
      return Promise.resolve({ status, subscriptionId: null });
    },
    // NOTE: mock orders carry no provider subscription, so there is nothing to stop.
    cancelAtPeriodEnd: () => Promise.resolve(),
    resume: () => Promise.resolve(),
    cancelNow: () => Promise.resolve(),
    parseWebhook() {
      throw new AppError('NOT_FOUND', MESSAGES.notFound);
    },
  };
}
