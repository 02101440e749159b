import type { Accent, Theme } from '@streakwise/shared';
import { renderHook } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInThisContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useThemeSync } from './use-theme-sync';

// public/theme-init.js runs in <head> before the first paint; the app then keeps what it reads in
// step with the account (use-theme-sync.ts).

const SCRIPT = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/theme-init.js'),
  'utf8',
);
const html = document.documentElement;
const realMatchMedia = Object.getOwnPropertyDescriptor(window, 'matchMedia');

/** A prefers-color-scheme that can change while the page is open. */
function fakeSystem(dark: boolean) {
  const listeners: (() => void)[] = [];
  const media = {
    matches: dark,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: () => media });
  return {
    set(next: boolean) {
      media.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

function runScript() {
  runInThisContext(SCRIPT, { filename: 'theme-init.js' });
}

beforeEach(() => {
  html.removeAttribute('data-theme');
  html.removeAttribute('data-accent');
});
afterEach(() => {
  if (realMatchMedia) Object.defineProperty(window, 'matchMedia', realMatchMedia);
});

describe('public/theme-init.js', () => {
  it('applies a stored dark or light choice whatever the system says, with the accent', () => {
    fakeSystem(false);
    window.localStorage.setItem('theme', 'dark');
    window.localStorage.setItem('accent', 'ocean');
    runScript();
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(html.getAttribute('data-accent')).toBe('ocean');

    fakeSystem(true);
    window.localStorage.setItem('theme', 'light');
    window.localStorage.removeItem('accent');
    runScript();
    expect(html.getAttribute('data-theme')).toBe('light');
    expect(html.hasAttribute('data-accent')).toBe(false);
  });

  it('follows the system with no choice stored or with system, live', () => {
    const system = fakeSystem(true);
    runScript();
    expect(html.getAttribute('data-theme')).toBe('dark');
    system.set(false);
    expect(html.getAttribute('data-theme')).toBe('light');

    window.localStorage.setItem('theme', 'system');
    system.set(true);
    expect(html.getAttribute('data-theme')).toBe('dark');
  });

  it("colours the browser's bar with the page: dark surface in dark, brand in light", () => {
    const bar = document.createElement('meta');
    bar.name = 'theme-color';
    bar.content = '#4f46e5';
    document.head.append(bar);
    window.localStorage.removeItem('theme');
    try {
      const system = fakeSystem(true);
      runScript();
      expect(bar.content).toBe('#091020');
      system.set(false);
      expect(bar.content).toBe('#4f46e5');
    } finally {
      bar.remove();
    }
  });
});

describe('useThemeSync', () => {
  it("stores the account's choice on sign-in and drops the accent on sign-out", () => {
    fakeSystem(false);
    type Signed = { theme: Theme; accent: Accent | null } | null;
    const { rerender } = renderHook(({ user }: { user: Signed }) => useThemeSync(user), {
      initialProps: { user: null as Signed },
    });
    expect(html.hasAttribute('data-theme')).toBe(false);

    rerender({ user: { theme: 'dark', accent: 'grape' } });
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(html.getAttribute('data-accent')).toBe('grape');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(window.localStorage.getItem('accent')).toBe('grape');

    rerender({ user: null });
    expect(html.hasAttribute('data-accent')).toBe(false);
    expect(window.localStorage.getItem('accent')).toBeNull();
    // The light or dark choice is this device's: it stays for the signed-out pages.
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(html.getAttribute('data-theme')).toBe('dark');
  });
});
