import { createContext, useContext } from 'react';

/**
 * How in-app links move between pages. The router provides it once the app has loaded; before
 * that the landing page provides its own, which loads the router and hands over to it. Links
 * shown on the landing page (bar, footer, cookie banner, landing sections) go through this, so
 * they never pull the router onto the first screen.
 */
export interface SiteNavigation {
  /** The current page's path, for the bar's active link. */
  pathname: string;
  /** The current path with its query, e.g. '/login?redirect=/pro'. */
  location: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

export const SiteNavigationContext = createContext<SiteNavigation | null>(null);

export function useSiteNavigation(): SiteNavigation {
  const navigation = useContext(SiteNavigationContext);
  if (!navigation) throw new Error('An in-app link was rendered outside SiteNavigationContext.');
  return navigation;
}
