/**
 * Every page of the web app, as React Router patterns (`:name` matches one path segment). The web
 * app's route table is built from this list and the server answers 404 for any other page, so a
 * new page is one line here plus its element in the web route table.
 */
export const PAGE_ROUTES = {
  landing: '/',
  login: '/login',
  signup: '/signup',
  verifyEmail: '/verify-email',
  verifyEmailToken: '/verify-email/:token',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  changePassword: '/change-password',
  settings: '/settings',
  help: '/help',
  dashboard: '/dashboard',
  pro: '/pro',
  premium: '/premium',
  mockPayment: '/mock-payment',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
} as const;

export type PageName = keyof typeof PAGE_ROUTES;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean).map(decode);
}

const PATTERNS = Object.values(PAGE_ROUTES).map(segments);

/**
 * Whether a path (no query) is one of the app's pages. Matches as React Router does by default:
 * case-insensitive, on the decoded path, a trailing slash ignored, a `:param` taking any one segment.
 */
export function isPageRoute(pathname: string): boolean {
  const parts = segments(pathname);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every(
        (segment, i) =>
          segment.startsWith(':') || segment.toLowerCase() === parts[i]?.toLowerCase(),
      ),
  );
}
