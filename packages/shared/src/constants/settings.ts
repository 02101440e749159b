/** Settings, categories and sessions (Pro and Premium features of the plan pages). */
export const CATEGORY_NAME_MIN_LENGTH = 2;
export const CATEGORY_NAME_MAX_LENGTH = 30;
/** The category a habit moves to when its own category is deleted. */
export const FALLBACK_CATEGORY = 'Other';
export const DEFAULT_REMINDER_TIME = '20:00';
/** A refresh credential not used for this long ends its session. */
export const SESSION_IDLE_DAYS = 30;
/** localStorage key of the refresh credential (the access token stays under `token`). */
export const REFRESH_TOKEN_STORAGE_KEY = 'refreshToken';

/** The colour scheme: `system` follows the device (`prefers-color-scheme`). Every plan. */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
/** Named accent palettes (Premium); null is the default indigo one (apps/web/src/theme-accents.css). */
export const ACCENTS = ['ocean', 'forest', 'sunset', 'grape'] as const;
export type Accent = (typeof ACCENTS)[number];
