import { API_BASE_PATH, errorResponseSchema } from '@streakwise/shared';
import { ApiError } from './api-error';
import { clearStoredToken, getStoredToken } from './token-storage';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

function toApiError(status: number, body: unknown): ApiError {
  const parsed = errorResponseSchema.safeParse(body);
  if (!parsed.success) return new ApiError({ status });
  const { message, code, fields } = parsed.data;
  return new ApiError({ status, serverMessage: message, code, fields });
}

export async function request<T>(method: Method, path: string, options: RequestOptions = {}) {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  const token = options.anonymous ? null : getStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const init: RequestInit = { method, headers };
  if (options.signal) init.signal = options.signal;
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}${path}`, init);
  } catch (cause) {
    // An abort is the caller's own decision, not a network failure.
    if (options.signal?.aborted) throw cause;
    throw new ApiError({ status: 0, isNetworkError: true, cause });
  }

  const body = await readBody(response);
  if (!response.ok) {
    const error = toApiError(response.status, body);
    if (response.status === 401 && !options.anonymous) {
      if (options.quietUnauthorized) clearStoredToken();
      else handleUnauthorized();
    }
    throw error;
  }
  return body as T;
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
