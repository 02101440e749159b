import { lazy, startTransition, useCallback, useState } from 'react';
import { getStoredToken } from '../lib/token-storage';
import { focusedControl, type Handoff } from './handoff';
import { LandingShell } from './landing-shell';

const FullApp = lazy(() => import('./full-app').then((module) => ({ default: module.FullApp })));

/** A signed-out visitor opening `/`: the page most first visits land on. */
function opensOnLanding(): boolean {
  return window.location.pathname === '/' && getStoredToken() === null;
}

/**
 * The app's root. A first visit to `/` gets the landing page alone; anything else, and the first
 * link followed from the landing page, gets the full app (router, store, pages), loaded then.
 */
export function Start() {
  const [onLanding] = useState(opensOnLanding);
  const [handoff, setHandoff] = useState<Handoff | null>(null);

  // NOTE: a transition, so the landing page stays on screen until the app is ready to take over.
  const leave = useCallback((to: string) => {
    const focus = focusedControl();
    startTransition(() => setHandoff({ to, focus }));
  }, []);

  if (onLanding && !handoff) return <LandingShell onLeave={leave} />;
  return <FullApp handoff={handoff} />;
}
