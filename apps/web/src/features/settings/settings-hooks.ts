import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { AuthRootState } from '../auth';

// NOTE: typed against the session only, never the app store (imports run shared -> features -> app).
export const useSettingsDispatch =
  useDispatch.withTypes<ThunkDispatch<AuthRootState, unknown, UnknownAction>>();
export const useSettingsSelector = useSelector.withTypes<AuthRootState>();

export const selectSettingsUser = (state: AuthRootState) => state.auth.user;
