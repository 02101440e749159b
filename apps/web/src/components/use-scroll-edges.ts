import { useCallback, useSyncExternalStore } from 'react';

/** Which ends of a sideways scroller hide content: a bit mask of the two. */
export const MORE_BEFORE = 1;
export const MORE_AFTER = 2;

// NOTE: a pixel of slack: zoomed pages report fractional scroll positions that never quite
// reach the end.
const SLACK = 1;

function edgesOf(element: HTMLElement | null): number {
  if (!element) return 0;
  const { scrollLeft, clientWidth, scrollWidth } = element;
  return (
    (scrollLeft > SLACK ? MORE_BEFORE : 0) |
    (scrollLeft + clientWidth < scrollWidth - SLACK ? MORE_AFTER : 0)
  );
}

/**
 * Whether a horizontal scroller has content out of view on either side, kept current as it
 * scrolls or resizes, so the page can say so (fades, arrows) instead of silently clipping.
 */
export function useScrollEdges(element: HTMLElement | null): number {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!element) return () => undefined;
      element.addEventListener('scroll', notify, { passive: true });
      window.addEventListener('resize', notify);
      // Older engines (and jsdom) lack ResizeObserver; the window's resize then has to do.
      const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(notify);
      observer?.observe(element);
      return () => {
        element.removeEventListener('scroll', notify);
        window.removeEventListener('resize', notify);
        observer?.disconnect();
      };
    },
    [element],
  );
  return useSyncExternalStore(
    subscribe,
    () => edgesOf(element),
    () => 0,
  );
}
