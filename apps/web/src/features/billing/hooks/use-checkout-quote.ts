import { useEffect, useState } from 'react';
import { billingApi } from '../billing-api';
import { selectBillingUser, useBillingSelector } from '../billing-hooks';
import type { CheckoutQuote, CheckoutRequest } from '../billing-types';

/**
 * The server's quote for a Pro person about to buy Premium: the credit for their unused Pro time
 * (docs/decisions/006-upgrade-credit.md). Null for everyone else, while it loads, or if it fails:
 * the line is extra information, and the checkout itself works without it.
 */
export function useCheckoutQuote(checkout: CheckoutRequest | null): CheckoutQuote | null {
  const plan = useBillingSelector(selectBillingUser)?.subscription.type;
  const planType = checkout?.planType;
  const priceType = checkout?.priceType;
  const wanted = plan === 'pro' && planType === 'premium' && priceType ? priceType : null;
  const [quote, setQuote] = useState<{ priceType: string; value: CheckoutQuote } | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    billingApi.quote({ planType: 'premium', priceType: wanted }).then(
      (value) => {
        if (live) setQuote({ priceType: wanted, value });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  return quote && quote.priceType === wanted ? quote.value : null;
}
