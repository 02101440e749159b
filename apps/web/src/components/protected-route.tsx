import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath } from '../lib/login-redirect';
import { FullPageSpinner } from './spinner';

interface ProtectedRouteProps {
  isLoading: boolean;
  isAuthenticated: boolean;
  children: ReactNode;
}

/** Signed-in pages: wait for the session, else send the visitor to sign in and back here. */
export function ProtectedRoute({ isLoading, isAuthenticated, children }: ProtectedRouteProps) {
  const location = useLocation();
  if (isLoading) return <FullPageSpinner />;
  if (!isAuthenticated) {
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  }
  return children;
}
