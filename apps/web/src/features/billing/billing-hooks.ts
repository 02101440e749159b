import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { BillingRootState } from './billing-types';

// NOTE: typed against the session only, never the app store (imports run shared -> features -> app).
export const useBillingDispatch =
  useDispatch.withTypes<ThunkDispatch<BillingRootState, unknown, UnknownAction>>();
export const useBillingSelector = useSelector.withTypes<BillingRootState>();

export const selectBillingUser = (state: BillingRootState) => state.auth.user;
