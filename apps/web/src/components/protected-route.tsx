import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath } from '../lib/login-redirect';
import { FullPageSpinner } from './spinner';

interface ProtectedRouteProps {
  isLoading: boolean;
  isAuthenticated: boolean;
  /** The person just signed out on purpose: plain /login, nothing to come back to. */
  signedOut?: boolean;
  children: ReactNode;
}

/**
 * Signed-in pages: wait for the session, else send the visitor to sign in and back here. After
 * a deliberate sign-out, just to sign in: the page's own re-render can come before the sign-out's
 * move to /login (the router moves in a transition), and must not add `?redirect=`.
 */
export function ProtectedRoute({
  isLoading,
  isAuthenticated,
  signedOut = false,
  children,
}: ProtectedRouteProps) {
  const location = useLocation();
  if (isLoading) return <FullPageSpinner />;
  if (!isAuthenticated && signedOut) return <Navigate to="/login" replace />;
  if (!isAuthenticated) {
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  }
  return children;
}
