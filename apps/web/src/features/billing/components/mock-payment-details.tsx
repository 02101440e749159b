import { BILLING_TEXTS } from '../billing-texts';
import type { PaymentLink } from '../model/payment-link';

/** Plan and period upper-cased, as the simulator shows them (docs/product.md §2). */
export function MockPaymentDetails({ link }: { link: PaymentLink }) {
  const rows: Array<[string, string, string?]> = [
    [BILLING_TEXTS.planLabel, link.plan.toUpperCase()],
    [BILLING_TEXTS.billing, link.price.toUpperCase()],
    [BILLING_TEXTS.orderId, link.orderId, 'font-mono text-xs break-all'],
    [BILLING_TEXTS.currency, link.currency],
  ];
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50/70">
      <div className="border-b border-slate-200 px-4 py-5 text-center">
        <p className="text-sm font-medium text-slate-600">{BILLING_TEXTS.amount}</p>
        <p
          className="mt-1 text-4xl font-bold tracking-tight text-slate-900"
          data-testid="mock-amount"
        >
          {link.amount}
        </p>
      </div>
      <dl className="divide-y divide-slate-200">
        {rows.map(([term, value, extra = '']) => (
          <div key={term} className="flex items-center justify-between gap-4 px-4 py-3 text-sm">
            <dt className="shrink-0 text-slate-600">{term}</dt>
            <dd className={`text-right font-semibold text-slate-900 ${extra}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
