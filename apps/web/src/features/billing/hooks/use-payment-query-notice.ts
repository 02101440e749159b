import { useEffect, useEffectEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { BILLING_SPEC_TEXTS, BILLING_TEXTS } from '../billing-texts';
import { PAYMENT_PARAM, readPaymentResult, withoutPaymentParams } from '../model/payment-query';
import type { PaymentResult } from '../model/payment-query';
import { useRefreshUser } from './use-refresh-user';

export const PAYMENT_RESULT_TEXTS: Record<PaymentResult, string> = {
  success: BILLING_TEXTS.paymentSucceeded,
  failed: BILLING_SPEC_TEXTS.paymentFailed,
  cancelled: BILLING_SPEC_TEXTS.paymentCancelled,
};

function announce(result: PaymentResult): void {
  const text = PAYMENT_RESULT_TEXTS[result];
  const options = { id: 'payment-result' };
  if (result === 'success') toast.success(text, options);
  else if (result === 'failed') toast.error(text, options);
  else toast(text, { ...options, icon: '↩️' });
}

/**
 * `?payment=success|failed|cancelled` on a plan page (spec §2): said once as a toast, kept on
 * the page as a notice, and taken out of the URL so a reload does not say it again.
 */
export function usePaymentQueryNotice(): PaymentResult | null {
  const [params, setParams] = useSearchParams();
  const [result] = useState(() => readPaymentResult(params));
  const refreshUser = useRefreshUser();
  // NOTE: StrictMode runs effects twice; the toast and the user refresh happen once.
  const handled = useRef(false);
  const hasParam = params.has(PAYMENT_PARAM);

  const settle = useEffectEvent(() => {
    if (result) announce(result);
    if (result === 'success') void refreshUser();
    setParams((previous) => withoutPaymentParams(previous), { replace: true });
  });

  useEffect(() => {
    if (!hasParam || handled.current) return;
    handled.current = true;
    settle();
  }, [hasParam]);

  return result;
}
