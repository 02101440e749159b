import { PLAN_LABELS } from '@streakwise/shared';
import { Sparkles } from 'lucide-react';
import { BILLING_TEXTS } from '../billing-texts';
import { BillingToggle } from '../components/billing-toggle';
import { CheckoutModal } from '../components/checkout-modal';
import { ComparisonTable } from '../components/comparison-table';
import { FreePlanCard } from '../components/free-plan-card';
import { PlanCard } from '../components/plan-card';
import { PlanHero } from '../components/plan-hero';
import { PlanStatus } from '../components/plan-status';
import { TrustStrip } from '../components/trust-strip';
import { usePlanPage } from '../hooks/use-plan-page';
import { planOffer } from '../model/plan-offer';

/** /pro (docs/product.md §2): the Pro plan, Free beside it, and checkout. */
export function ProPage() {
  const page = usePlanPage();
  return (
    <div className="flex-1 bg-gradient-to-b from-indigo-50/80 via-white to-white">
      <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-10 sm:py-16">
        <PlanHero icon={Sparkles} eyebrow={BILLING_TEXTS.proEyebrow} title={PLAN_LABELS.pro}>
          {BILLING_TEXTS.proIntro}
        </PlanHero>
        <PlanStatus page={page} />
        <BillingToggle value={page.priceType} onChange={page.setPriceType} />
        <div className="mx-auto grid w-full max-w-4xl gap-6 md:grid-cols-2 md:items-start">
          {/* Pro leads on narrow screens; side by side, Free sits on the left. */}
          <PlanCard
            plan="pro"
            priceType={page.priceType}
            offer={planOffer('pro', page.subscription)}
            onChoose={page.choose}
            highlighted
          />
          <FreePlanCard isCurrent={page.subscription?.type === 'free'} className="md:order-first" />
        </div>
        <TrustStrip />
        <ComparisonTable
          plans={['free', 'pro']}
          caption={BILLING_TEXTS.freeVersusPro}
          highlight="pro"
        />
      </div>
      <CheckoutModal checkout={page.checkout} onClose={page.closeCheckout} />
    </div>
  );
}
