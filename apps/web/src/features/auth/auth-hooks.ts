import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { AuthRootState } from './auth-types';

// NOTE: typed against this feature's own part of the state so the feature never imports the
// app store (imports run shared -> features -> app only).
export const useAuthDispatch =
  useDispatch.withTypes<ThunkDispatch<AuthRootState, unknown, UnknownAction>>();
export const useAuthSelector = useSelector.withTypes<AuthRootState>();

export const selectAuth = (state: AuthRootState) => state.auth;
export const selectUser = (state: AuthRootState) => state.auth.user;
