import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { ChangePasswordForm } from './change-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignupForm } from './signup-form';

const TOO_SHORT = 'Password must be at least 6 characters';
const MISMATCH = 'Passwords must match';

/** The message a field shows, as assistive technology hears it with the field. */
function messageOf(label: string): string | null {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  const texts = ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .filter(Boolean);
  return texts.join(' ') || null;
}

const forms: Array<{ name: string; form: ReactNode; password: string; confirm: string }> = [
  { name: 'sign-up', form: <SignupForm />, password: 'Password', confirm: 'Confirm password' },
  {
    name: 'reset password',
    form: <ResetPasswordForm token="t0ken" onReset={vi.fn()} />,
    password: 'New password',
    confirm: 'Confirm new password',
  },
  {
    name: 'change password',
    form: <ChangePasswordForm />,
    password: 'New password',
    confirm: 'Confirm new password',
  },
];

describe.each(forms)('$name form', ({ form, password, confirm }) => {
  it('shows a mismatch while the password is still too short, and both messages together', async () => {
    const { user } = renderRoute(form, { path: '/form', preloadedState: { auth: signedIn() } });

    await user.type(screen.getByLabelText(password), 'abc');
    await user.type(screen.getByLabelText(confirm), 'abd');
    await user.tab();

    expect(messageOf(password)).toBe(TOO_SHORT);
    expect(messageOf(confirm)).toBe(MISMATCH);

    // Typing the same short text clears the mismatch; the length rule stays.
    await user.clear(screen.getByLabelText(confirm));
    await user.type(screen.getByLabelText(confirm), 'abc');
    expect(messageOf(confirm)).toBeNull();
    expect(messageOf(password)).toBe(TOO_SHORT);
  });
});
