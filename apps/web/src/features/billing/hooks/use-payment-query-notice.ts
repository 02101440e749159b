import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { BILLING_SPEC_TEXTS, BILLING_TEXTS } from '../billing-texts';
import { wasPaymentAnnounced } from '../model/payment-announcement';
import { PAYMENT_PARAM, readPaymentResult, withoutPaymentParams } from '../model/payment-query';
import type { PaymentResult } from '../model/payment-query';
import { useRefreshUser } from './use-refresh-user';

export const PAYMENT_RESULT_TEXTS: Record<PaymentResult, string> = {
  success: BILLING_TEXTS.paymentSucceeded,
  failed: BILLING_SPEC_TEXTS.paymentFailed,
  cancelled: BILLING_SPEC_TEXTS.paymentCancelled,
};

/**
 * `?payment=success|failed|cancelled` on a plan page (docs/product.md §2): said once, as a notice
 * on the page (no toast besides: one event, one message), and taken out of the URL so a reload does
 * not say it again. When the simulator has just said it in its own toast, the page stays quiet.
 */
export function usePaymentQueryNotice(): PaymentResult | null {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [result] = useState(() => readPaymentResult(params));
  const [alreadySaid] = useState(() => wasPaymentAnnounced(location.state));
  const refreshUser = useRefreshUser();
  // NOTE: StrictMode runs effects twice; the user refresh happens once.
  const handled = useRef(false);
  const hasParam = params.has(PAYMENT_PARAM);

  const settle = useEffectEvent(() => {
    if (result === 'success') void refreshUser();
    setParams((previous) => withoutPaymentParams(previous), { replace: true });
  });

  useEffect(() => {
    if (!hasParam || handled.current) return;
    handled.current = true;
    settle();
  }, [hasParam]);

  return alreadySaid ? null : result;
}
