export { CookieBanner, resetCookieBanner } from './components/cookie-banner';
export { CookieCategoryList } from './components/cookie-category-list';
export { COOKIE_CATEGORIES } from './model/categories';
export {
  acceptAllCookies,
  currentConsent,
  hasConsent,
  isConsentCurrent,
  readConsent,
  rejectAllCookies,
  saveCookiePreferences,
  subscribeToConsent,
  useConsentRecord,
} from './model/consent-store';
export { notifyConsentHooks } from './model/consent-hooks';
export type {
  ConsentChoice,
  ConsentRecord,
  CookieCategory,
  CookiePreferences,
} from './model/consent-types';
export { NO_OPTIONAL_COOKIES } from './model/consent-types';
