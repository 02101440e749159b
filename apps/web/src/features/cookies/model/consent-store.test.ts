import { CONSENT_MAX_AGE_MS } from '@streakwise/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptAllCookies,
  currentConsent,
  hasConsent,
  readConsent,
  rejectAllCookies,
  saveCookiePreferences,
  subscribeToConsent,
} from './consent-store';

const stored = () => ({
  consent: localStorage.getItem('cookieConsent'),
  date: localStorage.getItem('cookieConsentDate'),
  preferences: JSON.parse(localStorage.getItem('cookiePreferences') ?? 'null') as unknown,
});

function storeConsent(ageMs: number, preferences = { necessary: true, analytics: true }) {
  localStorage.setItem('cookieConsent', 'preferences');
  localStorage.setItem('cookieConsentDate', new Date(Date.now() - ageMs).toISOString());
  localStorage.setItem('cookiePreferences', JSON.stringify(preferences));
}

afterEach(() => {
  delete window.gtag;
});

describe('consent store', () => {
  it('has no consent when nothing is stored, and only necessary cookies are allowed', () => {
    expect(readConsent()).toBeNull();
    expect(hasConsent('necessary')).toBe(true);
    expect(hasConsent('analytics')).toBe(false);
  });

  it('treats consent as expired at 13 x 30 days', () => {
    expect(CONSENT_MAX_AGE_MS).toBe(13 * 30 * 24 * 60 * 60 * 1000);
    storeConsent(CONSENT_MAX_AGE_MS - 60_000);
    expect(currentConsent()).not.toBeNull();
    expect(hasConsent('analytics')).toBe(true);
    storeConsent(CONSENT_MAX_AGE_MS);
    expect(currentConsent()).toBeNull();
    expect(hasConsent('analytics')).toBe(false);
  });

  it('ignores unknown choices and unreadable dates', () => {
    localStorage.setItem('cookieConsent', 'maybe');
    localStorage.setItem('cookieConsentDate', new Date().toISOString());
    expect(readConsent()).toBeNull();
    localStorage.setItem('cookieConsent', 'all');
    localStorage.setItem('cookieConsentDate', 'yesterday');
    expect(readConsent()).toBeNull();
  });

  it('Accept All records "all" with every category, a fresh ISO date and grants gtag consent', () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    acceptAllCookies();
    const { consent, date, preferences } = stored();
    expect(consent).toBe('all');
    expect(new Date(date ?? '').toISOString()).toBe(date);
    expect(Date.now() - Date.parse(date ?? '')).toBeLessThan(5000);
    expect(preferences).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      functional: true,
    });
    expect(gtag).toHaveBeenCalledWith('consent', 'update', {
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });

  it('Reject All records "necessary" and denies gtag consent', () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    rejectAllCookies();
    expect(stored().consent).toBe('necessary');
    expect(stored().preferences).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
    expect(gtag).toHaveBeenCalledWith('consent', 'update', {
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });

  it('Save Preferences records "preferences" with the chosen categories', () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    saveCookiePreferences({ necessary: true, analytics: true, marketing: false, functional: true });
    expect(stored().consent).toBe('preferences');
    expect(stored().preferences).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
    });
    expect(gtag).toHaveBeenCalledWith('consent', 'update', {
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(hasConsent('analytics')).toBe(true);
    expect(hasConsent('marketing')).toBe(false);
  });

  it('works without gtag and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToConsent(listener);
    rejectAllCookies();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    acceptAllCookies();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
