import type { User } from '@streakwise/shared';
import { useCallback } from 'react';
import { userUpdated } from '../../auth';
import { billingApi } from '../billing-api';
import { useBillingDispatch } from '../billing-hooks';

/**
 * Fetches the user again after a plan change. A failure keeps the session as it is (loadUser
 * would sign the person out on a network blip) and answers null.
 */
export function useRefreshUser() {
  const dispatch = useBillingDispatch();
  return useCallback(async (): Promise<User | null> => {
    try {
      const { user } = await billingApi.me();
      dispatch(userUpdated(user));
      return user;
    } catch {
      return null;
    }
  }, [dispatch]);
}
