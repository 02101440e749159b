/** Cookie preferences (docs/product.md §3 "Entities"); `necessary` is always true (§5). */
export interface CookiePreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
}

/** The optional categories a person can switch. */
export type OptionalCookieCategory = 'analytics' | 'marketing' | 'functional';
export type CookieCategory = 'necessary' | OptionalCookieCategory;

/** docs/product.md §3 "Entities" (stored locally): what cookieConsent holds. */
export type ConsentChoice = 'all' | 'necessary' | 'preferences';

export interface ConsentRecord {
  choice: ConsentChoice;
  /** When the choice was made (ISO time, from cookieConsentDate). */
  date: Date;
  preferences: CookiePreferences;
}

export const OPTIONAL_CATEGORIES: readonly OptionalCookieCategory[] = [
  'analytics',
  'marketing',
  'functional',
];

export const NO_OPTIONAL_COOKIES: CookiePreferences = {
  necessary: true,
  analytics: false,
  marketing: false,
  functional: false,
};

export const ALL_COOKIES: CookiePreferences = {
  necessary: true,
  analytics: true,
  marketing: true,
  functional: true,
};
