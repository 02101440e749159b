import { PLAN_LABELS, PLAN_TYPES } from '@streakwise/shared';
import { Crown } from 'lucide-react';
import { BILLING_TEXTS } from '../billing-texts';
import { BillingToggle } from '../components/billing-toggle';
import { CheckoutModal } from '../components/checkout-modal';
import { ComparisonTable } from '../components/comparison-table';
import { FaqList } from '../components/faq-list';
import { PlanCard } from '../components/plan-card';
import { PlanHero } from '../components/plan-hero';
import { PlanStatus } from '../components/plan-status';
import { TrustStrip } from '../components/trust-strip';
import { usePlanPage } from '../hooks/use-plan-page';
import { planOffer } from '../model/plan-offer';

/**
 * /premium (docs/product.md §2): Pro and Premium side by side, the full comparison, FAQ and
 * checkout.
 */
export function PremiumPage() {
  const page = usePlanPage();
  return (
    <div className="flex-1 bg-gradient-to-b from-violet-50/80 via-white to-white">
      <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-10 sm:py-16">
        <PlanHero icon={Crown} eyebrow={BILLING_TEXTS.premiumEyebrow} title={PLAN_LABELS.premium}>
          {BILLING_TEXTS.premiumIntro}
        </PlanHero>
        <PlanStatus page={page} />
        <BillingToggle value={page.priceType} onChange={page.setPriceType} />
        <div className="mx-auto grid w-full max-w-4xl gap-6 md:grid-cols-2 md:items-start">
          <PlanCard
            plan="pro"
            priceType={page.priceType}
            offer={planOffer('pro', page.subscription)}
            onChoose={page.choose}
          />
          <PlanCard
            plan="premium"
            priceType={page.priceType}
            offer={planOffer('premium', page.subscription)}
            onChoose={page.choose}
            highlighted
            ribbon={BILLING_TEXTS.everythingIncluded}
          />
        </div>
        <TrustStrip />
        <ComparisonTable
          plans={PLAN_TYPES}
          caption={BILLING_TEXTS.compareAllPlans}
          highlight="premium"
        />
        <FaqList />
      </div>
      <CheckoutModal checkout={page.checkout} onClose={page.closeCheckout} />
    </div>
  );
}
