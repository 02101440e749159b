import { MESSAGES } from '@streakwise/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderRoute, sentBody, stubFetch } from '../../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';

function renderForgot() {
  return renderRoute(<ForgotPasswordPage />, { path: '/forgot-password' });
}

describe('/forgot-password', () => {
  it('sends the link, then offers resend, another address and the way back', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ message: MESSAGES.resetEmailSent }));
    const { user } = renderForgot();

    await user.type(screen.getByLabelText('Email address'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText('sam@example.com')).toBeTruthy();
    expect(screen.getByText('The link expires in 1 hour.')).toBeTruthy();
    expect(sentBody(fetchMock)).toMatchObject({ email: 'sam@example.com' });
    expect(typeof (sentBody(fetchMock) as Record<string, unknown>)._formStartTime).toBe('number');

    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByText(MESSAGES.resetEmailSent)).toBeTruthy();
    expect(sentBody(fetchMock, 1)).toEqual({ email: 'sam@example.com' });
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/login',
    );

    await user.click(screen.getByRole('button', { name: 'Try different email' }));
    expect(screen.getByLabelText('Email address')).toBeTruthy();
  });

  it('silently drops a submission whose honeypot is filled', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const { user } = renderForgot();

    await user.type(screen.getByLabelText('Email address'), 'bot@example.com');
    await user.type(screen.getByLabelText('Website (leave this empty)'), 'spam');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says so when the network is down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { user } = renderForgot();

    await user.type(screen.getByLabelText('Email address'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(MESSAGES.networkError)).toBeTruthy();
  });

  it('falls back to its own text when resending fails without a message', async () => {
    stubFetch(
      () => jsonResponse({ message: MESSAGES.resetEmailSent }),
      () => new Response('', { status: 500 }),
    );
    const { user } = renderForgot();

    await user.type(screen.getByLabelText('Email address'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await user.click(await screen.findByRole('button', { name: 'Resend Email' }));

    expect(await screen.findByText(MESSAGES.resendEmailFailed)).toBeTruthy();
  });
});
