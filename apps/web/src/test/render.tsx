import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { makeStore, type RootState } from '../app/store';
import { App } from '../app/app';
import { RouterSiteNavigation } from '../app/router-site-navigation';
import { provideAppStore } from '../app/store-instance';
import { UnauthorizedRedirect } from '../app/unauthorized-redirect';

/** Shows where the router ended up, for screens that navigate away. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

interface RenderRouteOptions {
  /** The route pattern the element is mounted on, e.g. '/verify-email/:token'. */
  path: string;
  /** The URL the test starts at; defaults to `path`. */
  url?: string;
  /** Further screens the element may navigate to, keyed by path. */
  routes?: Record<string, ReactNode>;
  preloadedState?: Partial<RootState>;
  /** Pass when the test uses fake timers, so typing advances them. */
  fakeTimers?: boolean;
  /** Mount under StrictMode, which runs every effect twice, as in development. */
  strict?: boolean;
}

/** Renders one screen with a fresh store, a memory router and the toaster. */
export function renderRoute(element: ReactNode, options: RenderRouteOptions) {
  const store = makeStore(options.preloadedState);
  const user = userEvent.setup(
    options.fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  const tree = (
    <Provider store={store}>
      <MemoryRouter initialEntries={[options.url ?? options.path]}>
        <RouterSiteNavigation>
          <UnauthorizedRedirect />
          <Suspense fallback={null}>
            <Routes>
              <Route path={options.path} element={element} />
              {Object.entries(options.routes ?? {}).map(([path, routeElement]) => (
                <Route key={path} path={path} element={routeElement} />
              ))}
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </Suspense>
          <Toaster />
        </RouterSiteNavigation>
      </MemoryRouter>
    </Provider>
  );
  const view = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...view, store, user };
}

/** A fetch stub that answers each call with the next response (the last one repeats). */
export function stubFetch(...responses: Array<() => Response | Promise<Response>>) {
  let call = 0;
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => {
    const next = responses[Math.min(call, responses.length - 1)];
    call += 1;
    return Promise.resolve(next ? next() : new Response(null, { status: 500 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body of the nth fetch call (0-based). */
export function sentBody(fetchMock: ReturnType<typeof stubFetch>, index = 0): unknown {
  const body = fetchMock.mock.calls[index]?.[1]?.body;
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
}

/** The address the app is at, for a test to read: `location()` of `renderApp`. */
function AddressProbe({ onChange }: { onChange: (address: string) => void }) {
  const { pathname, search } = useLocation();
  onChange(`${pathname}${search}`);
  return null;
}

/**
 * Renders the whole app (routes, layout, session restore, toaster) at `url`; its store, made
 * here, is the one the app loads once a page needs it. `location()` is the address it is at.
 */
export function renderApp(url: string, preloadedState?: Partial<RootState>) {
  const store = makeStore(preloadedState);
  provideAppStore(store);
  const user = userEvent.setup();
  let address = url;
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <RouterSiteNavigation>
        <App />
        <AddressProbe onChange={(next) => (address = next)} />
      </RouterSiteNavigation>
    </MemoryRouter>,
  );
  return { ...view, store, user, location: () => address };
}
