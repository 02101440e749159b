import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_NOTICE_TEXT, OfflineNotice } from './offline-notice';

let online = true;
const goOnline = (value: boolean) => {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
};

afterEach(() => {
  vi.restoreAllMocks();
});

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <OfflineNotice />
    </MemoryRouter>,
  );

describe('the offline notice', () => {
  it('says a page needs the server while the network is gone, and goes when it returns', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    online = true;
    renderAt('/settings');
    expect(screen.queryByText(OFFLINE_NOTICE_TEXT)).toBeNull();

    goOnline(false);
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_NOTICE_TEXT);

    goOnline(true);
    expect(screen.queryByText(OFFLINE_NOTICE_TEXT)).toBeNull();
  });

  it('leaves the dashboard to its own banner', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => false);
    renderAt('/dashboard');
    expect(screen.queryByText(OFFLINE_NOTICE_TEXT)).toBeNull();
  });
});
