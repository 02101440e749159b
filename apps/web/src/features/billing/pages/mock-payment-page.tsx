import { CreditCard, TriangleAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { BILLING_SPEC_TEXTS, BILLING_TEXTS } from '../billing-texts';
import { InvalidPaymentLink } from '../components/invalid-payment-link';
import { MockPaymentDetails } from '../components/mock-payment-details';
import { useMockPayment } from '../hooks/use-mock-payment';
import { readPaymentLink, type PaymentLink } from '../model/payment-link';

function MockCheckout({ link }: { link: PaymentLink }) {
  const { pending, succeed, fail } = useMockPayment(link.orderId, link.plan);
  const isProcessing = pending !== null;
  return (
    <section className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-200/60">
        <header className="bg-gradient-to-r from-indigo-600 to-violet-600 px-6 py-6 text-white">
          <h1 className="flex items-center gap-3 text-2xl font-bold tracking-tight">
            <CreditCard aria-hidden="true" className="size-7" />
            {BILLING_SPEC_TEXTS.mockPayment}
          </h1>
          <p className="mt-1 text-sm text-indigo-100">{BILLING_SPEC_TEXTS.simulatorIntro}</p>
        </header>
        <div className="space-y-5 p-6">
          <MockPaymentDetails link={link} />
          <div className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
            <p>
              <strong className="font-semibold">{BILLING_SPEC_TEXTS.developmentMode}</strong>
              <br />
              {BILLING_TEXTS.noRealPayment}
            </p>
          </div>
          <div className="grid gap-3 sm:grid-cols-2" aria-live="polite">
            <Button
              size="lg"
              onClick={succeed}
              disabled={isProcessing}
              isLoading={pending === 'success'}
            >
              {pending === 'success'
                ? BILLING_SPEC_TEXTS.processing
                : BILLING_SPEC_TEXTS.simulateSuccess}
            </Button>
            <Button
              size="lg"
              variant="secondary"
              onClick={fail}
              disabled={isProcessing}
              isLoading={pending === 'cancelled'}
            >
              {pending === 'cancelled'
                ? BILLING_SPEC_TEXTS.processing
                : BILLING_SPEC_TEXTS.simulateFailure}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * /mock-payment (docs/product.md §2): the development stand-in for the provider's hosted checkout.
 */
export function MockPaymentPage() {
  const [params] = useSearchParams();
  const link = readPaymentLink(params);
  return link ? <MockCheckout link={link} /> : <InvalidPaymentLink />;
}
