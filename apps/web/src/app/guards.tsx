import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ProtectedRoute } from '../components/protected-route';
import { loginPath } from '../lib/login-redirect';
import { useAppSelector } from './hooks';

/** Signed-in only pages (/dashboard, /change-password). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated, signedOut } = useAppSelector((state) => state.auth);
  return (
    <ProtectedRoute isLoading={isLoading} isAuthenticated={isAuthenticated} signedOut={signedOut}>
      {children}
    </ProtectedRoute>
  );
}

/**
 * Plan pages only ask for a stored token (docs/product.md §6), sending visitors to sign in first.
 */
export function RequireStoredToken({ target, children }: { target: string; children: ReactNode }) {
  const token = useAppSelector((state) => state.auth.token);
  if (!token) return <Navigate to={loginPath(target)} replace />;
  return children;
}
