import { DASHBOARD_SPEC_TEXTS } from '../habits-texts';
import type { DashboardTabInfo } from '../model/dashboard-tabs';

/** A tab's icon and name, with the Premium tag when the person's plan lacks it. */
export function DashboardTabLabel({ tab, locked }: { tab: DashboardTabInfo; locked: boolean }) {
  const Icon = tab.icon;
  return (
    <>
      <Icon aria-hidden="true" className="size-4" />
      {tab.label}
      {/* NOTE: the space keeps the accessible name "Analytics Premium", not "AnalyticsPremium". */}
      {locked && ' '}
      {locked && (
        <span className="rounded-full bg-gradient-to-r from-amber-100 to-orange-100 px-2 py-0.5 text-[11px] font-bold tracking-wide text-amber-800 ring-1 ring-amber-200 ring-inset">
          {DASHBOARD_SPEC_TEXTS.premiumTag}
        </span>
      )}
    </>
  );
}
