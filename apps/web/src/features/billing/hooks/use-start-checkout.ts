import { useState } from 'react';
import toast from 'react-hot-toast';
import { isApiError } from '../../../lib/api-error';
import { billingApi } from '../billing-api';
import { BILLING_SPEC_TEXTS } from '../billing-texts';
import type { CheckoutRequest } from '../billing-types';
import { checkoutRedirect, safeCheckoutUrl } from '../model/checkout-redirect';

function startFailure(error: unknown): string {
  if (isApiError(error) && !error.isNetworkError && error.serverMessage) {
    return BILLING_SPEC_TEXTS.failedToStartPayment(error.serverMessage);
  }
  return BILLING_SPEC_TEXTS.createCheckoutFailed;
}

/**
 * Creates a checkout session and leaves for the hosted checkout (docs/product.md §2,
 * docs/architecture.md §4).
 */
export function useStartCheckout() {
  const [isStarting, setIsStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const fail = (message: string) => {
    setError(message);
    setIsStarting(false);
    toast.error(message);
  };

  const start = async (request: CheckoutRequest) => {
    setIsStarting(true);
    setError(null);
    try {
      const reply = await billingApi.createCheckoutSession(request);
      const url = safeCheckoutUrl(reply?.checkoutUrl);
      if (!url) {
        fail(BILLING_SPEC_TEXTS.noCheckoutUrl);
        return;
      }
      // NOTE: stays "starting" on purpose: the page is being replaced by the checkout.
      checkoutRedirect.assign(url);
    } catch (caught) {
      fail(startFailure(caught));
    }
  };

  const reset = () => setError(null);
  return { start, isStarting, error, reset };
}
