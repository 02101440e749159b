import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Every route change starts at the top of the new page (docs/product.md §2). `onStart: false`
 * leaves the first page where it is: the app taking over the landing page the person was reading.
 */
export function ScrollToTop({ onStart = true }: { onStart?: boolean }) {
  const { pathname } = useLocation();
  const scrolledFor = useRef(onStart ? null : pathname);
  useEffect(() => {
    if (scrolledFor.current === pathname) return;
    scrolledFor.current = pathname;
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
