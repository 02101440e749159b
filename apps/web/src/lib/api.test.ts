import { MESSAGES } from '@streakwise/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/fixtures';
import { api, setUnauthorizedHandler } from './api';
import { ApiError } from './api-error';

function stubFetchOnce(response: Response | Error) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => setUnauthorizedHandler(null));

describe('api client', () => {
  it('sends JSON under /api with the stored bearer token', async () => {
    window.localStorage.setItem('token', 'abc');
    const fetchMock = stubFetchOnce(jsonResponse({ ok: true }));

    await expect(api.post('/auth/login', { email: 'a@b.co' })).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.co"}');
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no Authorization header without a stored token', async () => {
    const fetchMock = stubFetchOnce(jsonResponse({ ok: true }));
    await api.get('/health');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('on a 401 removes the token, goes to /login and still rejects to the caller', async () => {
    window.localStorage.setItem('token', 'expired');
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    stubFetchOnce(jsonResponse({ message: 'Authentication required' }, 401));

    const error = await api.get('/auth/me').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Authentication required' });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(toLogin).toHaveBeenCalledTimes(1);
  });

  it('the start-up session check clears a stale token on 401 without leaving the page', async () => {
    window.localStorage.setItem('token', 'stale');
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    stubFetchOnce(jsonResponse({ message: 'Authentication required' }, 401));

    const error = await api
      .get('/auth/me', { quietUnauthorized: true })
      .catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 401 });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(toLogin).not.toHaveBeenCalled();
  });

  it('sends no token on an anonymous request, and its 401 leaves the session alone', async () => {
    window.localStorage.setItem('token', 'kept');
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    const fetchMock = stubFetchOnce(jsonResponse({ message: 'Authentication required' }, 401));

    await api.get('/site', { anonymous: true }).catch(() => undefined);

    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
    expect(window.localStorage.getItem('token')).toBe('kept');
    expect(toLogin).not.toHaveBeenCalled();
  });

  it('carries the code and field messages of an error reply', async () => {
    stubFetchOnce(
      jsonResponse(
        {
          message: 'You already have a category with this name',
          code: 'CATEGORY_EXISTS',
          fields: { name: 'Taken' },
        },
        409,
      ),
    );
    await expect(api.post('/categories', {})).rejects.toMatchObject({
      status: 409,
      code: 'CATEGORY_EXISTS',
      fields: { name: 'Taken' },
      isNetworkError: false,
    });
  });

  it('keeps the message but not a code this build does not know', async () => {
    stubFetchOnce(jsonResponse({ message: 'Try later', code: 'SOMETHING_NEW' }, 409));
    const failure: unknown = await api.get('/habits').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, serverMessage: 'Try later', code: undefined });
  });

  it('flags a failed connection as a network error', async () => {
    stubFetchOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/auth/me')).rejects.toMatchObject({
      status: 0,
      isNetworkError: true,
      message: MESSAGES.networkError,
    });
  });

  it('keeps a useful error when the reply is not JSON', async () => {
    stubFetchOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/auth/me')).rejects.toMatchObject({
      status: 502,
      serverMessage: undefined,
    });
  });
});
