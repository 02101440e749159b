import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { request, type Method } from './api';
import { ApiError, isApiError } from './api-error';

/**
 * One call of the server API: a path to GET, or a method, path and body. Every call goes through
 * `request` of lib/api.ts, so the session refresh, the 401 redirect and the ApiError of a
 * failure stay in one place (docs/decisions/044-one-way-to-load-server-state.md).
 */
export type ServerCall =
  string | { path: string; method?: Method; body?: unknown; headers?: Record<string, string> };

const serverBaseQuery: BaseQueryFn<ServerCall, unknown, ApiError> = async (call, { signal }) => {
  const { path, method = 'GET', body, headers } = typeof call === 'string' ? { path: call } : call;
  try {
    return { data: await request(method, path, { body, headers, signal }) };
  } catch (error) {
    if (isApiError(error)) return { error };
    // An abort (the cache dropped the call) reaches no screen; it still ends as an ApiError.
    return { error: new ApiError({ status: 0, isNetworkError: true, cause: error }) };
  }
};

/**
 * What a cached answer may be marked with, so a change elsewhere can make it stale: a check-in
 * invalidates Analytics, Coaching and Goal (app/habit-data-sync.ts).
 */
export const SERVER_TAGS = [
  'Analytics',
  'Category',
  'Coaching',
  'Goal',
  'Habit',
  'PushDevice',
  'Session',
  'Suggestion',
  'SupportRequest',
  'Vacation',
] as const;

/**
 * The server state the web app reads: one cache, each feature injecting its own endpoints from
 * its `api/` folder. An answer is asked for again whenever a screen showing it mounts, as the
 * hand-written hooks it replaces did.
 */
export const serverApi = createApi({
  reducerPath: 'server',
  baseQuery: serverBaseQuery,
  tagTypes: SERVER_TAGS,
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});

/** A screen's view of one query: loading, its answer, or why it failed. */
export type RemoteState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

interface QueryView<T> {
  currentData?: T | undefined;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
}

const LOADING = { status: 'loading' } as const;

/**
 * The state a screen shows for a query. While a call runs it shows "loading", so a new period or
 * a retry never shows the last answer; `keepWhileFetching` keeps the last answer on screen
 * instead (a list that reloads in place).
 */
export function remoteState<T>(query: QueryView<T>, keepWhileFetching = false): RemoteState<T> {
  const data = query.currentData;
  if (query.isFetching) return keepWhileFetching && data !== undefined ? success(data) : LOADING;
  if (query.isError) return { status: 'error', error: query.error };
  return data === undefined ? LOADING : success(data);
}

const success = <T>(data: T): RemoteState<T> => ({ status: 'success', data });

/**
 * After a change the server confirmed, `apply` writes its reply into the cached answers, so the
 * list shows it without asking again; a refused change leaves them as they were.
 */
export async function onConfirmed<T>(
  queryFulfilled: Promise<{ data: T }>,
  apply: (data: T) => void,
): Promise<void> {
  let data: T;
  try {
    ({ data } = await queryFulfilled);
  } catch {
    return;
  }
  apply(data);
}
