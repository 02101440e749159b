import { MESSAGES } from '@streakwise/shared';
import { screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, testUser } from '../../../test/fixtures';
import { renderRoute, sentBody, stubFetch } from '../../../test/render';
import { LoginPage } from './login-page';

function renderLogin(url = '/login') {
  return renderRoute(<LoginPage />, { path: '/login', url });
}

const unverifiedReply = () =>
  jsonResponse({ message: MESSAGES.verifyBeforeLogin, code: 'EMAIL_NOT_VERIFIED' }, 403);

/** A page whose code never arrives: what is on screen while the dashboard's chunk loads. */
const StillLoading = lazy(() => new Promise<{ default: () => null }>(() => undefined));

describe('/login', () => {
  it('shows the dashboard’s shape, not a blank page, while the dashboard loads after signing in', async () => {
    stubFetch(() => jsonResponse({ token: 'jwt-1', user: testUser }));
    const { user } = renderRoute(<LoginPage />, {
      path: '/login',
      routes: { '/dashboard': <StillLoading /> },
    });
    await user.type(screen.getByLabelText('Email address'), 'alex@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const loading = await screen.findByText('Loading your habits…');
    expect(loading.closest('[role="status"]')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
  });

  it('says what is missing when submitted empty', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const { user } = renderLogin();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeTruthy();
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the e-mail and password as the person types and leaves each field', async () => {
    const { user } = renderLogin();
    const email = screen.getByLabelText('Email address');

    await user.click(email);
    await user.tab();
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeTruthy();

    await user.type(email, 'not-an-email');
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeTruthy();

    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.tab();
    expect(await screen.findByText(MESSAGES.passwordMin)).toBeTruthy();
  });

  it('signs in, stores the token and goes to the redirect target', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ token: 'jwt-1', user: testUser }));
    const { user } = renderLogin('/login?redirect=/pro');

    await user.type(screen.getByLabelText('Email address'), 'Alex@Example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(MESSAGES.welcomeBack)).toBeTruthy();
    expect((await screen.findByTestId('location')).textContent).toBe('/pro');
    expect(window.localStorage.getItem('token')).toBe('jwt-1');
    expect(sentBody(fetchMock)).toEqual({ email: 'alex@example.com', password: 'correct-horse' });
  });

  it('shows the server message on a failed sign-in and stays on the page', async () => {
    stubFetch(() => jsonResponse({ message: MESSAGES.invalidCredentials }, 401));
    const { user } = renderLogin('/login?redirect=/premium');

    await user.type(screen.getByLabelText('Email address'), 'alex@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(MESSAGES.invalidCredentials)).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/signup?redirect=/premium',
    );
  });

  it('says how long to wait when too many sign-ins failed', async () => {
    stubFetch(
      () =>
        new Response(JSON.stringify({ message: MESSAGES.tooManyRequests, code: 'RATE_LIMITED' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '701' },
        }),
    );
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Email address'), 'alex@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many failed sign-ins. Please try again in 12 minutes.',
    );
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('asks for verification and allows three resends of the e-mail', async () => {
    const fetchMock = stubFetch(unverifiedReply, () =>
      jsonResponse({ message: MESSAGES.verificationResent }),
    );
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Email address'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(MESSAGES.verificationRequired)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.verifyBeforeLogin)).toBeNull();
    const resend = screen.getByRole('button', { name: MESSAGES.resendVerificationEmail });

    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await user.click(resend);
      expect(await screen.findAllByText(MESSAGES.verificationResent)).toHaveLength(attempt);
    }

    expect(await screen.findByText(MESSAGES.resendLimitReached)).toBeTruthy();
    expect(resend).toHaveProperty('disabled', true);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(sentBody(fetchMock, 1)).toEqual({ email: 'new@example.com' });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/auth/send-verification');
  });

  it('says the link could not be sent when the network fails', async () => {
    stubFetch(unverifiedReply, () => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Email address'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.click(await screen.findByRole('button', { name: MESSAGES.resendVerificationEmail }));

    expect(await screen.findByText(MESSAGES.sendVerificationFailed)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.resendLimitReached)).toBeNull();
  });

  it('shows the limit text when the server refuses more resends', async () => {
    stubFetch(unverifiedReply, () => jsonResponse({ message: MESSAGES.tooManyRequests }, 429));
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Email address'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.click(await screen.findByRole('button', { name: MESSAGES.resendVerificationEmail }));

    const alerts = await screen.findAllByText(MESSAGES.resendLimitReached);
    expect(alerts.length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: MESSAGES.resendVerificationEmail })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('links to password recovery', () => {
    renderLogin();
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/signup',
    );
  });
});
