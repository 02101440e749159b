import type { ReactNode } from 'react';
import { Footer } from '../components/footer';
import { CookieBanner } from '../features/cookies';

interface SiteLayoutProps {
  /** The visitor's or the signed-in bar: the landing page loads only the first. */
  navbar: ReactNode;
  children: ReactNode;
}

/** The frame of every page: skip link, navigation bar, the page, footer and cookie banner. */
export function SiteLayout({ navbar, children }: SiteLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Skip to content
      </a>
      {navbar}
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
      <Footer />
      <CookieBanner />
    </div>
  );
}
