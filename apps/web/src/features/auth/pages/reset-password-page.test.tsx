import { MESSAGES } from '@streakwise/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderRoute, sentBody, stubFetch } from '../../../test/render';
import { ResetPasswordPage } from './reset-password-page';

function renderReset(url: string) {
  return renderRoute(<ResetPasswordPage />, { path: '/reset-password', url });
}

describe('/reset-password', () => {
  it('without a token says the link is invalid and goes to sign in', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    renderReset('/reset-password');

    expect(await screen.findByText(MESSAGES.invalidResetLink)).toBeTruthy();
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the new password and offers to sign in', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ message: MESSAGES.passwordResetDone }));
    const { user } = renderReset('/reset-password?token=reset-tok');

    await user.type(screen.getByLabelText('New password'), 'amber-lake-77');
    await user.type(screen.getByLabelText('Confirm new password'), 'amber-lake-77');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText(MESSAGES.passwordResetDone)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(sentBody(fetchMock)).toEqual({ token: 'reset-tok', password: 'amber-lake-77' });
  });

  it('checks both fields before sending', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const { user } = renderReset('/reset-password?token=reset-tok');

    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(MESSAGES.newPasswordRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.pleaseConfirmPassword)).toBeTruthy();

    await user.type(screen.getByLabelText('New password'), 'amber-lake-77');
    await user.type(screen.getByLabelText('Confirm new password'), 'amber-lake-78');
    expect(await screen.findByText(MESSAGES.passwordsMustMatch)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows why a reset failed', async () => {
    stubFetch(() => jsonResponse({ message: MESSAGES.resetLinkInvalid }, 400));
    const { user } = renderReset('/reset-password?token=old');

    await user.type(screen.getByLabelText('New password'), 'amber-lake-77');
    await user.type(screen.getByLabelText('Confirm new password'), 'amber-lake-77');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect((await screen.findAllByText(MESSAGES.resetLinkInvalid)).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
  });
});
