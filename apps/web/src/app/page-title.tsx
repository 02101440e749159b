import type { ReactNode } from 'react';
import { useSiteInfo } from '../lib/site-info';
import { SPEC_TEXTS } from '../lib/texts';

/**
 * "Sign in · Streakwise". The landing page (no title of its own) leads with the brand, in the
 * words of index.html's title, so the tab does not change as the app starts.
 */
export function pageTitle(brandName: string, title: string | null): string {
  return title ? `${title} · ${brandName}` : `${brandName} — ${SPEC_TEXTS.tagline}`;
}

/**
 * The tab's title for a route. React puts the `<title>` in the document head, ahead of the one in
 * index.html, and takes it away when the route is left.
 */
export function PageTitle({ title, children }: { title: string | null; children: ReactNode }) {
  const { brandName } = useSiteInfo();
  return (
    <>
      <title>{pageTitle(brandName, title)}</title>
      {children}
    </>
  );
}
