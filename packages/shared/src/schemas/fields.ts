import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants/auth.js';
import { isCommonPassword } from '../constants/common-passwords.js';
import { MESSAGES } from '../constants/messages.js';

/** A string field whose absence reads as `required` rather than as a type error. */
export function requiredString(required: string) {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? required
        : `${required.replace(/ is required$/, '')} must be text`,
  });
}

export const emailField = requiredString(MESSAGES.emailRequired)
  .trim()
  .min(1, { error: MESSAGES.emailRequired })
  .max(EMAIL_MAX_LENGTH, { error: MESSAGES.emailTooLong })
  .pipe(z.email({ error: MESSAGES.emailInvalid }))
  .transform((email) => email.toLowerCase());

/** A password that is only checked, never set (login, current password). */
export function existingPasswordField(required: string) {
  return requiredString(required)
    .min(1, { error: required })
    .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordMin })
    .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.passwordTooLong });
}

/** A password being chosen: the same length rules plus the common-password list. */
export function newPasswordField(required: string) {
  return existingPasswordField(required).refine((password) => !isCommonPassword(password), {
    error: MESSAGES.passwordTooCommon,
  });
}

export const nameField = requiredString(MESSAGES.nameRequired)
  .trim()
  .min(1, { error: MESSAGES.nameRequired })
  .min(NAME_MIN_LENGTH, { error: MESSAGES.nameMin })
  .max(NAME_MAX_LENGTH, { error: MESSAGES.nameTooLong })
  .refine((name) => hasNoControlCharacters(name), { error: MESSAGES.textControlCharacters });

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timezoneField = z
  .string({ error: MESSAGES.invalidTimezone })
  .max(64, { error: MESSAGES.invalidTimezone })
  .refine(isValidTimeZone, { error: MESSAGES.invalidTimezone });

/**
 * Milliseconds since the epoch, on the browser's clock, at which the form was shown
 * (`_formStartTime`) and sent (`_formSentAt`): the anti-bot check measures the time between them.
 */
export const formStartTimeField = z.number().int().nonnegative().optional();

/**
 * A control character: C0 (NUL, tab, line breaks, ESC…), DEL, C1 (U+0080–U+009F, NEL among them)
 * and the Unicode line and paragraph separators.
 */
function isControl(code: number): boolean {
  return code < 32 || (code >= 127 && code <= 159) || code === 0x2028 || code === 0x2029;
}

/**
 * Half of a UTF-16 surrogate pair standing alone: no character at all, and no UTF-8 can hold it.
 * NOTE: PostgreSQL stores it as U+FFFD (the text changes), and the embedded database refuses the
 * whole statement (a 500); JSON lets a client send one with `\ud800`, so it is a 400 here.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a single-line text has no control characters at all, nor half a character. */
export function hasNoControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (isControl(text.charCodeAt(i))) return false;
  return !LONE_SURROGATE.test(text);
}

/**
 * Whether a multi-line text (a description, a reward) has no control characters but tab and line
 * breaks. NOTE: PostgreSQL cannot store a NUL at all (a 500 on write), and the rest (ESC, BEL,
 * backspace…) would reach terminals, mail and PDF exports; both are a 400 here instead.
 */
export function hasOnlyTextCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (isControl(code) && code !== 9 && code !== 10 && code !== 13) return false;
  }
  return !LONE_SURROGATE.test(text);
}
