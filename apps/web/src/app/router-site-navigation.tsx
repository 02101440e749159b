import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SiteNavigationContext, type SiteNavigation } from '../lib/site-navigation';

/** In-app links move through the router. */
export function RouterSiteNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const navigation = useMemo<SiteNavigation>(
    () => ({
      pathname,
      location: `${pathname}${search}`,
      navigate: (to, options) => void navigate(to, options),
    }),
    [navigate, pathname, search],
  );
  return <SiteNavigationContext value={navigation}>{children}</SiteNavigationContext>;
}
