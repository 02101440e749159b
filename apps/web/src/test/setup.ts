import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, vi } from 'vitest';
import { provideAppStore } from '../app/store-instance';
import { resetCookieBanner } from '../features/cookies';
import { resetSiteInfo } from '../lib/site-info';

// jsdom lacks these browser APIs; react-hot-toast and the scroll-to-top effect call them.
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
window.scrollTo = () => undefined;

// NOTE: CI runs the API suites on two databases beside these tests on two cores; a dashboard that
// renders in 200 ms alone can take seconds then. Waiting longer for what a user would see changes
// no assertion.
configure({ asyncUtilTimeout: 5000 });

let unexpectedErrors: string[] = [];

beforeEach(() => {
  unexpectedErrors = [];
  window.localStorage.clear();
  // An error logged during a test (a React warning, an act() complaint) fails that test.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpectedErrors.push(format(...args));
  });
});

afterEach(() => {
  cleanup();
  resetSiteInfo();
  provideAppStore(null);
  resetCookieBanner();
  toast.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  const errors = unexpectedErrors;
  unexpectedErrors = [];
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error:\n${errors.join('\n---\n')}`);
  }
});
