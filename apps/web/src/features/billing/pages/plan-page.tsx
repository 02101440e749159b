import { CHECKOUT_AMOUNTS, PLAN_LABELS, formatPounds, type PaidPlanType } from '@streakwise/shared';
import { Crown, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function PlanPage({ plan }: { plan: PaidPlanType }) {
  const prices = CHECKOUT_AMOUNTS[plan];
  return (
    <PlaceholderPage
      icon={plan === 'premium' ? Crown : Sparkles}
      title={PLAN_LABELS[plan]}
      description={
        <p>
          {formatPounds(prices.monthly)} a month, or {formatPounds(prices.annual)} a year billed
          annually. Checkout opens here soon.
        </p>
      }
    >
      <Link to="/dashboard" className={buttonClasses('secondary')}>
        Back to dashboard
      </Link>
    </PlaceholderPage>
  );
}
