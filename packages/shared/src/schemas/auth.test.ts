import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../constants/messages.js';
import {
  changePasswordFormSchema,
  changePasswordRequestSchema,
  forgotPasswordFormSchema,
  loginFormSchema,
  resetPasswordFormSchema,
  resetPasswordRequestSchema,
  signupFormSchema,
  signupRequestSchema,
  updateMeRequestSchema,
} from './auth.js';
import { fieldErrors } from './error.js';

/** The first message per field, as a form would show it; {} when the input is valid. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error.issues);
}

const GOOD = 'a good passphrase';

describe('login form', () => {
  it('uses the spec messages', () => {
    expect(errorsOf(loginFormSchema, {})).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(errorsOf(loginFormSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(errorsOf(loginFormSchema, { email: 'ada@', password: '12345' })).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(errorsOf(loginFormSchema, { email: 'ada@example.com', password: '123456' })).toEqual({});
  });
});

describe('signup form', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', password: GOOD, confirmPassword: GOOD };

  it('uses the spec messages', () => {
    expect(errorsOf(signupFormSchema, {})).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Confirm password is required',
    });
    expect(errorsOf(signupFormSchema, { ...valid, name: 'A' })).toEqual({
      name: 'Name must be at least 2 characters',
    });
    expect(errorsOf(signupFormSchema, { ...valid, name: '   ' })).toEqual({
      name: 'Name is required',
    });
    expect(errorsOf(signupFormSchema, { ...valid, password: 'short' })).toEqual({
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords must match',
    });
    expect(errorsOf(signupFormSchema, { ...valid, confirmPassword: 'another passphrase' })).toEqual(
      {
        confirmPassword: 'Passwords must match',
      },
    );
    expect(errorsOf(signupFormSchema, valid)).toEqual({});
  });

  it('lets the honeypot through to the page, which drops the submission', () => {
    expect(signupFormSchema.parse({ ...valid, website: 'spam' }).website).toBe('spam');
  });
});

describe('forgot-password form', () => {
  it('uses the spec messages', () => {
    expect(errorsOf(forgotPasswordFormSchema, {})).toEqual({ email: 'Email is required' });
    expect(errorsOf(forgotPasswordFormSchema, { email: 'nope' })).toEqual({
      email: 'Invalid email address',
    });
    expect(errorsOf(forgotPasswordFormSchema, { email: 'ada@example.com' })).toEqual({});
  });
});

describe('reset-password form', () => {
  it('uses the spec messages', () => {
    expect(errorsOf(resetPasswordFormSchema, {})).toEqual({
      password: 'New password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(errorsOf(resetPasswordFormSchema, { password: '', confirmPassword: '' })).toEqual({
      password: 'New password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(errorsOf(resetPasswordFormSchema, { password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(errorsOf(resetPasswordFormSchema, { password: 'abc', confirmPassword: 'abd' })).toEqual({
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords must match',
    });
    expect(
      errorsOf(resetPasswordFormSchema, { password: GOOD, confirmPassword: `${GOOD}!` }),
    ).toEqual({
      confirmPassword: 'Passwords must match',
    });
    expect(errorsOf(resetPasswordFormSchema, { password: GOOD, confirmPassword: GOOD })).toEqual(
      {},
    );
  });

  it('needs the token on the request', () => {
    expect(errorsOf(resetPasswordRequestSchema, { password: GOOD })).toEqual({
      token: MESSAGES.invalidResetLink,
    });
    expect(errorsOf(resetPasswordRequestSchema, { token: '', password: GOOD })).toEqual({
      token: MESSAGES.invalidResetLink,
    });
  });
});

describe('change-password form', () => {
  const valid = { currentPassword: 'the old passphrase', newPassword: GOOD, confirmPassword: GOOD };

  it('uses the spec messages', () => {
    expect(errorsOf(changePasswordFormSchema, {})).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(errorsOf(changePasswordFormSchema, { ...valid, currentPassword: '12345' })).toEqual({
      currentPassword: 'Password must be at least 6 characters',
    });
    expect(
      errorsOf(changePasswordFormSchema, { ...valid, confirmPassword: 'something else' }),
    ).toEqual({
      confirmPassword: 'Passwords must match',
    });
    expect(
      errorsOf(changePasswordFormSchema, { ...valid, newPassword: 'abc', confirmPassword: 'abd' }),
    ).toEqual({
      newPassword: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords must match',
    });
    expect(errorsOf(changePasswordFormSchema, valid)).toEqual({});
  });

  it('requires the new password to differ from the current one', () => {
    const same = { currentPassword: GOOD, newPassword: GOOD, confirmPassword: GOOD };
    expect(errorsOf(changePasswordFormSchema, same)).toEqual({
      newPassword: 'New password must be different from the current password',
    });
    expect(
      errorsOf(changePasswordRequestSchema, { currentPassword: GOOD, newPassword: GOOD }),
    ).toEqual({
      newPassword: MESSAGES.newPasswordMustDiffer,
    });
  });
});

describe('field rules', () => {
  const signup = { name: 'Ada', email: 'ada@example.com', password: GOOD };

  it('trims and lower-cases the e-mail', () => {
    expect(
      loginFormSchema.parse({ email: '  Ada.Lovelace@Example.COM ', password: GOOD }).email,
    ).toBe('ada.lovelace@example.com');
    expect(signupRequestSchema.parse({ ...signup, email: ' GRACE@Example.com' }).email).toBe(
      'grace@example.com',
    );
  });

  it('accepts a 1024-character password and refuses 1025, never truncating', () => {
    const max = 'p'.repeat(1023) + 'q';
    expect(signupRequestSchema.parse({ ...signup, password: max }).password).toBe(max);
    expect(errorsOf(signupRequestSchema, { ...signup, password: `${max}r` })).toEqual({
      password: 'Password must be at most 1024 characters',
    });
    expect(errorsOf(loginFormSchema, { email: 'ada@example.com', password: `${max}r` })).toEqual({
      password: 'Password must be at most 1024 characters',
    });
  });

  it('refuses a common password whatever its case, when one is being chosen', () => {
    const common = { password: 'This password is too common. Please choose another.' };
    expect(errorsOf(signupRequestSchema, { ...signup, password: 'password123' })).toEqual(common);
    expect(errorsOf(signupRequestSchema, { ...signup, password: 'PassWord123' })).toEqual(common);
    expect(
      errorsOf(resetPasswordRequestSchema, { token: 'x'.repeat(43), password: 'QWERTY123' }),
    ).toEqual(common);
    expect(
      errorsOf(changePasswordRequestSchema, { currentPassword: GOOD, newPassword: 'Iloveyou' }),
    ).toEqual({
      newPassword: common.password,
    });
    // Signing in with one is still allowed: it may be an old account's password.
    expect(
      errorsOf(loginFormSchema, { email: 'ada@example.com', password: 'password123' }),
    ).toEqual({});
  });

  it('limits the name to 100 characters after trimming', () => {
    expect(
      signupRequestSchema.parse({ ...signup, name: `  ${'n'.repeat(100)}  ` }).name,
    ).toHaveLength(100);
    expect(errorsOf(signupRequestSchema, { ...signup, name: 'n'.repeat(101) })).toEqual({
      name: MESSAGES.nameTooLong,
    });
  });

  it('checks the time zone', () => {
    expect(updateMeRequestSchema.parse({ timezone: 'Asia/Kathmandu' })).toEqual({
      timezone: 'Asia/Kathmandu',
    });
    expect(errorsOf(updateMeRequestSchema, { timezone: 'Nowhere/Special' })).toEqual({
      timezone: MESSAGES.invalidTimezone,
    });
  });

  it('refuses a body that is not an object without throwing', () => {
    const schemas = [
      signupRequestSchema,
      changePasswordRequestSchema,
      signupFormSchema,
      resetPasswordFormSchema,
      changePasswordFormSchema,
    ];
    for (const schema of schemas) {
      for (const input of [undefined, null, [], 'text', 42])
        expect(schema.safeParse(input).success).toBe(false);
    }
  });

  it('strips unknown keys', () => {
    const parsed = signupRequestSchema.parse({
      ...signup,
      isAdmin: true,
      plan: 'premium',
      points: 1000,
    });
    expect(parsed).toEqual(signup);
    expect(
      Object.keys(updateMeRequestSchema.parse({ name: 'Ada', email: 'x@example.com' })),
    ).toEqual(['name']);
  });
});
