import { Check } from 'lucide-react';
import { SiteLink } from '../../../components/site-link';
import { buttonClasses } from '../../../components/button-styles';
import { LANDING_PLANS } from '../landing-plans';
import { LANDING_TEXTS } from '../landing-texts';
import { SectionHeading } from './section-heading';

export function PlanComparison() {
  return (
    <section aria-labelledby="plans-title" className="bg-slate-50 px-4 py-20 sm:py-24">
      <SectionHeading
        id="plans-title"
        title={LANDING_TEXTS.plansTitle}
        intro={LANDING_TEXTS.plansIntro}
      />
      <ul className="mx-auto mt-12 grid max-w-6xl gap-6 lg:grid-cols-3">
        {LANDING_PLANS.map((plan) => (
          <li
            key={plan.name}
            className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm sm:p-8 ${
              plan.highlighted
                ? 'border-2 border-indigo-500 shadow-lg shadow-indigo-100'
                : 'border border-slate-200'
            }`}
          >
            {plan.highlighted && (
              <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-gradient-to-r from-indigo-600 to-violet-600 px-3 py-1 text-xs font-semibold text-white shadow-sm">
                {LANDING_TEXTS.mostPopular}
              </span>
            )}
            <h3 id={`plan-${plan.name}`} className="text-xl font-semibold text-slate-900">
              {plan.name}
            </h3>
            <p className="mt-1 text-sm text-slate-600">{plan.tagline}</p>
            <p className="mt-6 flex items-baseline gap-1">
              <span className="text-4xl font-extrabold tracking-tight text-slate-900">
                {plan.price}
              </span>
              <span className="text-slate-500">{LANDING_TEXTS.perMonth}</span>
            </p>
            <p className="mt-1 text-sm text-slate-500">{plan.note}</p>
            <ul className="mt-6 flex-1 space-y-3 text-slate-700">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-3">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-600" />
                  {feature}
                </li>
              ))}
            </ul>
            <SiteLink
              to={plan.cta.to}
              className={`${buttonClasses(plan.highlighted ? 'primary' : 'secondary', 'lg')} mt-8 w-full`}
            >
              {plan.cta.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
