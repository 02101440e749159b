import type { Config } from '../../config.js';
import { createMockProvider } from './mock-provider.js';
import type { PaymentProvider } from './payment-provider.js';
import { createStripeProvider } from './stripe-provider.js';

/** `PAYMENT_PROVIDER`: stripe (needs its keys; config.ts checks) or mock (refused in production). */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.paymentProvider === 'stripe' && config.stripe)
    return createStripeProvider(config.stripe);
  return createMockProvider();
}
