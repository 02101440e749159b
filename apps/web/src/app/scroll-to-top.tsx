import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every route change starts at the top of the new page (docs/product.md §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
