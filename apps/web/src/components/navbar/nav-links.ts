import type { PlanType, User } from '@streakwise/shared';
import {
  Crown,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  Settings,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { SPEC_TEXTS } from '../../lib/texts';

export type NavUser = Pick<User, 'name' | 'email' | 'subscription'>;

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

const dashboard: NavItem = { to: '/dashboard', label: SPEC_TEXTS.dashboard, icon: LayoutDashboard };
const settings: NavItem = { to: '/settings', label: 'Settings', icon: Settings };
const help: NavItem = { to: '/help', label: 'Help', icon: LifeBuoy };
const changePassword: NavItem = {
  to: '/change-password',
  label: SPEC_TEXTS.changePassword,
  icon: KeyRound,
};
const upgradeToPro: NavItem = { to: '/pro', label: SPEC_TEXTS.upgradeToPro, icon: Sparkles };
const upgradeToPremium: NavItem = {
  to: '/premium',
  label: SPEC_TEXTS.upgradeToPremium,
  icon: Crown,
};

/** Upgrade calls to action shown in the bar itself (docs/product.md §2, navigation). */
export function barUpgradeLinks(plan: PlanType): NavItem[] {
  if (plan === 'free') {
    return [
      { to: '/pro', label: SPEC_TEXTS.tryPro, icon: Sparkles },
      { to: '/premium', label: SPEC_TEXTS.goPremium, icon: Crown },
    ];
  }
  return plan === 'pro' ? [upgradeToPremium] : [];
}

/** Links of the user menu and the mobile panel. */
export function menuLinks(plan: PlanType): NavItem[] {
  const upgrades =
    plan === 'free' ? [upgradeToPro, upgradeToPremium] : plan === 'pro' ? [upgradeToPremium] : [];
  return [dashboard, settings, help, changePassword, ...upgrades];
}

export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}
