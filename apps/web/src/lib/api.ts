import { API_BASE_PATH, isErrorCode } from '@streakwise/shared';
import { ApiError } from './api-error';
import { readErrorResponse } from './reply-shapes';
import { refreshIfStale, refreshSession } from './session-refresh';
import { clearStoredToken, getStoredRefreshToken, getStoredToken } from './token-storage';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Only clear the token on a 401, without leaving the page. For the start-up session check: a
   * stale token must not pull a visitor off a public page (say, mid e-mail verification);
   * protected routes send signed-out people to /login themselves, keeping their target.
   */
  quietUnauthorized?: boolean;
  /** A public endpoint: send no token, so its answer can never touch the session. */
  anonymous?: boolean;
}

let unauthorizedHandler: (() => void) | null = null;

/**
 * The router registers how to reach /login so a 401 navigates inside the app; without one the
 * browser loads /login.
 */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

function handleUnauthorized(): void {
  clearStoredToken();
  if (unauthorizedHandler) unauthorizedHandler();
  else if (window.location.pathname !== '/login') window.location.assign('/login');
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const isJson = response.headers.get('Content-Type')?.includes('json') ?? false;
  if (!isJson) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** `Retry-After` in seconds: the header holds either seconds or an HTTP date. */
function retryAfterSeconds(response: Response): number | undefined {
  const value = response.headers.get('Retry-After')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

function toApiError(response: Response, body: unknown): ApiError {
  const { status } = response;
  const retryAfter = retryAfterSeconds(response);
  const reply = readErrorResponse(body);
  if (!reply) return new ApiError({ status, retryAfterSeconds: retryAfter });
  const { message, code, fields } = reply;
  return new ApiError({
    status,
    serverMessage: message,
    code: isErrorCode(code) ? code : undefined,
    fields,
    retryAfterSeconds: retryAfter,
  });
}

/** One attempt at a call, with the token stored at that moment. */
async function attempt(method: Method, path: string, options: RequestOptions): Promise<Response> {
  const headers = new Headers(options.headers);
  // A file download names the types it takes; every other call wants JSON.
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const token = options.anonymous ? null : getStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const init: RequestInit = { method, headers };
  if (options.signal) init.signal = options.signal;
  // A form (a file upload) goes as multipart/form-data; the browser writes its boundary.
  if (options.body instanceof FormData) init.body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(options.body);
  }

  try {
    return await fetch(`${API_BASE_PATH}${path}`, init);
  } catch (cause) {
    // An abort is the caller's own decision, not a network failure.
    if (options.signal?.aborted) throw cause;
    throw new ApiError({ status: 0, isNetworkError: true, cause });
  }
}

/**
 * Sends one call and returns the reply when it is a success; every failure throws an ApiError.
 * A token over a day old is renewed first; a 401 while a refresh credential is stored renews the
 * pair once and retries once (the server refused the first try before doing anything). Only when
 * that fails does the 401 end the session here.
 */
async function send(method: Method, path: string, options: RequestOptions): Promise<Response> {
  if (!options.anonymous) await refreshIfStale();
  let response = await attempt(method, path, options);
  if (response.status === 401 && !options.anonymous && getStoredRefreshToken()) {
    if ((await refreshSession()) === 'renewed') response = await attempt(method, path, options);
  }

  if (!response.ok) {
    const error = toApiError(response, await readBody(response));
    if (response.status === 401 && !options.anonymous) {
      if (options.quietUnauthorized) clearStoredToken();
      else handleUnauthorized();
    }
    throw error;
  }
  return response;
}

export async function request<T>(method: Method, path: string, options: RequestOptions = {}) {
  return (await readBody(await send(method, path, options))) as T;
}

/**
 * A successful reply left unread, for files (its blob and Content-Disposition); the token and
 * the 401 handling are those of every other call.
 */
export function requestResponse(method: Method, path: string, options: RequestOptions = {}) {
  return send(method, path, options);
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
