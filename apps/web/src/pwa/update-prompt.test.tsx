import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';
import { UPDATE_TEXTS, UpdatePrompt } from './update-prompt';

type Listener = () => void;

// A stand-in for workbox-window's Workbox: the page's side of the service worker's life.
const workbox = vi.hoisted(() => ({
  listeners: new Map<string, Listener[]>(),
  messageSkipWaiting: vi.fn(),
  registeredWith: [] as unknown[],
}));
vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(...args: unknown[]) {
      workbox.registeredWith = args;
    }
    addEventListener(type: string, listener: Listener) {
      workbox.listeners.set(type, [...(workbox.listeners.get(type) ?? []), listener]);
    }
    messageSkipWaiting() {
      workbox.messageSkipWaiting();
    }
    register() {
      return Promise.resolve(undefined);
    }
  },
}));

const fire = (type: string) => {
  for (const listener of workbox.listeners.get(type) ?? []) listener();
};

const originalLocation = window.location;
afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
});

describe('a new version of the app', () => {
  it('is offered with a reload that hands over to it, and reloads once it is in charge', async () => {
    const reload = vi.fn();
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...originalLocation, reload },
    });
    await registerServiceWorker();
    expect(workbox.registeredWith).toEqual(['/sw.js', { scope: '/' }]);
    render(<UpdatePrompt />);
    expect(screen.queryByText(UPDATE_TEXTS.ready)).toBeNull();

    act(() => fire('waiting'));
    expect(await screen.findByText(UPDATE_TEXTS.ready)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: UPDATE_TEXTS.reload }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    // Not before the new worker controls the page, or the old one would serve the reload.
    expect(reload).not.toHaveBeenCalled();

    fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
