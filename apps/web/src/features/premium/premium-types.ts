/** The dashboard tabs this feature fills for Premium members. */
export const PREMIUM_TAB_IDS = ['ai-suggestions', 'analytics', 'goals', 'export'] as const;
export type PremiumTabId = (typeof PREMIUM_TAB_IDS)[number];

export function isPremiumTab(value: string): value is PremiumTabId {
  return (PREMIUM_TAB_IDS as readonly string[]).includes(value);
}
