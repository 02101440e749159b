import type { PlanType } from '@streakwise/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouterSiteNavigation } from '../../app/router-site-navigation';
import { testUser } from '../../test/fixtures';
import { Navbar } from './navbar';

function renderNavbar(plan: PlanType | null) {
  const onSignOut = vi.fn();
  const user = plan
    ? { ...testUser, subscription: { ...testUser.subscription, type: plan } }
    : null;
  render(
    <MemoryRouter>
      <RouterSiteNavigation>
        <Navbar user={user} onSignOut={onSignOut} />
        <p>Elsewhere on the page</p>
      </RouterSiteNavigation>
    </MemoryRouter>,
  );
  return { onSignOut, events: userEvent.setup() };
}

const linkNames = () => screen.queryAllByRole('link').map((link) => link.textContent);

describe('Navbar', () => {
  it('offers Login and Sign Up to visitors', () => {
    renderNavbar(null);
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Streakwise' }).getAttribute('href')).toBe('/');
  });

  it('shows free users the upgrade calls and a full menu', async () => {
    const { events, onSignOut } = renderNavbar('free');
    expect(linkNames()).toEqual(expect.arrayContaining(['Dashboard', 'Try Pro', 'Go Premium']));

    const menuButton = screen.getByRole('button', { name: /Account menu/ });
    expect(menuButton.getAttribute('aria-haspopup')).toBe('menu');
    await events.click(menuButton);

    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu');
    expect(menu.textContent).toContain('Upgrade to Pro');
    expect(menu.textContent).toContain('Upgrade to Premium');
    expect(screen.getAllByText('Free Plan').length).toBeGreaterThan(0);
    expect(screen.getAllByText(testUser.email).length).toBeGreaterThan(0);

    await events.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('is operable from the keyboard and closes on Escape', async () => {
    const { events } = renderNavbar('pro');
    const menuButton = screen.getByRole('button', { name: /Account menu/ });

    menuButton.focus();
    await events.keyboard('{ArrowDown}');
    const items = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(items[0]);
    await events.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await events.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(items[items.length - 1]);

    await events.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(menuButton);
  });

  it('closes the menu on a click outside it', async () => {
    const { events } = renderNavbar('free');
    await events.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.getByRole('menu')).toBeTruthy();

    await events.click(screen.getByText('Elsewhere on the page'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shows pro users one upgrade and their badge, premium users none', async () => {
    const { events } = renderNavbar('pro');
    expect(linkNames()).toContain('Upgrade to Premium');
    expect(linkNames()).not.toContain('Try Pro');
    expect(screen.getAllByText('Pro').length).toBeGreaterThan(0);
    await events.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.getByRole('menu').textContent).not.toContain('Upgrade to Pro');
  });

  it('shows premium users no upgrade links', () => {
    renderNavbar('premium');
    expect(linkNames().some((name) => name?.includes('Upgrade'))).toBe(false);
    expect(linkNames()).not.toContain('Go Premium');
    expect(screen.getAllByText('Premium').length).toBeGreaterThan(0);
  });

  it('has a mobile menu that says who is signed in', async () => {
    const { events } = renderNavbar('free');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await events.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Signed in as')).toBeTruthy();
  });
});
