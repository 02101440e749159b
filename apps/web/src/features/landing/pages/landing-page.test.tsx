import { MARKETING_STATS } from '@streakwise/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';
import { LandingPage } from './landing-page';

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('LandingPage', () => {
  it('renders the spec texts, stats, features, steps and testimonials', async () => {
    renderRoute(<LandingPage />, { path: '/' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Build Better Discipline' }),
    ).toBeTruthy();
    for (const stat of MARKETING_STATS) {
      expect(screen.getByText(stat.value)).toBeTruthy();
      expect(screen.getByText(stat.label)).toBeTruthy();
    }
    for (const feature of [
      'Habit tracking with streaks',
      'Points and badges',
      'Weekly challenges',
      'Analytics',
      'Responsive design',
      'Secure authentication',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: feature })).toBeTruthy();
    }
    for (const step of ['Create Habits', 'Track Progress', 'See Results']) {
      expect(screen.getByRole('heading', { level: 3, name: step })).toBeTruthy();
    }
    const testimonials = screen.getByRole('region', { name: /Loved by people/ });
    expect(within(testimonials).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('The first 100 users get Premium free for 1 month.')).toBeTruthy();
  });

  it('prices the plans in pounds, never dollars', async () => {
    const { container } = renderRoute(<LandingPage />, { path: '/' });
    const plans = await screen.findByRole('region', { name: /pricing/i });

    expect(within(plans).getByText('£0')).toBeTruthy();
    expect(within(plans).getByText('£4.99')).toBeTruthy();
    expect(within(plans).getByText('£9.99')).toBeTruthy();
    expect(within(plans).getByText('or £3.99/month billed annually')).toBeTruthy();
    expect(within(plans).getByText('or £7.99/month billed annually')).toBeTruthy();
    expect(container.textContent).not.toContain('$');
  });

  it('names what Free gets of analytics, as the Analytics tab does not open on Free', async () => {
    renderRoute(<LandingPage />, { path: '/' });
    const plans = await screen.findByRole('region', { name: /pricing/i });
    const free = within(plans).getByText('Start with Free').closest('li');
    if (!free) throw new Error('no Free card');
    expect(
      within(free).getByText('Analytics: completion rates and a calendar heat map'),
    ).toBeTruthy();
    expect(within(free).queryByText('Analytics')).toBeNull();
  });

  it('links every call to action where the spec says', async () => {
    renderRoute(<LandingPage />, { path: '/' });
    await screen.findByRole('heading', { level: 1 });

    expect(hrefOf('Start Free Today')).toBe('/signup');
    expect(hrefOf('Get Started Free')).toBe('/signup');
    expect(hrefOf('Sign In')).toBe('/login');
    expect(hrefOf('Start with Free')).toBe('/signup');
    expect(hrefOf('Choose Pro')).toBe('/pro');
    expect(hrefOf('Choose Premium')).toBe('/premium');
  });

  it('opens the demo from Watch Demo and gives focus back on close', async () => {
    const { user } = renderRoute(<LandingPage />, { path: '/' });
    const watch = await screen.findByRole('button', { name: 'Watch Demo' });

    await user.click(watch);
    // The demo is fetched on demand, so it may take a moment to open.
    expect(await screen.findByRole('dialog', { name: 'See Streakwise in action' })).toBeTruthy();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(watch);
  });
});
