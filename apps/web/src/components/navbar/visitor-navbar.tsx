import { LogIn, UserPlus } from 'lucide-react';
import { SPEC_TEXTS } from '../../lib/texts';
import { buttonClasses } from '../button-styles';
import { SiteLink, SiteNavLink } from '../site-link';
import { MobileMenu } from './mobile-menu';
import { NavFrame } from './nav-frame';
import type { NavItem } from './nav-links';
import { barLinkClasses } from './nav-styles';

const visitorLinks: NavItem[] = [
  { to: '/login', label: SPEC_TEXTS.login, icon: LogIn },
  { to: '/signup', label: SPEC_TEXTS.signUp, icon: UserPlus },
];

/**
 * The bar for visitors: Login and Sign Up. Its own module, so the landing page does not load the
 * signed-in bar and account menu.
 */
export function VisitorNavbar() {
  return (
    <NavFrame
      bar={
        <>
          <SiteNavLink to="/login" className={barLinkClasses}>
            {SPEC_TEXTS.login}
          </SiteNavLink>
          <SiteLink to="/signup" className={buttonClasses('primary', 'sm')}>
            {SPEC_TEXTS.signUp}
          </SiteLink>
        </>
      }
      menu={<MobileMenu links={visitorLinks} />}
    />
  );
}
