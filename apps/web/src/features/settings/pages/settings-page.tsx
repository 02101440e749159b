import { Settings } from 'lucide-react';
import { PageHeader } from '../../../components/page-header';
import { CategoriesSection } from '../../categories';
import { AppearanceSection } from '../components/appearance-section';
import { VacationsSection } from '../../vacations';
import { DataSection } from '../components/data-section';
import { DevicesSection } from '../components/devices-section';
import { ImportSection } from '../components/import-section';
import { NotificationsSection } from '../components/notifications-section';
import { PlanSection } from '../components/plan-section';
import { ProfileSection } from '../components/profile-section';
import { RemindersSection } from '../components/reminders-section';
import { SettingsNav } from '../components/settings-nav';
import { useSectionHash } from '../hooks/use-section-hash';
import { selectSettingsUser, useSettingsSelector } from '../settings-hooks';
import { SETTINGS_TEXTS as T } from '../settings-texts';

/** /settings: every part of the account in one place, each section reachable by its #id. */
export function SettingsPage() {
  const user = useSettingsSelector(selectSettingsUser);
  useSectionHash();
  // The route is protected; a missing user only happens for an instant while signing out.
  if (!user) return null;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:py-14">
      <PageHeader icon={Settings} title={T.title} intro={T.intro} />
      <div className="lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-8">
        <SettingsNav />
        <div className="min-w-0 space-y-6">
          <ProfileSection user={user} />
          <AppearanceSection user={user} />
          <RemindersSection user={user} />
          <NotificationsSection timeZone={user.timezone} />
          <CategoriesSection />
          <VacationsSection />
          <PlanSection subscription={user.subscription} timeZone={user.timezone} />
          <DevicesSection timeZone={user.timezone} />
          <ImportSection timeZone={user.timezone} />
          <DataSection />
        </div>
      </div>
    </div>
  );
}
