import type { User } from '@streakwise/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { userUpdated } from '../../auth';
import { errorMessage } from '../../../lib/api-error';
import { billingApi } from '../billing-api';
import { useBillingDispatch } from '../billing-hooks';
import { BILLING_SPEC_TEXTS, BILLING_TEXTS } from '../billing-texts';
import { formatPlanDate } from '../model/subscription';

/**
 * One change to whether the plan renews: the call, the user it answers with into the store, and
 * a toast with the date it now renews or ends on (or the server's reason it was refused).
 */
function useRenewalChange(
  call: () => Promise<{ user: User }>,
  done: (date: string) => string,
  failed: string,
) {
  const dispatch = useBillingDispatch();
  const [isBusy, setIsBusy] = useState(false);

  const run = async (): Promise<boolean> => {
    setIsBusy(true);
    try {
      const { user } = await call();
      dispatch(userUpdated(user));
      const { expiredAt } = user.subscription;
      if (expiredAt) toast.success(done(formatPlanDate(expiredAt, user.timezone)));
      return true;
    } catch (error) {
      toast.error(errorMessage(error, failed));
      return false;
    } finally {
      setIsBusy(false);
    }
  };

  return { run, isBusy };
}

/** Cancels at the end of the paid period: the plan stays active until `expiredAt`. */
export function useCancelSubscription() {
  const { run, isBusy } = useRenewalChange(
    billingApi.cancel,
    BILLING_SPEC_TEXTS.staysActiveUntil,
    BILLING_TEXTS.cancelFailed,
  );
  return { cancel: run, isCancelling: isBusy };
}

/** Undoes a cancel before the period ends: the plan renews at `expiredAt` again. */
export function useResumeSubscription() {
  const { run, isBusy } = useRenewalChange(
    billingApi.resume,
    BILLING_TEXTS.resumed,
    BILLING_TEXTS.resumeFailed,
  );
  return { resume: run, isResuming: isBusy };
}
