import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useSiteNavigation } from '../lib/site-navigation';

interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app path, e.g. '/signup' or '/login?redirect=/pro'. */
  to: string;
}

/** A click the browser should handle itself: a new tab or window, a download, another button. */
function isForTheBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== null && target !== '_self')
  );
}

/** An in-app link, as the router's Link behaves: a real href, moved through in place. */
export function SiteLink({ to, onClick, ...rest }: SiteLinkProps) {
  const { location, navigate } = useSiteNavigation();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (isForTheBrowser(event)) return;
        event.preventDefault();
        // A link to the page already shown replaces the history entry instead of adding one.
        navigate(to, { replace: to === location });
      }}
    />
  );
}

interface SiteNavLinkProps extends Omit<SiteLinkProps, 'className'> {
  className: (state: { isActive: boolean }) => string;
}

/** Whether `to` is the current page or one below it, compared as the router does. */
export function isActivePath(pathname: string, to: string): boolean {
  const current = pathname.toLowerCase();
  const target = to.toLowerCase();
  return (
    current === target || (current.startsWith(target) && current.charAt(target.length) === '/')
  );
}

/** A bar link marked `aria-current="page"` while its page is shown. */
export function SiteNavLink({ to, className, ...rest }: SiteNavLinkProps) {
  const { pathname } = useSiteNavigation();
  const isActive = isActivePath(pathname, to);
  return (
    <SiteLink
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={className({ isActive })}
    />
  );
}
