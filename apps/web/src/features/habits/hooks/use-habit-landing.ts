import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { selectHabitsState, useDashboardSelector } from '../habits-hooks';

const PARAM = 'habit';
/** How long the landed card stays ringed. */
export const LANDING_HIGHLIGHT_MS = 2500;
/** Frames to wait for the card to render once its tab is open. */
const MAX_FRAMES = 120;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls to the card, focuses it and rings it briefly; false while it is not rendered yet. */
function land(habitId: string): boolean {
  const card = [...document.querySelectorAll<HTMLElement>('[data-habit-card]')].find(
    (element) => element.dataset.habitCard === habitId,
  );
  if (!card) return false;
  card.scrollIntoView({ block: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' });
  card.focus({ preventScroll: true });
  card.dataset.landed = 'true';
  window.setTimeout(() => delete card.dataset.landed, LANDING_HIGHLIGHT_MS);
  return true;
}

/**
 * `/dashboard?habit=<id>`, where a reminder's notification lands
 * (docs/decisions/030-notification-actions.md): once the habits are in, My habits opens (every
 * habit has a card there) and that habit's card is scrolled into view, focused and ringed for a
 * moment. The parameter then leaves the URL, so a reload does not land again; an id that is not
 * one of the habits is dropped and ignored.
 */
export function useHabitLanding(): void {
  const [params, setParams] = useSearchParams();
  const target = params.get(PARAM);
  const { status, items } = useDashboardSelector(selectHabitsState);
  const frame = useRef(0);
  useEffect(() => () => window.cancelAnimationFrame(frame.current), []);

  useEffect(() => {
    if (!target || status !== 'succeeded') return;
    const known = items.some((habit) => habit._id === target);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(PARAM);
        if (known) next.set('tab', 'habits');
        return next;
      },
      { replace: true },
    );
    if (!known) return;
    // The card renders once the tab has switched: look for it frame by frame.
    let frames = 0;
    const attempt = () => {
      frames += 1;
      if (!land(target) && frames < MAX_FRAMES)
        frame.current = window.requestAnimationFrame(attempt);
    };
    window.cancelAnimationFrame(frame.current);
    frame.current = window.requestAnimationFrame(attempt);
  }, [target, status, items, setParams]);
}
