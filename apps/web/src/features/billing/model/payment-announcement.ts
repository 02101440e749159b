/**
 * Every toast about one payment shares this id, so a later word on it (say "pending" after
 * "success") replaces the earlier toast instead of stacking under it.
 */
export const PAYMENT_TOAST_ID = 'payment';

/**
 * Navigation state from a screen that has already told the person how the payment went (the
 * simulator's own toast), so the screen it leads to does not say it a second time.
 */
export const PAYMENT_ANNOUNCED_STATE = { paymentAnnounced: true } as const;

export function wasPaymentAnnounced(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'paymentAnnounced' in state &&
    state.paymentAnnounced === true
  );
}
