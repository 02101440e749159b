/**
 * What a return from checkout says in `?payment=` (docs/product.md §2, docs/architecture.md §4).
 */
export type PaymentResult = 'success' | 'failed' | 'cancelled';

const RESULTS: readonly string[] = ['success', 'failed', 'cancelled'];

export const PAYMENT_PARAM = 'payment';
export const ORDER_ID_PARAM = 'order_id';

export function readPaymentResult(params: URLSearchParams): PaymentResult | null {
  const value = params.get(PAYMENT_PARAM);
  return value !== null && RESULTS.includes(value) ? (value as PaymentResult) : null;
}

/** The same query without the payment parameters; other parameters (say `tab`) survive. */
export function withoutPaymentParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PAYMENT_PARAM);
  next.delete(ORDER_ID_PARAM);
  return next;
}
