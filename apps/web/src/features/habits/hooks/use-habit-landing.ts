import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { selectHabitsState, useDashboardSelector } from '../habits-hooks';
import type { DashboardTab } from '../model/dashboard-tabs';

const PARAM = 'habit';
/** How long the landed card stays ringed. */
export const LANDING_HIGHLIGHT_MS = 2500;
/** How often, and how many times, to look for the card once its tab is open. */
const RETRY_MS = 50;
const MAX_TRIES = 100;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls to the card, focuses it and rings it briefly; null while it is not rendered yet. */
function land(habitId: string): HTMLElement | null {
  const card = [...document.querySelectorAll<HTMLElement>('[data-habit-card]')].find(
    (element) => element.dataset.habitCard === habitId,
  );
  if (!card) return null;
  card.scrollIntoView({ block: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' });
  card.focus({ preventScroll: true });
  card.dataset.landed = 'true';
  window.setTimeout(() => delete card.dataset.landed, LANDING_HIGHLIGHT_MS);
  return card;
}

/**
 * `/dashboard?habit=<id>`, where a reminder's notification lands
 * (docs/decisions/030-notification-actions.md): once the habits are in, My habits opens (every
 * habit has a card there) and that habit's card is scrolled into view, focused and ringed for a
 * moment. The parameter then leaves the URL, so a reload does not land again; an id that is not
 * one of the habits is dropped and ignored. `tab` is the dashboard's open tab.
 */
export function useHabitLanding(tab: DashboardTab): void {
  const [params, setParams] = useSearchParams();
  const target = params.get(PARAM);
  const { status, items } = useDashboardSelector(selectHabitsState);
  const pending = useRef<string | null>(null);
  const timer = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (!target || status !== 'succeeded') return;
    const known = items.some((habit) => habit._id === target);
    pending.current = known ? target : null;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(PARAM);
        if (known) next.set('tab', 'habits');
        return next;
      },
      { replace: true },
    );
  }, [target, status, items, setParams]);

  useEffect(() => {
    const habitId = pending.current;
    // NOTE: only once My habits is open: the overview's card of the same habit, focused first,
    // would take the focus away with it when the tab switches.
    if (!habitId || target || tab !== 'habits') return;
    pending.current = null;
    // NOTE: timers, not animation frames, which a window brought up in the background never runs.
    // NOTE: the cards are drawn again once the reorderable list's chunk has loaded, which on a
    // slow phone can come after the landing: while the ring lasts, a card replaced under the
    // focus is landed on again, so the focus is not lost with the old one.
    let tries = 0;
    let landed: HTMLElement | null = null;
    let since = 0;
    const attempt = () => {
      tries += 1;
      if (!landed?.isConnected) {
        landed = land(habitId);
        if (landed && since === 0) since = Date.now();
      }
      const settling = landed !== null && Date.now() - since < LANDING_HIGHLIGHT_MS;
      if ((landed === null && tries < MAX_TRIES) || settling) {
        timer.current = window.setTimeout(attempt, RETRY_MS);
      }
    };
    window.clearTimeout(timer.current);
    attempt();
  }, [target, tab]);
}
