import type { Subscription, User } from '@streakwise/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, signedIn } from '../../../test/fixtures';
import { userOn } from '../../../test/habit-fixtures';
import { renderRoute } from '../../../test/render';
import { callsTo, routeFetch } from '../../../test/route-fetch';
import { PremiumPage } from './premium-page';

const EXPIRY = '2026-03-12T10:00:00.000Z';

function subscriber(subscription: Partial<Subscription>): User {
  const base = userOn('pro', { timezone: 'Europe/London' });
  return {
    ...base,
    subscription: {
      ...base.subscription,
      priceType: 'monthly',
      expiredAt: EXPIRY,
      ...subscription,
    },
  };
}

function renderPremium(user: User = userOn('free'), url = '/premium') {
  return renderRoute(<PremiumPage />, {
    path: '/premium',
    url,
    preloadedState: { auth: signedIn(user) },
  });
}

describe('/premium', () => {
  it('sets Pro and Premium side by side, priced in pounds for either period', async () => {
    routeFetch({});
    const { user } = renderPremium();

    const pro = screen.getByRole('region', { name: 'Pro' });
    const premium = screen.getByRole('region', { name: 'Premium' });
    expect(within(pro).getByText('£4.99')).toBeTruthy();
    expect(within(premium).getByText('£9.99')).toBeTruthy();
    expect(within(premium).getByRole('button', { name: 'Choose Premium' })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: /Annual/ }));
    expect(within(premium).getByText('£7.99')).toBeTruthy();
    expect(within(premium).getByText(/£95\.88 billed annually/)).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Compare all plans' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Feature', 'Free', 'Pro', 'Premium']);
  });

  it('names the plan beside every value, so a phone can stack the comparison', () => {
    routeFetch({});
    renderPremium();
    const table = screen.getByRole('table', { name: 'Compare all plans' });
    const row = within(table).getByRole('row', { name: /PDF reports/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => within(cell).getByText(/^(Free|Pro|Premium)$/).textContent)).toEqual(
      ['Free', 'Pro', 'Premium'],
    );
    expect(within(cells[2] as HTMLElement).getByText('Included')).toBeTruthy();
  });

  it('answers questions in disclosures', async () => {
    routeFetch({});
    const { user } = renderPremium();
    const question = screen.getByRole('button', {
      name: 'What happens to my habits if I downgrade?',
    });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: question.textContent })).toBeNull();

    await user.click(question);

    expect(question.getAttribute('aria-expanded')).toBe('true');
    const answer = screen.getByRole('region', { name: question.textContent });
    expect(answer.textContent).toContain('Nothing is deleted');
    expect(screen.getByRole('button', { name: 'What is the launch offer?' })).toBeTruthy();
  });

  it('shows a Pro subscriber their plan and lets them cancel at the end of the period', async () => {
    const cancelled = subscriber({ cancelAtPeriodEnd: true });
    const fetchMock = routeFetch({
      'POST /api/subscription/cancel': () => jsonResponse({ user: cancelled }),
    });
    const { user, store } = renderPremium(subscriber({}));

    const pro = screen.getByRole('region', { name: 'Pro' });
    expect(within(pro).getByText('Current plan')).toBeTruthy();
    expect(within(pro).queryByRole('button', { name: 'Choose Pro' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose Premium' })).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Your plan' });
    expect(within(panel).getByText('Renews on 12 March 2026.')).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel your subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    expect(
      await within(panel).findByText('Your plan stays active until 12 March 2026.'),
    ).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/subscription/cancel')).toHaveLength(1);
    expect(store.getState().auth.user?.subscription.cancelAtPeriodEnd).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps the dialog open and says why when cancelling fails', async () => {
    routeFetch({
      'POST /api/subscription/cancel': () =>
        jsonResponse({ message: 'You have no paid plan to cancel', code: 'NO_SUBSCRIPTION' }, 409),
    });
    const { user } = renderPremium(subscriber({ type: 'premium' }));

    expect(
      within(screen.getByRole('region', { name: 'Pro' })).getByText(
        'Included in your Premium plan',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    expect(await screen.findByText('You have no paid plan to cancel')).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('tells a launch-offer member when the free month ends, with plans still on offer', () => {
    routeFetch({});
    renderPremium(subscriber({ type: 'premium', priceType: null, launchOffer: true }));
    expect(screen.getByText(/you have Premium free until 12 March 2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose Premium' })).toBeTruthy();
  });
});
