import type { Config } from '../../config.js';
import { createMockProvider } from './mock-provider.js';
import type { PaymentProvider } from './payment-provider.js';

/**
 * `PAYMENT_PROVIDER`: stripe (needs its keys; config.ts checks) or mock (refused in production).
 * NOTE: Stripe's client (about 9 MB of heap) is loaded only when it is the provider.
 */
export async function createPaymentProvider(config: Config): Promise<PaymentProvider> {
  if (config.paymentProvider === 'stripe' && config.stripe) {
    const { createStripeProvider } = await import('./stripe-provider.js');
    return createStripeProvider(config.stripe);
  }
  return createMockProvider();
}
