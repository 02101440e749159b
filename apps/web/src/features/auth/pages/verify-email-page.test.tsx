import { MESSAGES } from '@streakwise/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderRoute, stubFetch } from '../../../test/render';
import { LoginPage } from './login-page';
import { VerifyEmailPage } from './verify-email-page';

function renderVerify(url: string, options: { strict?: boolean; fakeTimers?: boolean } = {}) {
  return renderRoute(<VerifyEmailPage />, {
    path: '/verify-email/:token',
    url,
    routes: { '/verify-email': <VerifyEmailPage />, '/login': <LoginPage /> },
    ...options,
  });
}

describe('/verify-email/:token', () => {
  it('verifies once, then takes the person to sign in after 3 seconds', async () => {
    // Only the page's own timeout is faked; React's scheduler keeps running on real timers.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const fetchMock = stubFetch(() => jsonResponse({ message: MESSAGES.emailVerified }));
    renderVerify('/verify-email/tok-123', { strict: true, fakeTimers: true });

    expect(screen.getAllByText('Verifying your email…').length).toBeGreaterThan(0);
    expect(await screen.findByText(MESSAGES.emailVerified)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/verify-email/tok-123');

    // The redirect timer is armed by an effect that runs just after the success screen paints.
    await waitFor(() => expect(vi.getTimerCount()).toBe(1));
    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.queryByText(MESSAGES.emailVerifiedPleaseLogin)).toBeNull();

    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(await screen.findByText(MESSAGES.emailVerifiedPleaseLogin)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('shows the server message and ways forward when the link is bad', async () => {
    stubFetch(() => jsonResponse({ message: MESSAGES.verificationLinkInvalid }, 400));
    renderVerify('/verify-email/used-token');

    expect(await screen.findByText(MESSAGES.verificationLinkInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a new account' }).getAttribute('href')).toBe(
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
  });

  it('falls back to a generic message when the reply has none', async () => {
    stubFetch(() => new Response('', { status: 500 }));
    renderVerify('/verify-email/tok');
    expect(await screen.findByText(MESSAGES.emailVerificationFailed)).toBeTruthy();
  });

  it('says so when the network is down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderVerify('/verify-email/tok');
    expect(await screen.findByText(MESSAGES.networkError)).toBeTruthy();
  });

  it('rejects a link without a token', () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    renderVerify('/verify-email');
    expect(screen.getByText(MESSAGES.invalidVerificationLink)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
