import { MESSAGES } from '@streakwise/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../../lib/api';
import { jsonResponse } from '../../test/fixtures';
import { premiumApi } from './premium-api';

function stubFetch(response: Response) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => setUnauthorizedHandler(null));

describe('premiumApi.exportFile', () => {
  it('fetches the file with the bearer token and names it as the server does', async () => {
    window.localStorage.setItem('token', 'abc');
    const fetchMock = stubFetch(
      new Response('<export/>', {
        headers: { 'Content-Disposition': 'attachment; filename="habits.xml"' },
      }),
    );

    const file = await premiumApi.exportFile({ format: 'xml', startDate: '2025-01-01' });

    expect(file.fileName).toBe('habits.xml');
    expect(await file.blob.text()).toBe('<export/>');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/premium/export?format=xml&startDate=2025-01-01');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Accept')).toBe('*/*');
  });

  it('names the file itself when the server does not', async () => {
    stubFetch(new Response('%PDF-1.7'));
    const file = await premiumApi.exportFile({ format: 'pdf' });
    expect(file.fileName).toBe('streakwise-export.pdf');
  });

  it('handles a 401 as every call does: token removed, sign-in, error passed on', async () => {
    window.localStorage.setItem('token', 'expired');
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    stubFetch(jsonResponse({ message: MESSAGES.unauthorized }, 401));

    await expect(premiumApi.exportFile({ format: 'csv' })).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(toLogin).toHaveBeenCalledTimes(1);
  });

  it('passes on the server’s reason for a refusal', async () => {
    stubFetch(
      jsonResponse({ message: MESSAGES.exportRequiresPremium, code: 'PREMIUM_REQUIRED' }, 403),
    );
    await expect(premiumApi.exportFile({ format: 'csv' })).rejects.toMatchObject({
      status: 403,
      code: 'PREMIUM_REQUIRED',
      message: MESSAGES.exportRequiresPremium,
    });
  });
});
