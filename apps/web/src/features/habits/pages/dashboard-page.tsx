import { Suspense, useState, type ComponentType } from 'react';
import { TabPanel, Tabs, tabId } from '../../../components/tabs';
import { DashboardBilling } from '../../billing';
import { FreezeNotice, useBadgeAnnouncer } from '../../gamification';
import { OfflineBanner } from '../offline/offline-banner';
import { DashboardHeader } from '../components/dashboard-header';
import { DashboardTabLabel } from '../components/dashboard-tab-label';
import { AddHabitModal } from '../components/habit-form-modals';
import { MyHabitsTab } from '../components/my-habits-tab';
import { OverviewTab } from '../components/overview-tab';
import { PremiumTabPanel } from '../components/premium-tab-panel';
import { StatCards } from '../components/stat-cards';
import { TimezoneNotice } from '../components/timezone-notice';
import { useDashboardSelector } from '../habits-hooks';
import { HABITS_TEXTS } from '../habits-texts';
import { useDashboardData } from '../hooks/use-dashboard-data';
import { useDashboardTab } from '../hooks/use-dashboard-tab';
import { useHabitLanding } from '../hooks/use-habit-landing';
import { DASHBOARD_TABS } from '../model/dashboard-tabs';

const TABS_ID = 'dashboard';

interface DashboardPageProps {
  /**
   * A Premium member's view of a Premium tab, drawn by the premium feature (app/dashboard-route.tsx
   * passes it): premium reads the habits, so habits never imports premium.
   */
  premiumTab: ComponentType<{ tab: string }>;
}

/** The main habit screen (docs/product.md §2, /dashboard). */
export function DashboardPage({ premiumTab: PremiumTab }: DashboardPageProps) {
  const user = useDashboardSelector((state) => state.auth.user);
  const { reload } = useDashboardData();
  const [tab, selectTab] = useDashboardTab();
  const [isAdding, setIsAdding] = useState(false);
  useBadgeAnnouncer();
  useHabitLanding(tab);

  // The route is protected; a missing user only happens for an instant while signing out.
  if (!user) return null;
  const plan = user.subscription.type;
  const current = DASHBOARD_TABS.find((info) => info.id === tab) ?? DASHBOARD_TABS[0];
  const openAdd = () => setIsAdding(true);
  const viewAll = () => {
    selectTab('habits');
    document.getElementById(tabId(TABS_ID, 'habits'))?.focus();
  };

  return (
    <div className="flex-1 bg-gradient-to-b from-indigo-50/70 via-white to-white">
      <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:py-10">
        <OfflineBanner />
        <TimezoneNotice />
        <FreezeNotice />
        <DashboardBilling />
        <DashboardHeader name={user.name} />
        <StatCards userPoints={user.points} />
        <div>
          <Tabs
            items={DASHBOARD_TABS.map((info) => ({
              id: info.id,
              label: <DashboardTabLabel tab={info} locked={info.premium && plan !== 'premium'} />,
            }))}
            selected={tab}
            onSelect={selectTab}
            label={HABITS_TEXTS.dashboardTabs}
            idPrefix={TABS_ID}
          />
          <div className="pt-6">
            {current && (
              <TabPanel idPrefix={TABS_ID} id={current.id}>
                {current.id === 'overview' && (
                  <OverviewTab plan={plan} onAdd={openAdd} onViewAll={viewAll} onRetry={reload} />
                )}
                {current.id === 'habits' && <MyHabitsTab onAdd={openAdd} onRetry={reload} />}
                {current.premium &&
                  (plan === 'premium' ? (
                    <PremiumTab tab={current.id} />
                  ) : (
                    <PremiumTabPanel tab={current} />
                  ))}
              </TabPanel>
            )}
          </div>
        </div>
      </div>
      {isAdding && (
        <Suspense fallback={null}>
          <AddHabitModal open onClose={() => setIsAdding(false)} />
        </Suspense>
      )}
    </div>
  );
}
