import { Lock, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { Notice } from '../../../components/notice';
import { SPEC_TEXTS } from '../../../lib/texts';
import { BILLING_SPEC_TEXTS, BILLING_TEXTS } from '../billing-texts';
import type { CheckoutRequest } from '../billing-types';
import { useCheckoutQuote } from '../hooks/use-checkout-quote';
import { useStartCheckout } from '../hooks/use-start-checkout';
import { PLAN_NAMES } from '../model/plan-pricing';
import { CheckoutSummary } from './checkout-summary';
import { UpgradeCreditLine } from './upgrade-credit-line';

interface CheckoutModalProps {
  /** The plan and period to buy; null keeps the modal closed. */
  checkout: CheckoutRequest | null;
  onClose: () => void;
}

/**
 * Confirms the purchase, then hands over to the provider's hosted checkout (docs/product.md §2).
 */
export function CheckoutModal({ checkout, onClose }: CheckoutModalProps) {
  const { start, isStarting, error, reset } = useStartCheckout();
  const nextId = useId();
  const quote = useCheckoutQuote(checkout);
  const close = () => {
    reset();
    onClose();
  };
  if (!checkout) return null;
  const plan = PLAN_NAMES[checkout.planType];

  return (
    <Modal
      open
      onClose={close}
      title={BILLING_TEXTS.checkoutTitle(plan)}
      description={BILLING_TEXTS.checkoutIntro}
      preventClose={isStarting}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isStarting}>
            {SPEC_TEXTS.cancel}
          </Button>
          <Button onClick={() => void start(checkout)} isLoading={isStarting}>
            {!isStarting && <Lock aria-hidden="true" className="size-4" />}
            {BILLING_SPEC_TEXTS.continueToPayment}
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <CheckoutSummary plan={checkout.planType} priceType={checkout.priceType} />
        <UpgradeCreditLine quote={quote} />
        <section aria-labelledby={nextId} className="space-y-2">
          <h3 id={nextId} className="text-sm font-semibold text-slate-900">
            {BILLING_TEXTS.whatHappensNext}
          </h3>
          <ol className="space-y-2">
            {BILLING_TEXTS.nextSteps(plan).map((step, index) => (
              <li key={step} className="flex gap-3 text-sm text-slate-700">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-700">
                  {index + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        </section>
        <p className="flex gap-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900 ring-1 ring-emerald-200 ring-inset">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />
          {BILLING_TEXTS.guaranteeDetail}
        </p>
        {error && (
          <Notice tone="error" role="alert">
            <p>{error}</p>
          </Notice>
        )}
        <p className="text-center text-xs text-slate-500">{BILLING_TEXTS.pricesInGbp}</p>
      </div>
    </Modal>
  );
}
