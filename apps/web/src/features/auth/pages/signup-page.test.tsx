import { FORM_MIN_FILL_MS, MESSAGES } from '@streakwise/shared';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderRoute, sentBody, stubFetch } from '../../../test/render';
import { SignupPage } from './signup-page';

function renderSignup() {
  return renderRoute(<SignupPage supportEmail="support@example.com" />, { path: '/signup' });
}

async function fillForm(user: UserEvent, confirm = 'river-stone-42') {
  await user.type(screen.getByLabelText('Full name'), 'Sam Lee');
  await user.type(screen.getByLabelText('Email address'), 'sam@example.com');
  await user.type(screen.getByLabelText('Password'), 'river-stone-42');
  await user.type(screen.getByLabelText('Confirm password'), confirm);
}

describe('/signup', () => {
  it('replaces the form with the check-your-email screen after signing up', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({ message: MESSAGES.signupCheckEmail, email: 'sam@example.com' }, 201),
    );
    const { user } = renderSignup();

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check Your Email!' })).toBeTruthy();
    expect(screen.getByText('sam@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      'mailto:support@example.com',
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/signup');
    const body = sentBody(fetchMock) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Sam Lee',
      email: 'sam@example.com',
      password: 'river-stone-42',
    });
    expect(typeof body._formStartTime).toBe('number');
    expect(typeof body.timezone).toBe('string');
    expect(body).not.toHaveProperty('confirmPassword');
    expect(body).not.toHaveProperty('website');
  });

  it('goes back to an empty form from the success screen', async () => {
    stubFetch(() =>
      jsonResponse({ message: MESSAGES.signupCheckEmail, email: 'sam@example.com' }, 201),
    );
    const { user } = renderSignup();

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.click(await screen.findByRole('button', { name: 'Back to Signup' }));

    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(screen.getByLabelText('Full name')).toHaveProperty('value', '');
  });

  it('silently drops a submission whose honeypot is filled', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}, 201));
    const { user } = renderSignup();

    await fillForm(user);
    await user.type(screen.getByLabelText('Website (leave this empty)'), 'http://spam.example');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check Your Email!' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the passwords do not match', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}, 201));
    const { user } = renderSignup();

    await fillForm(user, 'river-stone-43');
    expect(await screen.findByText(MESSAGES.passwordsMustMatch)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message when signing up fails', async () => {
    stubFetch(() => jsonResponse({ message: MESSAGES.tooManyRequests }, 429));
    const { user } = renderSignup();

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(MESSAGES.tooManyRequests)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
  });

  it('sends a form filled at once (a password manager, then Enter) after a moment, never drops it', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({ message: MESSAGES.signupCheckEmail, email: 'sam@example.com' }, 201),
    );
    const { user } = renderSignup();
    // Autofill: every field at once, then Enter in the last one.
    await user.click(screen.getByLabelText('Full name'));
    await user.paste('Sam Lee');
    await user.click(screen.getByLabelText('Email address'));
    await user.paste('sam@example.com');
    await user.click(screen.getByLabelText('Password'));
    await user.paste('river-stone-42');
    await user.click(screen.getByLabelText('Confirm password'));
    await user.paste('river-stone-42');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Check Your Email!' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = sentBody(fetchMock) as { _formStartTime: number; _formSentAt: number };
    // Sent once the form had been shown for the 2 s the server asks for.
    expect(body._formSentAt - body._formStartTime).toBeGreaterThanOrEqual(FORM_MIN_FILL_MS);
  });
});
