import type { Accent, Theme } from '@streakwise/shared';

// NOTE: the keys and the rule are the ones public/theme-init.js reads before the first paint; the
// app writes them and applies the result at once, and that script follows the system setting live.
const THEME_KEY = 'theme';
const ACCENT_KEY = 'accent';

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the theme still applies to this page, just not before the next paint.
  }
}

function prefersDark(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)').matches
    : false;
}

/** Sets <html data-theme data-accent>: the attributes the stylesheets (src/theme/) key on. */
export function applyTheme(theme: Theme, accent: Accent | null): void {
  const root = document.documentElement;
  const dark = theme === 'dark' || (theme === 'system' && prefersDark());
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
  if (accent) root.setAttribute('data-accent', accent);
  else root.removeAttribute('data-accent');
}

/** Remembers the choice for the next page load on this device, and applies it now. */
export function storeTheme(theme: Theme, accent: Accent | null): void {
  write(THEME_KEY, theme);
  write(ACCENT_KEY, accent);
  applyTheme(theme, accent);
}

/** Signed out: the accent is the account's (Premium), the light or dark choice stays the device's. */
export function forgetAccent(): void {
  write(ACCENT_KEY, null);
  document.documentElement.removeAttribute('data-accent');
}
