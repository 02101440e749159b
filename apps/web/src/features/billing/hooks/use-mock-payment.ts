import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { billingApi } from '../billing-api';
import { BILLING_SPEC_TEXTS, BILLING_TEXTS } from '../billing-texts';
import type { MockOutcome } from '../billing-types';
import { PAYMENT_ANNOUNCED_STATE, PAYMENT_TOAST_ID } from '../model/payment-announcement';

/** docs/product.md §9 "Business constants": the simulator waits 2 s before "completing" payment. */
export const MOCK_PAYMENT_DELAY_MS = 2000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A plan name safe to put in a path: only the two paid plans lead back to a plan page. */
function planPath(plan: string): string {
  return plan === 'premium' ? '/premium' : '/pro';
}

/**
 * The simulator's two outcomes (docs/product.md §2 "Screens and routes", §4 "States and
 * transitions", the mock payment): idle -> processing -> away.
 * Its toast is the one word on the outcome; the page it goes to is told so and stays quiet.
 */
export function useMockPayment(orderId: string, plan: string) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<MockOutcome | null>(null);

  const succeed = async () => {
    setPending('success');
    try {
      await Promise.all([
        billingApi.completeMockPayment(orderId, 'success'),
        wait(MOCK_PAYMENT_DELAY_MS),
      ]);
    } catch (error) {
      setPending(null);
      toast.error(errorMessage(error, BILLING_TEXTS.mockCompleteFailed), { id: PAYMENT_TOAST_ID });
      return;
    }
    toast.success(BILLING_SPEC_TEXTS.mockSucceeded(plan.toUpperCase()), { id: PAYMENT_TOAST_ID });
    const query = new URLSearchParams({ payment: 'success', order_id: orderId });
    await navigate(`/dashboard?${query.toString()}`, { state: PAYMENT_ANNOUNCED_STATE });
  };

  const fail = async () => {
    setPending('cancelled');
    try {
      await billingApi.completeMockPayment(orderId, 'cancelled');
    } catch {
      // The order simply stays unpaid; the person still goes back to the plan page.
    }
    toast.error(BILLING_SPEC_TEXTS.mockCancelled, { id: PAYMENT_TOAST_ID });
    await navigate(`${planPath(plan)}?payment=cancelled`, { state: PAYMENT_ANNOUNCED_STATE });
  };

  return {
    pending,
    succeed: () => void succeed(),
    fail: () => void fail(),
  };
}
