import { NavLink, Link } from 'react-router';
import { SPEC_TEXTS } from '../../lib/texts';
import { buttonClasses } from '../button-styles';
import { PlanBadge } from '../plan-badge';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { barUpgradeLinks, type NavUser } from './nav-links';
import { UserMenu } from './user-menu';

interface NavbarProps {
  user: NavUser | null;
  onSignOut: () => void;
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${
    isActive
      ? 'bg-indigo-50 text-indigo-700'
      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
  }`;

function SignedInBar({ user, onSignOut }: { user: NavUser; onSignOut: () => void }) {
  const plan = user.subscription.type;
  return (
    <>
      <NavLink to="/dashboard" className={linkClasses}>
        {SPEC_TEXTS.dashboard}
      </NavLink>
      {barUpgradeLinks(plan).map(({ to, label, icon: Icon }) => (
        <Link
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
        </Link>
      ))}
      {plan !== 'free' && <PlanBadge plan={plan} short />}
      <UserMenu user={user} onSignOut={onSignOut} />
    </>
  );
}

export function Navbar({ user, onSignOut }: NavbarProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4"
      >
        <Logo />
        <div className="hidden items-center gap-2 md:flex">
          {user ? (
            <SignedInBar user={user} onSignOut={onSignOut} />
          ) : (
            <>
              <NavLink to="/login" className={linkClasses}>
                {SPEC_TEXTS.login}
              </NavLink>
              <Link to="/signup" className={buttonClasses('primary', 'sm')}>
                {SPEC_TEXTS.signUp}
              </Link>
            </>
          )}
        </div>
        <MobileMenu user={user} onSignOut={onSignOut} />
      </nav>
    </header>
  );
}
