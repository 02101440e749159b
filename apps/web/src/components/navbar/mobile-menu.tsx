import { Menu, X } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { SiteLink } from '../site-link';
import type { NavItem } from './nav-links';
import { menuRowClasses } from './nav-styles';
import { useDismiss } from './use-dismiss';

interface MobileMenuProps {
  /** Shown above the links (who is signed in). */
  header?: ReactNode;
  links: NavItem[];
  /** A last row after the links, given the function that closes the panel. */
  lastItem?: (close: () => void) => ReactNode;
}

/** Below the md breakpoint the bar's links move into this panel. */
export function MobileMenu({ header, links, lastItem }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = () => setOpen(false);
  useDismiss(open, containerRef, (reason) => {
    close();
    if (reason === 'escape') toggleRef.current?.focus();
  });

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
        {header}
        <ul className="space-y-1">
          {links.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <SiteLink to={to} className={menuRowClasses} onClick={close}>
                <Icon aria-hidden="true" className="size-5 text-slate-500" />
                {label}
              </SiteLink>
            </li>
          ))}
          {lastItem?.(close)}
        </ul>
      </div>
    </div>
  );
}
