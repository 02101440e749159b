import { Settings } from 'lucide-react';
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
      <header className="mb-8 flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-md shadow-indigo-200">
          <Settings aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{T.title}</h1>
          <p className="text-sm text-slate-600">{T.intro}</p>
        </div>
      </header>
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
