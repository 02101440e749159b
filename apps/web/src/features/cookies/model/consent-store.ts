import { CONSENT_MAX_AGE_MS, CONSENT_STORAGE_KEYS } from '@streakwise/shared';
import { useSyncExternalStore } from 'react';
import { notifyConsentHooks } from './consent-hooks';
import {
  ALL_COOKIES,
  NO_OPTIONAL_COOKIES,
  type ConsentChoice,
  type ConsentRecord,
  type CookieCategory,
  type CookiePreferences,
} from './consent-types';

/**
 * The one consent store: the banner, the /cookies panel and any future script loader read it.
 * NOTE: a loader of a non-essential script must call hasConsent(category) first and subscribe to
 * changes; nothing non-essential may run otherwise.
 */

const CHOICES: readonly string[] = ['all', 'necessary', 'preferences'];
const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked: treated as no consent, so the banner asks again
  }
}

function parsePreferences(raw: string | null): CookiePreferences {
  if (!raw) return NO_OPTIONAL_COOKIES;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return NO_OPTIONAL_COOKIES;
    const flag = (name: string) => (parsed as Record<string, unknown>)[name] === true;
    return {
      necessary: true,
      analytics: flag('analytics'),
      marketing: flag('marketing'),
      functional: flag('functional'),
    };
  } catch {
    return NO_OPTIONAL_COOKIES;
  }
}

let cachedKey: string | undefined;
let cachedRecord: ConsentRecord | null = null;

/** The stored consent, or null when none (or unreadable) is stored. Stable between changes. */
export function readConsent(): ConsentRecord | null {
  const choice = read(CONSENT_STORAGE_KEYS.consent);
  const date = read(CONSENT_STORAGE_KEYS.date);
  const preferences = read(CONSENT_STORAGE_KEYS.preferences);
  const key = JSON.stringify([choice, date, preferences]);
  if (key === cachedKey) return cachedRecord;
  cachedKey = key;
  const time = date ? Date.parse(date) : Number.NaN;
  cachedRecord =
    choice && CHOICES.includes(choice) && !Number.isNaN(time)
      ? {
          choice: choice as ConsentChoice,
          date: new Date(time),
          preferences: parsePreferences(preferences),
        }
      : null;
  return cachedRecord;
}

/** Consent counts for 13 × 30 days (docs/product.md §9); after that the banner asks again. */
export function isConsentCurrent(record: ConsentRecord | null, now = Date.now()): boolean {
  return record !== null && now - record.date.getTime() < CONSENT_MAX_AGE_MS;
}

/** The current, unexpired consent, or null when the person must be asked. */
export function currentConsent(now = Date.now()): ConsentRecord | null {
  const record = readConsent();
  return isConsentCurrent(record, now) ? record : null;
}

/** The gate for any non-essential script: true only with current consent for that category. */
export function hasConsent(category: CookieCategory): boolean {
  if (category === 'necessary') return true;
  return currentConsent()?.preferences[category] ?? false;
}

function emit(): void {
  listeners.forEach((listener) => listener());
}

function record(choice: ConsentChoice, preferences: CookiePreferences): void {
  const stored: CookiePreferences = { ...preferences, necessary: true };
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEYS.consent, choice);
    window.localStorage.setItem(CONSENT_STORAGE_KEYS.date, new Date().toISOString());
    window.localStorage.setItem(CONSENT_STORAGE_KEYS.preferences, JSON.stringify(stored));
  } catch {
    // Storage blocked: the choice still applies to this page view through the hooks.
  }
  notifyConsentHooks(stored);
  emit();
}

export const acceptAllCookies = () => record('all', ALL_COOKIES);
export const rejectAllCookies = () => record('necessary', NO_OPTIONAL_COOKIES);
export const saveCookiePreferences = (preferences: CookiePreferences) =>
  record('preferences', preferences);

/** Listens to consent changes in this tab and in others. */
export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('cookie')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored consent record (expired or not); re-renders when it changes. */
export function useConsentRecord(): ConsentRecord | null {
  return useSyncExternalStore(subscribeToConsent, readConsent, () => null);
}
