import { LogOut } from 'lucide-react';
import { SPEC_TEXTS } from '../../lib/texts';
import { PlanBadge } from '../plan-badge';
import { SiteLink, SiteNavLink } from '../site-link';
import { Avatar } from './avatar';
import { MobileMenu } from './mobile-menu';
import { NavFrame } from './nav-frame';
import { barUpgradeLinks, menuLinks, type NavUser } from './nav-links';
import { barLinkClasses, menuRowClasses } from './nav-styles';
import { UserMenu } from './user-menu';
import { VisitorNavbar } from './visitor-navbar';

interface NavbarProps {
  user: NavUser | null;
  onSignOut: () => void;
}

function SignedInBar({ user, onSignOut }: { user: NavUser; onSignOut: () => void }) {
  const plan = user.subscription.type;
  return (
    <>
      <SiteNavLink to="/dashboard" className={barLinkClasses}>
        {SPEC_TEXTS.dashboard}
      </SiteNavLink>
      {barUpgradeLinks(plan).map(({ to, label, icon: Icon }) => (
        <SiteLink
          key={label}
          to={to}
          className={
            to === '/premium'
              ? 'inline-flex items-center gap-1.5 rounded-lg bg-gradient-to-r from-amber-400 to-orange-500 px-3 py-2 text-sm font-semibold text-white shadow-sm hover:from-amber-500 hover:to-orange-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-500 focus-visible:ring-offset-2'
              : 'inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-indigo-600 hover:bg-indigo-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500'
          }
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </SiteLink>
      ))}
      {plan !== 'free' && <PlanBadge plan={plan} short />}
      <UserMenu user={user} onSignOut={onSignOut} />
    </>
  );
}

/** Who is signed in, at the top of the mobile menu. */
function AccountSummary({ user }: { user: NavUser }) {
  return (
    <div className="mb-3 flex items-center gap-3 rounded-xl bg-slate-50 p-3">
      <Avatar name={user.name} size="lg" />
      <div className="min-w-0">
        <p className="text-xs text-slate-500">{SPEC_TEXTS.signedInAs}</p>
        <p className="truncate font-semibold text-slate-900">{user.name}</p>
        <p className="truncate text-sm text-slate-500">{user.email}</p>
      </div>
      <div className="ml-auto">
        <PlanBadge plan={user.subscription.type} short />
      </div>
    </div>
  );
}

export function Navbar({ user, onSignOut }: NavbarProps) {
  if (!user) return <VisitorNavbar />;
  return (
    <NavFrame
      bar={<SignedInBar user={user} onSignOut={onSignOut} />}
      menu={
        <MobileMenu
          header={<AccountSummary user={user} />}
          links={menuLinks(user.subscription.type)}
          lastItem={(close) => (
            <li>
              <button
                type="button"
                className={`${menuRowClasses} w-full text-red-600 hover:bg-red-50`}
                onClick={() => {
                  close();
                  onSignOut();
                }}
              >
                <LogOut aria-hidden="true" className="size-5" />
                {SPEC_TEXTS.signOut}
              </button>
            </li>
          )}
        />
      }
    />
  );
}
