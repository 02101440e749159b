import type { User } from '@streakwise/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { callsTo, routeFetch } from '../../../test/route-fetch';
import { settingsUser, signedInAs } from '../settings-fixtures';
import { PlanSection } from './plan-section';

function renderPlan(user: User) {
  return renderRoute(<PlanSection subscription={user.subscription} timeZone={user.timezone} />, {
    path: '/settings',
    preloadedState: { auth: signedInAs(user) },
  });
}

const linkTo = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('settings: plan', () => {
  it('offers Free users both upgrades, and says when a past plan expired', () => {
    routeFetch({});
    const lapsed = settingsUser('free', {
      subscription: { ...settingsUser().subscription, expiredAt: '2026-01-05T12:00:00.000Z' },
    });
    renderPlan(lapsed);

    expect(screen.getByText('Free Plan')).toBeTruthy();
    expect(screen.getByText('Expired on 5 January 2026')).toBeTruthy();
    expect(linkTo('Upgrade to Pro')).toBe('/pro');
    expect(linkTo('Upgrade to Premium')).toBe('/premium');
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('shows a paid plan renewing, and cancels it after confirmation', async () => {
    const pro = settingsUser('pro');
    const cancelled = settingsUser('pro', {
      subscription: { ...pro.subscription, cancelAtPeriodEnd: true },
    });
    const fetchMock = routeFetch({
      'POST /api/subscription/cancel': () => jsonResponse({ user: cancelled }),
    });
    const { user, store } = renderPlan(pro);

    expect(screen.getByText('Pro Plan')).toBeTruthy();
    expect(screen.getByText('Billed monthly')).toBeTruthy();
    expect(screen.getByText('Renews on 12 March 2026')).toBeTruthy();
    expect(linkTo('Upgrade to Premium')).toBe('/premium');
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel your subscription?' });
    expect(dialog.textContent).toContain('You keep Pro until 12 March 2026');
    // Keeping the plan sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(callsTo(fetchMock, 'POST /api/subscription/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel subscription' }),
    );

    expect(await screen.findByText('Your plan stays active until 12 March 2026.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/subscription/cancel')).toHaveLength(1);
    expect(store.getState().auth.user?.subscription.cancelAtPeriodEnd).toBe(true);
  });

  it('shows a cancelled Premium plan ending, with nothing to cancel or upgrade', () => {
    routeFetch({});
    const premium = settingsUser('premium');
    renderPlan(
      settingsUser('premium', {
        subscription: { ...premium.subscription, priceType: 'annual', cancelAtPeriodEnd: true },
      }),
    );

    expect(screen.getByText('Premium Plan')).toBeTruthy();
    expect(screen.getByText('Billed annually')).toBeTruthy();
    expect(screen.getByText('Ends on 12 March 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Upgrade/ })).toBeNull();
  });

  it('resumes a cancelled plan, with a toast saying when it renews', async () => {
    const premium = settingsUser('premium');
    const cancelled = settingsUser('premium', {
      subscription: { ...premium.subscription, cancelAtPeriodEnd: true },
    });
    const fetchMock = routeFetch({
      'POST /api/subscription/resume': () => jsonResponse({ user: premium }),
    });
    const { user, store } = renderPlan(cancelled);

    await user.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(
      await screen.findByText('Your subscription is back on: it renews on 12 March 2026.'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/subscription/resume')).toHaveLength(1);
    expect(store.getState().auth.user?.subscription.cancelAtPeriodEnd).toBe(false);
  });

  it('shows the server’s reason when the plan cannot be resumed', async () => {
    const premium = settingsUser('premium');
    routeFetch({
      'POST /api/subscription/resume': () =>
        jsonResponse(
          { message: 'Your subscription has already ended: choose a plan to subscribe again' },
          409,
        ),
    });
    const { user, store } = renderPlan(
      settingsUser('premium', {
        subscription: { ...premium.subscription, cancelAtPeriodEnd: true },
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(
      await screen.findByText(
        'Your subscription has already ended: choose a plan to subscribe again',
      ),
    ).toBeTruthy();
    expect(store.getState().auth.user?.subscription.cancelAtPeriodEnd).toBe(true);
  });

  it('shows the free launch month with its end and a way to choose a plan', () => {
    routeFetch({});
    renderPlan(
      settingsUser('premium', {
        subscription: {
          type: 'premium',
          priceType: null,
          expiredAt: '2026-03-12T10:00:00.000Z',
          cancelAtPeriodEnd: false,
          launchOffer: true,
        },
      }),
    );

    expect(screen.getByText('Launch offer: Premium free for a month')).toBeTruthy();
    expect(screen.getByText('Ends on 12 March 2026')).toBeTruthy();
    expect(linkTo('Choose a plan')).toBe('/premium');
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resume subscription' })).toBeNull();
  });
});
