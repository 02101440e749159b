import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouterSiteNavigation } from '../../../app/router-site-navigation';
import { saveCookiePreferences } from '../model/consent-store';
import { CookieBanner } from './cookie-banner';

function renderBanner() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  render(
    <MemoryRouter>
      <RouterSiteNavigation>
        <CookieBanner />
      </RouterSiteNavigation>
    </MemoryRouter>,
  );
}

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });
function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('CookieBanner', () => {
  it('appears 1 second after load when there is no consent, without taking focus', () => {
    renderBanner();
    expect(banner()).toBeNull();
    wait(999);
    expect(banner()).toBeNull();
    wait(1);
    expect(banner()).not.toBeNull();
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/cookies$/),
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/privacy$/),
    );
  });

  it('stays hidden with a fresh consent', () => {
    localStorage.setItem('cookieConsent', 'all');
    localStorage.setItem('cookieConsentDate', new Date(Date.now() - 10 * 86_400_000).toISOString());
    renderBanner();
    wait(5000);
    expect(banner()).toBeNull();
  });

  it('returns when the consent is older than 13 x 30 days', () => {
    localStorage.setItem('cookieConsent', 'all');
    localStorage.setItem(
      'cookieConsentDate',
      new Date(Date.now() - 400 * 86_400_000).toISOString(),
    );
    renderBanner();
    wait(1000);
    expect(banner()).not.toBeNull();
  });

  it.each([
    ['Accept All Cookies', 'all'],
    ['Reject All', 'necessary'],
  ])('%s records "%s" and hides the banner', async (button, value) => {
    renderBanner();
    wait(1000);
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(localStorage.getItem('cookieConsent')).toBe(value);
    expect(banner()).toBeNull();
  });

  it('Customize opens switches; Save Preferences records the choice', () => {
    renderBanner();
    wait(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
    expect(screen.getByRole<HTMLButtonElement>('switch', { name: /Essential/ }).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Analytics' }));
    expect(screen.getByRole('switch', { name: 'Analytics' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(localStorage.getItem('cookieConsent')).toBe('preferences');
    expect(JSON.parse(localStorage.getItem('cookiePreferences') ?? '{}')).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: false,
    });
    expect(banner()).toBeNull();
  });

  it('Cancel goes back, Accept All in the panel records "all"', () => {
    renderBanner();
    wait(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Accept All Cookies' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(localStorage.getItem('cookieConsent')).toBe('all');
  });

  it('the close button hides it without saving', () => {
    renderBanner();
    wait(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Close cookie banner' }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem('cookieConsent')).toBeNull();
  });

  it('hides when consent is saved elsewhere (the /cookies panel)', () => {
    renderBanner();
    wait(1000);
    act(() => {
      saveCookiePreferences({
        necessary: true,
        analytics: false,
        marketing: false,
        functional: true,
      });
    });
    expect(banner()).toBeNull();
  });
});
