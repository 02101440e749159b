/**
 * Account rules shared by the browser forms and the API (docs/product.md §5, §9;
 * docs/architecture.md §5).
 */
export const PASSWORD_MIN_LENGTH = 6;
/** NOTE: long enough for any passphrase, short enough that argon2 cannot be used as a DoS lever. */
export const PASSWORD_MAX_LENGTH = 1024;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
/** RFC 5321 path limit. */
export const EMAIL_MAX_LENGTH = 254;
export const RESEND_VERIFICATION_MAX = 3;
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** A form submitted faster than this after it was shown is treated as a bot. */
export const FORM_MIN_FILL_MS = 2000;
export const VERIFY_REDIRECT_MS = 3000;
export const DEFAULT_TIMEZONE = 'Europe/London';
export const TOKEN_STORAGE_KEY = 'token';
export const API_BASE_PATH = '/api';
