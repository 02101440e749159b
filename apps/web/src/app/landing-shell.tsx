import { useMemo, useState } from 'react';
// NOTE: not through the navbar's index, which would bring the signed-in bar along.
import { VisitorNavbar } from '../components/navbar/visitor-navbar';
import { LandingPage } from '../features/landing';
import { SiteNavigationContext, type SiteNavigation } from '../lib/site-navigation';
import { PageTitle } from './page-title';
import { SiteLayout } from './site-layout';

/**
 * A first visit to `/`: the landing page in the site frame, without the router, the store or any
 * page code. Following any link leaves it (see Start).
 */
export function LandingShell({ onLeave }: { onLeave: (to: string) => void }) {
  const [location] = useState(() => `${window.location.pathname}${window.location.search}`);
  const navigation = useMemo<SiteNavigation>(
    () => ({
      pathname: window.location.pathname,
      location,
      navigate: (to) => {
        if (to !== location) onLeave(to);
      },
    }),
    [location, onLeave],
  );
  return (
    <SiteNavigationContext value={navigation}>
      {/* No stored token: a visitor, so the signed-in bar is not even loaded. */}
      <SiteLayout navbar={<VisitorNavbar />}>
        <PageTitle title={null}>
          <LandingPage />
        </PageTitle>
      </SiteLayout>
    </SiteNavigationContext>
  );
}
