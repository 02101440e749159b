import { DEFAULT_SITE_INFO, siteInfoSchema, type SiteInfo } from '@streakwise/shared';
import { useSyncExternalStore } from 'react';
import { api } from './api';

/**
 * The company and mailbox details the server is configured with (GET /api/site). Pages render at
 * once with the shared defaults; the configured values replace them when the one request answers.
 */
let current: SiteInfo = DEFAULT_SITE_INFO;
let requested = false;
const listeners = new Set<() => void>();

function load(): void {
  if (requested) return;
  requested = true;
  api
    // A public call: a stale token's 401 elsewhere must not sign the person out from here.
    .get<unknown>('/site', { anonymous: true })
    .then((body) => {
      const parsed = siteInfoSchema.safeParse(body);
      if (!parsed.success) return;
      current = parsed.data;
      listeners.forEach((notify) => notify());
    })
    .catch(() => {
      // Keep the defaults; the next page load tries again.
      requested = false;
    });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

export function useSiteInfo(): SiteInfo {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}

/** For tests: forget what was loaded. */
export function resetSiteInfo(): void {
  current = DEFAULT_SITE_INFO;
  requested = false;
  listeners.clear();
}
