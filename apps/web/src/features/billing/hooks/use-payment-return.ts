import type { User } from '@streakwise/shared';
import { Hourglass } from 'lucide-react';
import { createElement, useEffect, useEffectEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useSearchParams } from 'react-router';
import { userUpdated } from '../../auth';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { billingApi } from '../billing-api';
import { useBillingDispatch } from '../billing-hooks';
import { BILLING_SPEC_TEXTS, BILLING_TEXTS } from '../billing-texts';
import { PAYMENT_TOAST_ID, wasPaymentAnnounced } from '../model/payment-announcement';
import { ORDER_ID_PARAM, readPaymentResult, withoutPaymentParams } from '../model/payment-query';
import { PLAN_NAMES } from '../model/plan-pricing';
import { useRefreshUser } from './use-refresh-user';

function welcome(user: User | null): void {
  const plan = user?.subscription.type;
  const text =
    plan && plan !== 'free'
      ? BILLING_TEXTS.welcomeToPlan(PLAN_NAMES[plan])
      : BILLING_TEXTS.paymentSucceeded;
  toast.success(text, { id: PAYMENT_TOAST_ID });
}

const pendingIcon = createElement(Hourglass, {
  'aria-hidden': true,
  className: 'size-5 shrink-0 text-amber-600',
});

/**
 * Back from checkout on /dashboard?payment=success&order_id=… (docs/product.md §4, payment return):
 * verify the order once, refresh the user, clear the query. A network failure counts as success
 * (docs/product.md §4): the provider's webhook, or the simulator, fulfils the order without this
 * call. Back from the simulator, whose toast already said the payment went through, success is not
 * said again.
 */
export function usePaymentReturn(): { isReturning: boolean } {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [alreadySaid] = useState(() => wasPaymentAnnounced(location.state));
  const dispatch = useBillingDispatch();
  const refreshUser = useRefreshUser();
  const [isVerifying, setIsVerifying] = useState(false);
  const isReturn = readPaymentResult(params) === 'success';
  const orderId = params.get(ORDER_ID_PARAM);
  // NOTE: StrictMode runs effects twice; each order is verified once.
  const handledFor = useRef<string | null>(null);

  const clearQuery = () =>
    setParams((previous) => withoutPaymentParams(previous), { replace: true });

  const verify = async (order: string) => {
    try {
      const reply = await billingApi.verifyPayment(order);
      clearQuery();
      if (reply.user) dispatch(userUpdated(reply.user));
      if (reply.status === 'pending') {
        toast(BILLING_SPEC_TEXTS.verificationPending, { id: PAYMENT_TOAST_ID, icon: pendingIcon });
      } else if (reply.success) {
        const user = reply.user ?? (await refreshUser());
        if (!alreadySaid) welcome(user);
      } else {
        toast.error(BILLING_SPEC_TEXTS.paymentFailed, { id: PAYMENT_TOAST_ID });
      }
    } catch (error) {
      clearQuery();
      if (isApiError(error) && error.isNetworkError) {
        const user = await refreshUser();
        if (!alreadySaid) welcome(user);
      } else {
        toast.error(errorMessage(error, BILLING_TEXTS.verifyFailed), { id: PAYMENT_TOAST_ID });
      }
    }
  };

  const settle = useEffectEvent(async (order: string | null) => {
    setIsVerifying(true);
    if (order) await verify(order);
    else {
      // Nothing to verify: the plan is whatever the server now says.
      clearQuery();
      await refreshUser();
    }
    setIsVerifying(false);
  });

  useEffect(() => {
    if (!isReturn) return;
    const key = orderId ?? '';
    if (handledFor.current === key) return;
    handledFor.current = key;
    void settle(orderId);
  }, [isReturn, orderId]);

  return { isReturning: isReturn || isVerifying };
}
