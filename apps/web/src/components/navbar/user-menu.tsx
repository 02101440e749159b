import { ChevronDown, LogOut } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SiteLink } from '../site-link';
import { SPEC_TEXTS } from '../../lib/texts';
import { PlanBadge } from '../plan-badge';
import { Avatar } from './avatar';
import { menuLinks, type NavUser } from './nav-links';
import { useDismiss } from './use-dismiss';

const itemClasses =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-slate-700 ' +
  'hover:bg-slate-100 focus:bg-indigo-50 focus:text-indigo-700 focus:outline-none';

interface UserMenuProps {
  user: NavUser;
  onSignOut: () => void;
}

/** Account menu following the WAI-ARIA menu button pattern (arrow keys, Escape, Tab). */
export function UserMenu({ user, onSignOut }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  };
  useDismiss(open, containerRef, (reason) => close(reason === 'escape'));

  const items = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (open) items()[0]?.focus();
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % list.length,
      ArrowUp: (index - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    };
    if (event.key === 'Tab') setOpen(false);
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    list[next]?.focus();
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Account menu for ${user.name}`}
        onClick={() => setOpen((isOpen) => !isOpen)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="flex items-center gap-1.5 rounded-full p-0.5 pr-2 transition hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2"
      >
        <Avatar name={user.name} />
        <ChevronDown
          aria-hidden="true"
          className={`size-4 text-slate-500 transition ${open ? 'rotate-180' : ''}`}
        />
      </button>

      {open && (
        <div className="absolute right-0 mt-2 w-72 origin-top-right rounded-xl border border-slate-200 bg-white p-2 shadow-xl shadow-slate-200/70">
          <div className="flex items-start gap-3 border-b border-slate-100 px-3 pt-2 pb-3">
            <Avatar name={user.name} size="lg" />
            <div className="min-w-0 space-y-1">
              <p className="truncate font-semibold text-slate-900">{user.name}</p>
              <p className="truncate text-sm text-slate-500">{user.email}</p>
              <PlanBadge plan={user.subscription.type} />
            </div>
          </div>
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            onKeyDown={onMenuKeyDown}
            className="pt-2"
          >
            {menuLinks(user.subscription.type).map(({ to, label, icon: Icon }) => (
              <SiteLink
                key={to}
                to={to}
                role="menuitem"
                tabIndex={-1}
                className={itemClasses}
                onClick={() => close(false)}
              >
                <Icon aria-hidden="true" className="size-4 text-slate-500" />
                {label}
              </SiteLink>
            ))}
            <div role="separator" className="my-1 border-t border-slate-100" />
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={`${itemClasses} text-red-600 hover:bg-red-50 focus:bg-red-50 focus:text-red-700`}
              onClick={() => {
                close(false);
                onSignOut();
              }}
            >
              <LogOut aria-hidden="true" className="size-4" />
              {SPEC_TEXTS.signOut}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
