import { MESSAGES } from '@streakwise/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, signedIn, testUser } from '../../../test/fixtures';
import { renderRoute, sentBody, stubFetch } from '../../../test/render';
import { ChangePasswordPage } from './change-password-page';

function renderChangePassword() {
  return renderRoute(<ChangePasswordPage />, {
    path: '/change-password',
    preloadedState: { auth: signedIn() },
  });
}

const submitButton = () => screen.getByRole('button', { name: 'Update password' });

describe('/change-password', () => {
  it('shows who is signed in and their plan', () => {
    renderChangePassword();
    expect(screen.getByText(testUser.name)).toBeTruthy();
    expect(screen.getByText(testUser.email)).toBeTruthy();
    expect(screen.getByText('Free Plan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/dashboard');
  });

  it('keeps to the password: downloading and deleting moved to /settings', () => {
    renderChangePassword();
    expect(screen.queryByRole('heading', { name: 'Your data' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete account' })).toBeNull();
  });

  it('keeps submit disabled until the form is valid and the new password differs', async () => {
    const { user } = renderChangePassword();
    expect(submitButton()).toHaveProperty('disabled', true);

    await user.type(screen.getByLabelText('Current password'), 'old-secret-1');
    await user.type(screen.getByLabelText('New password'), 'old-secret-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'old-secret-1');

    expect(await screen.findByText(MESSAGES.newPasswordMustDiffer)).toBeTruthy();
    expect(submitButton()).toHaveProperty('disabled', true);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'new-secret-2');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-2');

    expect(screen.queryByText(MESSAGES.newPasswordMustDiffer)).toBeNull();
    expect(submitButton()).toHaveProperty('disabled', false);
  });

  it('saves the new token and returns to the dashboard', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({ message: MESSAGES.passwordChanged, token: 'fresh-token' }),
    );
    const { user, store } = renderChangePassword();

    await user.type(screen.getByLabelText('Current password'), 'old-secret-1');
    await user.type(screen.getByLabelText('New password'), 'new-secret-2');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-2');
    await user.click(submitButton());

    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeTruthy();
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
    expect(window.localStorage.getItem('token')).toBe('fresh-token');
    expect(store.getState().auth.token).toBe('fresh-token');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(sentBody(fetchMock)).toEqual({
      currentPassword: 'old-secret-1',
      newPassword: 'new-secret-2',
    });
  });

  it('puts the server field message on the matching input', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          message: MESSAGES.currentPasswordWrong,
          fields: { currentPassword: MESSAGES.currentPasswordWrong },
        },
        400,
      ),
    );
    const { user } = renderChangePassword();

    await user.type(screen.getByLabelText('Current password'), 'wrong-secret');
    await user.type(screen.getByLabelText('New password'), 'new-secret-2');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-2');
    await user.click(submitButton());

    expect((await screen.findAllByText(MESSAGES.currentPasswordWrong)).length).toBe(2);
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
  });
});
