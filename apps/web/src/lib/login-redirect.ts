export const DEFAULT_REDIRECT = '/dashboard';

/**
 * Only same-site paths are followed after sign-in; anything else (another origin, `//host`,
 * a backslash trick) falls back to the dashboard so the link cannot be used to phish.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/')) return DEFAULT_REDIRECT;
  if (target.startsWith('//') || target.startsWith('/\\')) return DEFAULT_REDIRECT;
  return target;
}

/** `?redirect=` value, keeping slashes readable: `/login?redirect=/pro`. */
export function redirectParam(target: string): string {
  return encodeURIComponent(target).replace(/%2F/gi, '/');
}

export function loginPath(target: string): string {
  return `/login?redirect=${redirectParam(target)}`;
}
