import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { jsonResponse } from '../test/fixtures';
import { api, requestResponse, setUnauthorizedHandler } from './api';
import { ApiError } from './api-error';

const HOUR_MS = 60 * 60 * 1000;
const UNAUTHORIZED = { message: 'Authentication required' };

/** An unsigned JWT-shaped token issued `ageMs` ago: the client only reads its `iat`. */
function tokenIssued(ageMs: number, name = 'jwt'): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replaceAll('+', '-').replaceAll('/', '_');
  const iat = Math.floor((Date.now() - ageMs) / 1000);
  return `${part({ alg: 'HS256' })}.${part({ sub: name, iat })}.signature`;
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * A fake server: `/api/auth/refresh` and every other path each answer with their own handler;
 * the calls are kept in order as [path, Authorization header, body].
 */
function fakeServer(handlers: { refresh?: Handler; call: Handler }) {
  const calls: Array<[string, string | null, string | undefined]> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // The client always passes the URL as a string.
    const path = typeof input === 'string' ? input : '';
    const body = typeof init?.body === 'string' ? init.body : undefined;
    calls.push([path, new Headers(init?.headers).get('Authorization'), body]);
    if (path === '/api/auth/refresh') {
      if (!handlers.refresh) throw new Error('unexpected refresh');
      return handlers.refresh(init);
    }
    return handlers.call(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, refreshes: () => calls.filter(([path]) => path === '/api/auth/refresh') };
}

/** 200 for the given token, 401 for any other. */
const acceptOnly =
  (token: string): Handler =>
  (init) =>
    new Headers(init?.headers).get('Authorization') === `Bearer ${token}`
      ? jsonResponse({ ok: true })
      : jsonResponse(UNAUTHORIZED, 401);

const stored = () => ({
  token: window.localStorage.getItem('token'),
  refreshToken: window.localStorage.getItem('refreshToken'),
});

let toLogin: Mock<() => void>;
beforeEach(() => {
  toLogin = vi.fn<() => void>();
  setUnauthorizedHandler(toLogin);
});
afterEach(() => setUnauthorizedHandler(null));

describe('api client: renewing the session after a 401', () => {
  it('renews the pair once and retries the call with the new token', async () => {
    window.localStorage.setItem('token', 'old');
    window.localStorage.setItem('refreshToken', 'r1');
    const server = fakeServer({
      refresh: () => jsonResponse({ token: 'new', refreshToken: 'r2' }),
      call: acceptOnly('new'),
    });

    await expect(api.post('/habits', { name: 'Read' })).resolves.toEqual({ ok: true });

    expect(server.calls).toEqual([
      ['/api/habits', 'Bearer old', '{"name":"Read"}'],
      ['/api/auth/refresh', null, '{"refreshToken":"r1"}'],
      ['/api/habits', 'Bearer new', '{"name":"Read"}'],
    ]);
    expect(stored()).toEqual({ token: 'new', refreshToken: 'r2' });
    expect(toLogin).not.toHaveBeenCalled();
  });

  it('when the refresh is refused, the 401 ends the session as before', async () => {
    window.localStorage.setItem('token', 'old');
    window.localStorage.setItem('refreshToken', 'revoked');
    const server = fakeServer({
      refresh: () => jsonResponse({ message: 'Your session has ended.' }, 401),
      call: acceptOnly('never'),
    });

    const error = await api.get('/habits').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: UNAUTHORIZED.message });
    expect(server.calls.map(([path]) => path)).toEqual(['/api/habits', '/api/auth/refresh']);
    expect(stored()).toEqual({ token: null, refreshToken: null });
    expect(toLogin).toHaveBeenCalledTimes(1);
  });

  it('retries only once: a second 401 ends the session', async () => {
    window.localStorage.setItem('token', 'old');
    window.localStorage.setItem('refreshToken', 'r1');
    const server = fakeServer({
      refresh: () => jsonResponse({ token: 'new', refreshToken: 'r2' }),
      call: () => jsonResponse(UNAUTHORIZED, 401),
    });

    await expect(api.get('/habits')).rejects.toMatchObject({ status: 401 });

    expect(server.refreshes()).toHaveLength(1);
    expect(server.calls).toHaveLength(3);
    expect(stored()).toEqual({ token: null, refreshToken: null });
    expect(toLogin).toHaveBeenCalledTimes(1);
  });

  it('without a refresh credential a 401 goes straight to /login', async () => {
    window.localStorage.setItem('token', 'old');
    const server = fakeServer({ call: () => jsonResponse(UNAUTHORIZED, 401) });
    await expect(api.get('/habits')).rejects.toMatchObject({ status: 401 });
    expect(server.calls).toHaveLength(1);
    expect(toLogin).toHaveBeenCalledTimes(1);
  });

  it('calls failing together share one refresh', async () => {
    window.localStorage.setItem('token', 'old');
    window.localStorage.setItem('refreshToken', 'r1');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = fakeServer({
      refresh: async () => {
        await gate;
        return jsonResponse({ token: 'new', refreshToken: 'r2' });
      },
      call: acceptOnly('new'),
    });

    const pending = Promise.all([api.get('/a'), api.get('/b'), requestResponse('GET', '/c')]);
    await vi.waitFor(() => expect(server.refreshes()).toHaveLength(1));
    release();
    const [a, b, c] = await pending;

    expect([a, b, c.status]).toEqual([{ ok: true }, { ok: true }, 200]);
    expect(server.refreshes()).toHaveLength(1);
    expect(stored()).toEqual({ token: 'new', refreshToken: 'r2' });
  });

  it('takes the pair another tab stored when its own refresh lost the race', async () => {
    window.localStorage.setItem('token', 'old');
    window.localStorage.setItem('refreshToken', 'r1');
    fakeServer({
      refresh: () => {
        // The other tab renewed with r1 a moment earlier; the server turns this one away.
        window.localStorage.setItem('token', 'from-other-tab');
        window.localStorage.setItem('refreshToken', 'r2');
        return jsonResponse({ message: 'Your session has ended.' }, 401);
      },
      call: acceptOnly('from-other-tab'),
    });

    await expect(api.get('/habits')).resolves.toEqual({ ok: true });
    expect(stored()).toEqual({ token: 'from-other-tab', refreshToken: 'r2' });
    expect(toLogin).not.toHaveBeenCalled();
  });

  it('never renews for an anonymous call', async () => {
    window.localStorage.setItem('token', tokenIssued(3 * 24 * HOUR_MS));
    window.localStorage.setItem('refreshToken', 'r1');
    const server = fakeServer({ call: () => jsonResponse(UNAUTHORIZED, 401) });
    await api.get('/site', { anonymous: true }).catch(() => undefined);
    expect(server.calls).toHaveLength(1);
    expect(stored().refreshToken).toBe('r1');
  });
});

describe('api client: renewing ahead of time', () => {
  it('renews a token issued more than a day ago before the call', async () => {
    window.localStorage.setItem('token', tokenIssued(25 * HOUR_MS));
    window.localStorage.setItem('refreshToken', 'r1');
    const fresh = tokenIssued(0, 'fresh');
    const server = fakeServer({
      refresh: () => jsonResponse({ token: fresh, refreshToken: 'r2' }),
      call: acceptOnly(fresh),
    });

    await expect(api.get('/habits')).resolves.toEqual({ ok: true });

    expect(server.calls.map(([path, auth]) => [path, auth])).toEqual([
      ['/api/auth/refresh', null],
      ['/api/habits', `Bearer ${fresh}`],
    ]);
    // The new token is young: the next call goes straight through.
    await api.get('/habits');
    expect(server.refreshes()).toHaveLength(1);
  });

  it('leaves a token issued within the day alone', async () => {
    const young = tokenIssued(23 * HOUR_MS);
    window.localStorage.setItem('token', young);
    window.localStorage.setItem('refreshToken', 'r1');
    const server = fakeServer({ call: acceptOnly(young) });
    await api.get('/habits');
    expect(server.refreshes()).toHaveLength(0);
  });

  it('keeps the current token when the server cannot be reached for the refresh', async () => {
    const old = tokenIssued(2 * 24 * HOUR_MS);
    window.localStorage.setItem('token', old);
    window.localStorage.setItem('refreshToken', 'r1');
    fakeServer({
      refresh: () => Promise.reject(new TypeError('Failed to fetch')),
      call: acceptOnly(old),
    });
    await expect(api.get('/habits')).resolves.toEqual({ ok: true });
    expect(stored()).toEqual({ token: old, refreshToken: 'r1' });
  });
});
