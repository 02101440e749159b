import { API_BASE_PATH, DEFAULT_SITE_INFO, type SiteInfo } from '@streakwise/shared';
import { useSyncExternalStore } from 'react';
import { pickStrings } from './json-shape';

const SITE_INFO_KEYS = [
  'brandName',
  'companyName',
  'companyNumber',
  'companyAddress',
  'supportEmail',
  'complaintsEmail',
  'contactEmail',
  'companyRegisterUrl',
] as const satisfies ReadonlyArray<keyof SiteInfo>;

/**
 * GET /api/site's reply (siteInfoSchema), or null. Checked by hand: zod would be the landing
 * page's largest download (reply-shapes.test.ts holds this to the schema).
 */
export function readSiteInfo(body: unknown): SiteInfo | null {
  return pickStrings(body, SITE_INFO_KEYS);
}

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
  // NOTE: a plain fetch, not the api client: this public call needs no token, renewal or 401
  // handling, and the landing page, which makes it, should not load them.
  fetch(`${API_BASE_PATH}/site`, { headers: { Accept: 'application/json' } })
    .then((response) => {
      if (!response.ok) throw new Error(`GET /site answered ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then((body) => {
      const site = readSiteInfo(body);
      if (!site) return;
      current = site;
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
