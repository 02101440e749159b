import { formatPounds } from '@streakwise/shared';
import { CircleCheck, Leaf } from 'lucide-react';
import { useId } from 'react';
import { BILLING_TEXTS } from '../billing-texts';
import { PLAN_FEATURES } from '../model/plan-features';
import { PLAN_NAMES } from '../model/plan-pricing';
import { FeatureList } from './feature-list';

/** The Free plan beside Pro, so the difference is plain at a glance. */
interface FreePlanCardProps {
  isCurrent: boolean;
  className?: string;
}

export function FreePlanCard({ isCurrent, className = '' }: FreePlanCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col rounded-2xl border border-slate-200 bg-white/80 p-6 shadow-sm sm:p-8 ${className}`}
    >
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-xl bg-slate-100 text-slate-600">
          <Leaf aria-hidden="true" className="size-6" />
        </span>
        <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900">
          {PLAN_NAMES.free}
        </h2>
      </div>
      <p className="mt-3 text-sm text-slate-600">{BILLING_TEXTS.freeTagline}</p>
      <p className="mt-6 text-4xl font-bold tracking-tight text-slate-900">{formatPounds(0)}</p>
      <p className="mt-1 text-sm text-slate-600">{BILLING_TEXTS.freeForever}</p>
      {isCurrent && (
        <p className="mt-6 flex items-center justify-center gap-2 rounded-lg bg-slate-50 px-4 py-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-200 ring-inset">
          <CircleCheck aria-hidden="true" className="size-5" />
          {BILLING_TEXTS.currentPlan}
        </p>
      )}
      <div className="mt-6 border-t border-slate-100 pt-6">
        <FeatureList features={PLAN_FEATURES.free} tone="slate" />
      </div>
    </section>
  );
}
