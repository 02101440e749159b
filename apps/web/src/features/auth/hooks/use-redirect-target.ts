import { useSearchParams } from 'react-router';
import { safeRedirect } from '../../../lib/login-redirect';

/** Where to go after signing in: the `redirect` query parameter, /dashboard by default. */
export function useRedirectTarget(): string {
  const [params] = useSearchParams();
  return safeRedirect(params.get('redirect'));
}
