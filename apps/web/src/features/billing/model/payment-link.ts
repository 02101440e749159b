import { CURRENCY_SYMBOL } from '@streakwise/shared';

/** The simulator's query (docs/product.md §3, payment link data). */
export interface PaymentLink {
  orderId: string;
  amount: string;
  currency: string;
  plan: string;
  price: string;
}

export function readPaymentLink(params: URLSearchParams): PaymentLink | null {
  const orderId = params.get('orderId');
  if (!orderId) return null;
  return {
    orderId,
    amount: formatMinorAmount(params.get('amount')),
    currency: params.get('currency') ?? '',
    plan: params.get('plan') ?? '',
    price: params.get('price') ?? '',
  };
}

/**
 * Minor units divided by 100 with 2 decimals, after the pound sign (docs/product.md §9):
 * 4788 -> £47.88.
 */
export function formatMinorAmount(raw: string | null): string {
  const minor = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  if (!Number.isFinite(minor)) return '–';
  return `${CURRENCY_SYMBOL}${(minor / 100).toFixed(2)}`;
}
