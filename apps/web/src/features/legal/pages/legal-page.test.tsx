import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';
import { LegalPage, type LegalDocument } from './legal-page';

const show = (document: LegalDocument) =>
  renderRoute(<LegalPage document={document} />, { path: `/${document}` });

describe('LegalPage', () => {
  it.each([
    ['privacy', 'Privacy Policy', ['16', '3 years', '14 days', 'complain to the ICO']],
    ['terms', 'Terms of Service', ['England and Wales', '12 months', '30-day', '14-day']],
    ['cookies', 'Cookie Policy', ['12 months', '13 months', 'cookiePreferences']],
  ] as const)('%s shows its title, contents and constants', (document, title, texts) => {
    show(document);
    expect(screen.getByRole('heading', { level: 1, name: title }).textContent).toBe(title);
    expect(screen.getByText(/Last updated/).textContent).toContain('21 November 2026');
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeTruthy();
    const body = window.document.body.textContent ?? '';
    for (const text of texts) expect(body).toContain(text);
  });

  it('privacy names the company from the site info', () => {
    show('privacy');
    expect(screen.getAllByText('Example Ltd').length).toBeGreaterThan(0);
    expect(screen.getByText('00000000')).toBeTruthy();
  });

  it('cookies: Essential cannot be switched; saving shows "Preferences Saved!" for 3 s', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    show('cookies');
    const essential = screen.getByRole<HTMLButtonElement>('switch', { name: /Essential/ });
    expect(essential.disabled).toBe(true);
    expect(essential.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('switch', { name: 'Marketing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(screen.getByRole('status').textContent).toBe('Preferences Saved!');
    expect(localStorage.getItem('cookieConsent')).toBe('preferences');
    expect(JSON.parse(localStorage.getItem('cookiePreferences') ?? '{}')).toEqual({
      necessary: true,
      analytics: false,
      marketing: true,
      functional: false,
    });
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByRole('status').textContent).toBe('Preferences Saved!');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
