import { useState } from 'react';
import toast from 'react-hot-toast';
import { userUpdated } from '../../auth';
import { errorMessage } from '../../../lib/api-error';
import { billingApi } from '../billing-api';
import { useBillingDispatch } from '../billing-hooks';
import { BILLING_SPEC_TEXTS, BILLING_TEXTS } from '../billing-texts';
import { formatPlanDate } from '../model/subscription';

/** Cancels at the end of the paid period: the plan stays active until `expiredAt`. */
export function useCancelSubscription() {
  const dispatch = useBillingDispatch();
  const [isCancelling, setIsCancelling] = useState(false);

  const cancel = async (): Promise<boolean> => {
    setIsCancelling(true);
    try {
      const { user } = await billingApi.cancel();
      dispatch(userUpdated(user));
      const { expiredAt } = user.subscription;
      if (expiredAt) {
        toast.success(
          BILLING_SPEC_TEXTS.staysActiveUntil(formatPlanDate(expiredAt, user.timezone)),
        );
      }
      return true;
    } catch (error) {
      toast.error(errorMessage(error, BILLING_TEXTS.cancelFailed));
      return false;
    } finally {
      setIsCancelling(false);
    }
  };

  return { cancel, isCancelling };
}
