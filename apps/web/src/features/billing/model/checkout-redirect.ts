/**
 * Leaves the app for the provider's hosted checkout. An object so tests can replace `assign`:
 * jsdom cannot navigate.
 */
export const checkoutRedirect = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Only web addresses are followed; anything else (say `javascript:`) counts as no URL at all. */
export function safeCheckoutUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
