import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { SPEC_TEXTS } from '../../../lib/texts';
import { HABITS_TEXTS } from '../habits-texts';
import type { DashboardTabInfo } from '../model/dashboard-tabs';

/** A Premium tab seen by a Free or Pro member: what it offers and the way to upgrade. */
export function PremiumTabPanel({ tab }: { tab: DashboardTabInfo }) {
  const Icon = tab.icon;
  return (
    <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-600 via-violet-600 to-fuchsia-600 px-6 py-10 text-center text-white shadow-lg shadow-indigo-200 sm:px-10 sm:py-14">
      <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/30">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-xl font-bold tracking-tight sm:text-2xl">
        {HABITS_TEXTS.premiumTeaserTitle(tab.label)}
      </h2>
      <p className="mx-auto mt-2 max-w-lg text-indigo-100">{tab.pitch}</p>
      <Link
        to="/premium"
        className={`${buttonClasses('secondary', 'lg')} mt-6 border-transparent text-indigo-700`}
      >
        <Crown aria-hidden="true" className="size-5 text-amber-500" />
        {SPEC_TEXTS.upgradeToPremium}
      </Link>
    </div>
  );
}
