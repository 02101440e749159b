import { MESSAGES } from '@streakwise/shared';
import { isApiError } from '../../../lib/api-error';
import { PREMIUM_SPEC_TEXTS } from '../premium-texts';

/**
 * "Export failed: <why>" with the server's reason (docs/product.md §8); the generic text without
 * one.
 */
export function exportFailureMessage(error: unknown): string {
  if (!isApiError(error)) return PREMIUM_SPEC_TEXTS.exportDataFailed;
  if (error.isNetworkError) return PREMIUM_SPEC_TEXTS.exportFailed(MESSAGES.networkError);
  if (error.serverMessage) return PREMIUM_SPEC_TEXTS.exportFailed(error.serverMessage);
  if (error.status === 403) return PREMIUM_SPEC_TEXTS.exportRequiresPremium;
  return PREMIUM_SPEC_TEXTS.exportDataFailed;
}

/** An emptied date input means "no bound", which the query leaves out. */
export const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
