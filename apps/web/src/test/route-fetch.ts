import { vi } from 'vitest';
import { jsonResponse } from './fixtures';

/** A reply; `url` is the full URL asked for, query included, for routes that answer by it. */
type Reply = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

function routeKey(input: RequestInfo | URL, init?: RequestInit): string {
  return `${init?.method ?? 'GET'} ${urlOf(input).split('?')[0] ?? ''}`;
}

/**
 * A fetch stub that answers by "METHOD /path" (query ignored); a list answers each call with
 * the next reply, the last one repeating. Anything unrouted gets a 404.
 */
export function routeFetch(routes: Record<string, Reply | Reply[]>) {
  const calls = new Map<string, number>();
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const key = routeKey(input, init);
    const route = routes[key];
    const count = calls.get(key) ?? 0;
    calls.set(key, count + 1);
    const reply = Array.isArray(route) ? route[Math.min(count, route.length - 1)] : route;
    return Promise.resolve(
      reply ? reply(init, urlOf(input)) : jsonResponse({ message: 'Not found' }, 404),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

type FetchMock = ReturnType<typeof routeFetch>;

/** The calls made to one "METHOD /path". */
export function callsTo(fetchMock: FetchMock, key: string) {
  return fetchMock.mock.calls.filter(([input, init]) => routeKey(input, init) === key);
}

/** The JSON body and headers of the nth call to "METHOD /path". */
export function sentTo(fetchMock: FetchMock, key: string, index = 0) {
  const init = callsTo(fetchMock, key)[index]?.[1];
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  return { body, headers: new Headers(init?.headers) };
}
