import type { PaidPlanType, PriceType } from '@streakwise/shared';
import { useState } from 'react';
import { selectBillingUser, useBillingSelector } from '../billing-hooks';
import type { CheckoutRequest } from '../billing-types';
import { launchOfferEnd, paidSubscription } from '../model/subscription';
import { usePaymentQueryNotice } from './use-payment-query-notice';

/** What both plan pages share: the person's plan, the period toggle, checkout and the query. */
export function usePlanPage() {
  const user = useBillingSelector(selectBillingUser);
  const paymentResult = usePaymentQueryNotice();
  const [priceType, setPriceType] = useState<PriceType>('monthly');
  const [checkout, setCheckout] = useState<CheckoutRequest | null>(null);

  return {
    subscription: user?.subscription,
    timeZone: user?.timezone ?? 'Europe/London',
    paid: paidSubscription(user?.subscription),
    launchOfferEndsAt: launchOfferEnd(user?.subscription),
    paymentResult,
    priceType,
    setPriceType,
    checkout,
    choose: (planType: PaidPlanType) => setCheckout({ planType, priceType }),
    closeCheckout: () => setCheckout(null),
  };
}

export type PlanPageState = ReturnType<typeof usePlanPage>;
