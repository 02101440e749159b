import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Deep links such as /settings#reminders: the page arrives lazily, after the browser looked for
 * the target, so scroll to it here. NOTE: on the next task, so the app's scroll-to-top on a route
 * change runs first and this wins.
 */
export function useSectionHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = hash.slice(1);
    if (!id) return;
    const timer = setTimeout(
      () => document.getElementById(id)?.scrollIntoView?.({ block: 'start' }),
      0,
    );
    return () => clearTimeout(timer);
  }, [hash]);
}
