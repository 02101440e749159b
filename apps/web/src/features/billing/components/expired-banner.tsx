import { Crown, Sparkles, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { SPEC_TEXTS } from '../../../lib/texts';
import { BILLING_TEXTS } from '../billing-texts';
import { formatPlanDate } from '../model/subscription';

interface ExpiredBannerProps {
  expiredAt: string;
  timeZone: string;
}

/**
 * Free again after a paid plan ended (docs/product.md §2, /dashboard): the way back to Pro or
 * Premium.
 */
export function ExpiredBanner({ expiredAt, timeZone }: ExpiredBannerProps) {
  return (
    <section
      aria-label={BILLING_TEXTS.expiredBannerTitle}
      className="flex flex-col gap-4 rounded-2xl border border-amber-200 bg-gradient-to-r from-amber-50 to-orange-50 p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <TriangleAlert
        aria-hidden="true"
        className="hidden size-6 shrink-0 text-amber-600 sm:block"
      />
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold text-amber-950">{BILLING_TEXTS.expiredBannerTitle}</h2>
        <p className="mt-0.5 text-sm text-amber-900">
          {BILLING_TEXTS.expiredBannerBody(formatPlanDate(expiredAt, timeZone))}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to="/pro" className={buttonClasses('secondary', 'sm')}>
          <Sparkles aria-hidden="true" className="size-4 text-indigo-600" />
          {SPEC_TEXTS.upgradeToPro}
        </Link>
        <Link to="/premium" className={buttonClasses('primary', 'sm')}>
          <Crown aria-hidden="true" className="size-4" />
          {SPEC_TEXTS.upgradeToPremium}
        </Link>
      </div>
    </section>
  );
}
