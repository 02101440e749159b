import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { DashboardRootState } from '../habits';

// NOTE: typed against the dashboard's state, never the app store (imports run shared -> features
// -> app only). Premium data itself is cached server state (api/premium-queries.ts).
export const usePremiumDispatch =
  useDispatch.withTypes<ThunkDispatch<DashboardRootState, unknown, UnknownAction>>();
export const usePremiumSelector = useSelector.withTypes<DashboardRootState>();
