import { DEMO_INTERVAL_MS } from '@streakwise/shared';
import { useEffect, useState } from 'react';

/**
 * The demo's slide index with wrap-around navigation and auto-advance every DEMO_INTERVAL_MS
 * while playing. Any change of slide restarts the interval, so a slide chosen by hand gets its
 * full time on screen.
 */
export function useDemoCarousel(count: number, active: boolean) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    if (!active || !playing) return;
    const timer = window.setTimeout(
      () => setIndex((current) => (current + 1) % count),
      DEMO_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [active, playing, index, count]);

  return {
    index,
    playing,
    next: () => setIndex((current) => (current + 1) % count),
    previous: () => setIndex((current) => (current - 1 + count) % count),
    togglePlaying: () => setPlaying((current) => !current),
    /** Back to the first slide, playing: for each time the demo opens. */
    reset: () => {
      setIndex(0);
      setPlaying(true);
    },
  };
}

/** True when the person asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const onChange = () => setReduced(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return reduced;
}
