/**
 * Company and mailbox details shown in the footer, legal pages and mails (docs/architecture.md §3).
 */
export interface SiteInfo {
  brandName: string;
  companyName: string;
  companyNumber: string;
  companyAddress: string;
  supportEmail: string;
  complaintsEmail: string;
  contactEmail: string;
  /** The company's page on the public register (Companies House). */
  companyRegisterUrl: string;
}

/** Clearly fake placeholders: a deployment sets the real ones through the environment. */
export const DEFAULT_SITE_INFO: SiteInfo = {
  brandName: 'Streakwise',
  companyName: 'Example Ltd',
  companyNumber: '00000000',
  companyAddress: '1 Example Street, London, EC1A 1AA, United Kingdom',
  supportEmail: 'support@example.com',
  complaintsEmail: 'complaints@example.com',
  contactEmail: 'hello@example.com',
  companyRegisterUrl: 'https://find-and-update.company-information.service.gov.uk/company/00000000',
};

export function companyRegisterUrl(companyNumber: string): string {
  return `https://find-and-update.company-information.service.gov.uk/company/${encodeURIComponent(companyNumber)}`;
}

/** The legal constants of docs/product.md §9, quoted by the terms, privacy and cookie pages. */
export const LEGAL = {
  lastUpdated: '2026-11-21',
  minimumAge: 16,
  parentalConsentUnder: 18,
  coolingOffDays: 14,
  complaintResponseDays: 14,
  retentionYearsAfterSubscription: 3,
  cookieMaxMonths: 12,
  liabilityCapMonths: 12,
  annualRefundWindowDays: 14,
  moneyBackDays: 30,
  governingLaw: 'the laws of England and Wales',
} as const;

/** Cookie consent and the demo (docs/product.md §9). */
export const COOKIE_BANNER_DELAY_MS = 1000;
export const CONSENT_MAX_AGE_MS = 13 * 30 * 24 * 60 * 60 * 1000;
export const PREFERENCES_SAVED_MS = 3000;
export const DEMO_SLIDE_COUNT = 5;
export const DEMO_INTERVAL_MS = 4000;
export const CONSENT_STORAGE_KEYS = {
  consent: 'cookieConsent',
  date: 'cookieConsentDate',
  preferences: 'cookiePreferences',
} as const;

/** Marketing claims of docs/product.md §1. */
export const MARKETING_STATS = [
  { value: '50K+', label: 'Active users' },
  { value: '2M+', label: 'Habits tracked' },
  { value: '95%', label: 'Success rate' },
  { value: '4.9', label: 'User rating' },
] as const;
