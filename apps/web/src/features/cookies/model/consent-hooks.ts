import type { CookiePreferences } from './consent-types';

type ConsentValue = 'granted' | 'denied';

export interface GtagConsentUpdate {
  analytics_storage: ConsentValue;
  ad_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
}

declare global {
  interface Window {
    /** Google's consent API, present only once an approved tag has loaded (none does today). */
    gtag?: (command: 'consent', action: 'update' | 'default', params: GtagConsentUpdate) => void;
  }
}

const value = (granted: boolean): ConsentValue => (granted ? 'granted' : 'denied');

/** Tells the analytics and advertising consent hooks, when present, what the person chose. */
export function notifyConsentHooks(preferences: CookiePreferences): void {
  try {
    window.gtag?.('consent', 'update', {
      analytics_storage: value(preferences.analytics),
      ad_storage: value(preferences.marketing),
      ad_user_data: value(preferences.marketing),
      ad_personalization: value(preferences.marketing),
    });
  } catch {
    // A third-party hook must never break saving the choice.
  }
}
