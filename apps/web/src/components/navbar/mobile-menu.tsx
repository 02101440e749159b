import { LogIn, LogOut, Menu, UserPlus, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SPEC_TEXTS } from '../../lib/texts';
import { PlanBadge } from '../plan-badge';
import { Avatar } from './avatar';
import { menuLinks, type NavItem, type NavUser } from './nav-links';
import { useDismiss } from './use-dismiss';

const rowClasses =
  'flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium text-slate-700 ' +
  'hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

const signedOutLinks: NavItem[] = [
  { to: '/login', label: SPEC_TEXTS.login, icon: LogIn },
  { to: '/signup', label: SPEC_TEXTS.signUp, icon: UserPlus },
];

interface MobileMenuProps {
  user: NavUser | null;
  onSignOut: () => void;
}

/** Below the md breakpoint the bar's links move into this panel. */
export function MobileMenu({ user, onSignOut }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = () => setOpen(false);
  useDismiss(open, containerRef, (reason) => {
    close();
    if (reason === 'escape') toggleRef.current?.focus();
  });

  const links = user ? menuLinks(user.subscription.type) : signedOutLinks;

  return (
    <div ref={containerRef} className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
      </button>

      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pt-3 pb-4 shadow-lg"
      >
        {user && (
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
        )}
        <ul className="space-y-1">
          {links.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className={rowClasses} onClick={close}>
                <Icon aria-hidden="true" className="size-5 text-slate-500" />
                {label}
              </Link>
            </li>
          ))}
          {user && (
            <li>
              <button
                type="button"
                className={`${rowClasses} w-full text-red-600 hover:bg-red-50`}
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
        </ul>
      </div>
    </div>
  );
}
