import {
  Bell,
  BellRing,
  CreditCard,
  Database,
  MonitorSmartphone,
  Palette,
  Plane,
  Tags,
  Upload,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { IMPORT_TEXTS } from '../import-texts';
import { NOTIFICATION_TEXTS } from '../notifications-texts';
import { SETTINGS_TEXTS } from '../settings-texts';

interface SectionLink {
  id: string;
  label: string;
  icon: LucideIcon;
}

export const SECTION_LINKS: readonly SectionLink[] = [
  { id: 'profile', label: 'Profile', icon: UserRound },
  { id: 'appearance', label: 'Appearance', icon: Palette },
  { id: 'reminders', label: 'Reminders', icon: BellRing },
  { id: 'notifications', label: NOTIFICATION_TEXTS.navLabel, icon: Bell },
  { id: 'categories', label: 'Categories', icon: Tags },
  { id: 'vacations', label: 'Vacations', icon: Plane },
  { id: 'plan', label: 'Plan', icon: CreditCard },
  { id: 'devices', label: 'Devices', icon: MonitorSmartphone },
  { id: 'import', label: IMPORT_TEXTS.navLabel, icon: Upload },
  { id: 'data', label: 'Your data', icon: Database },
];

/** Jump links to each section; on wide screens it stays in view beside them. */
export function SettingsNav() {
  return (
    <nav aria-label={SETTINGS_TEXTS.onThisPage} className="hidden lg:block">
      <ul className="sticky top-24 space-y-1">
        {SECTION_LINKS.map(({ id, label, icon: Icon }) => (
          <li key={id}>
            {/* A plain fragment link: the browser scrolls and moves the focus start point. */}
            <a
              href={`#${id}`}
              className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
            >
              <Icon aria-hidden="true" className="size-4 text-slate-400" />
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
