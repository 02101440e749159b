import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { userOn } from '../../../test/habit-fixtures';
import { renderDashboard } from '../../../test/render-dashboard';

const PREMIUM_TABS = ['AI Suggestions', 'Analytics', 'Goals', 'Export'];

describe('dashboard tabs', () => {
  it('opens on Overview and tags the premium tabs for a free person', async () => {
    renderDashboard();
    const tablist = await screen.findByRole('tablist', { name: 'Dashboard sections' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Overview',
      'My Habits',
      ...PREMIUM_TABS.map((name) => `${name} Premium`),
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('shows an upgrade teaser linking to /premium on a premium tab, kept in the URL', async () => {
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('tab', { name: 'Analytics Premium' }));

    const panel = screen.getByRole('tabpanel', { name: 'Analytics Premium' });
    expect(
      within(panel).getByRole('heading', { name: 'Analytics is part of Premium' }),
    ).toBeTruthy();
    expect(
      within(panel).getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href'),
    ).toBe('/premium');
    expect(screen.getByTestId('search').textContent).toBe('?tab=analytics');
  });

  it('opens the tab named in the URL', async () => {
    renderDashboard({ url: '/dashboard?tab=goals' });
    const tab = await screen.findByRole('tab', { name: 'Goals Premium' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(tab.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Overview' }).tabIndex).toBe(-1);
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('tab', { name: 'Overview' }));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'My Habits' }));
    expect(screen.getByTestId('search').textContent).toBe('?tab=habits');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Export Premium' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByTestId('search').textContent).toBe('');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Export Premium' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('gives Premium members untagged tabs with their real content, not a teaser', async () => {
    const { user } = renderDashboard({
      user: userOn('premium'),
      routes: { 'GET /api/premium/suggestions': () => jsonResponse([]) },
    });
    await user.click(await screen.findByRole('tab', { name: 'AI Suggestions' }));
    expect(screen.queryByText('Premium', { selector: '[role=tab] span' })).toBeNull();
    const panel = screen.getByRole('tabpanel', { name: 'AI Suggestions' });
    expect(
      await within(panel).findByRole('heading', { name: 'Habit ideas picked for you' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade to Premium' })).toBeNull();
  });
});
