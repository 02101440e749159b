import { z } from 'zod';
import { reminderSettingsSchema } from './settings.js';
import { MESSAGES } from '../constants/messages.js';
import { ACCENTS, THEMES } from '../constants/settings.js';
import {
  emailField,
  existingPasswordField,
  formStartTimeField,
  nameField,
  newPasswordField,
  requiredString,
  timezoneField,
} from './fields.js';

/**
 * A cross-field rule runs as soon as the fields it compares are valid, not only when the whole
 * form is, so 'Passwords must match' shows while another field is still empty.
 */
function whenValid(...fields: string[]) {
  // NOTE: an issue with no path means the input is not an object at all (null, an array): the
  // rule must not run then, or it would read fields of a non-object and throw (a 500 on the API).
  return (payload: { issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }) =>
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));
}

/**
 * 'Passwords must match' compares what the person typed, so it runs whenever both fields hold
 * text, even while the password is still too short: every failing rule shows at once, rather
 * than the mismatch appearing only after the length is fixed.
 */
function whenBothText(...fields: string[]) {
  return (payload: { value: unknown }) => {
    const { value } = payload;
    if (typeof value !== 'object' || value === null) return false;
    return fields.every((field) => typeof (value as Record<string, unknown>)[field] === 'string');
  };
}

// ---- Requests (what the API accepts). Unknown keys are stripped, never stored. ----

export const signupRequestSchema = z.object({
  name: nameField,
  email: emailField,
  password: newPasswordField(MESSAGES.passwordRequired),
  _formStartTime: formStartTimeField,
  _formSentAt: formStartTimeField,
  timezone: timezoneField.optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailField,
  password: existingPasswordField(MESSAGES.passwordRequired),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const emailRequestSchema = z.object({
  email: emailField,
  _formStartTime: formStartTimeField,
  _formSentAt: formStartTimeField,
});
export type EmailRequest = z.infer<typeof emailRequestSchema>;

/** Tokens are 32 random bytes, base64url: 43 characters. Anything longer is not ours. */
export const tokenField = requiredString(MESSAGES.invalidResetLink)
  .min(1, { error: MESSAGES.invalidResetLink })
  .max(128, { error: MESSAGES.invalidResetLink });

export const verifyEmailParamsSchema = z.object({ token: z.string().max(128) });

export const resetPasswordRequestSchema = z.object({
  token: tokenField,
  password: newPasswordField(MESSAGES.newPasswordRequired),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = z
  .object({
    currentPassword: existingPasswordField(MESSAGES.currentPasswordRequired),
    newPassword: newPasswordField(MESSAGES.newPasswordRequired),
  })
  .refine((body) => body.currentPassword !== body.newPassword, {
    error: MESSAGES.newPasswordMustDiffer,
    path: ['newPassword'],
    when: whenValid('currentPassword', 'newPassword'),
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const updateMeRequestSchema = z.object({
  name: nameField.optional(),
  timezone: timezoneField.optional(),
  /** Pro and Premium only (403 PLAN_REQUIRED on Free). */
  reminder: reminderSettingsSchema.optional(),
  /** Pro and Premium only (403 PLAN_REQUIRED on Free). */
  weeklyReport: z.boolean({ error: MESSAGES.weeklyReportInvalid }).optional(),
  /** Every plan. */
  theme: z.enum(THEMES, { error: MESSAGES.themeInvalid }).optional(),
  /** Premium only (403 PLAN_REQUIRED otherwise); null, the default, is anyone's. */
  accent: z.enum(ACCENTS, { error: MESSAGES.accentInvalid }).nullable().optional(),
});
export type UpdateMeRequest = z.infer<typeof updateMeRequestSchema>;

export const deleteAccountRequestSchema = z.object({
  password: requiredString(MESSAGES.passwordRequired)
    .min(1, { error: MESSAGES.passwordRequired })
    .max(1024, { error: MESSAGES.passwordTooLong }),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

// ---- Browser forms (fields the person types; confirm and honeypot never leave the page). ----

export const loginFormSchema = loginRequestSchema;
export type LoginForm = z.input<typeof loginFormSchema>;

export const signupFormSchema = z
  .object({
    name: nameField,
    email: emailField,
    password: newPasswordField(MESSAGES.passwordRequired),
    confirmPassword: requiredString(MESSAGES.confirmRequired).min(1, {
      error: MESSAGES.confirmRequired,
    }),
    website: z.string().optional(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: MESSAGES.passwordsMustMatch,
    path: ['confirmPassword'],
    when: whenBothText('password', 'confirmPassword'),
  });
export type SignupForm = z.input<typeof signupFormSchema>;

export const forgotPasswordFormSchema = z.object({
  email: emailField,
  website: z.string().optional(),
});
export type ForgotPasswordForm = z.input<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = z
  .object({
    password: newPasswordField(MESSAGES.newPasswordRequired),
    confirmPassword: requiredString(MESSAGES.pleaseConfirmPassword).min(1, {
      error: MESSAGES.pleaseConfirmPassword,
    }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: MESSAGES.passwordsMustMatch,
    path: ['confirmPassword'],
    when: whenBothText('password', 'confirmPassword'),
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: existingPasswordField(MESSAGES.currentPasswordRequired),
    newPassword: newPasswordField(MESSAGES.newPasswordRequired),
    confirmPassword: requiredString(MESSAGES.pleaseConfirmPassword).min(1, {
      error: MESSAGES.pleaseConfirmPassword,
    }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: MESSAGES.passwordsMustMatch,
    path: ['confirmPassword'],
    when: whenBothText('newPassword', 'confirmPassword'),
  })
  .refine((form) => form.currentPassword !== form.newPassword, {
    error: MESSAGES.newPasswordMustDiffer,
    path: ['newPassword'],
    when: whenValid('currentPassword', 'newPassword'),
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;
