import type { User } from '@streakwise/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, signedIn } from '../../../test/fixtures';
import { userOn } from '../../../test/habit-fixtures';
import { renderRoute } from '../../../test/render';
import { callsTo, routeFetch } from '../../../test/route-fetch';
import type { CheckoutRequest } from '../billing-types';
import { CheckoutModal } from './checkout-modal';

const PRO: User = {
  ...userOn('pro'),
  subscription: {
    ...userOn('pro').subscription,
    priceType: 'monthly',
    expiredAt: '2026-04-01T11:00:00.000Z',
  },
};

function renderModal(user: User, checkout: CheckoutRequest) {
  return renderRoute(<CheckoutModal checkout={checkout} onClose={() => undefined} />, {
    path: '/premium',
    preloadedState: { auth: signedIn(user) },
  });
}

describe('the checkout modal', () => {
  it('shows a Pro person the credit for their remaining Pro time before they pay', async () => {
    const fetchMock = routeFetch({
      'GET /api/subscription/quote': (_init, url) =>
        jsonResponse(
          url.includes('priceType=monthly') && url.includes('planType=premium')
            ? { amount: 999, credit: 250, creditDays: 7 }
            : { message: 'unexpected' },
        ),
    });
    renderModal(PRO, { planType: 'premium', priceType: 'monthly' });
    const dialog = screen.getByRole('dialog', { name: 'Upgrade to Premium' });

    expect(
      await within(dialog).findByText(
        'Credit for your remaining Pro time: £2.50 (adds 7 days to Premium)',
      ),
    ).toBeTruthy();
    // The charge itself stays the plan's price.
    expect(within(dialog).getByText('£9.99')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/subscription/quote')).toHaveLength(1);
  });

  it('shows no credit line, and asks nothing, for a free person or a Pro checkout', async () => {
    const fetchMock = routeFetch({});
    const { unmount } = renderModal(userOn('free'), { planType: 'premium', priceType: 'annual' });
    expect(screen.getByRole('dialog', { name: 'Upgrade to Premium' })).toBeTruthy();
    unmount();
    renderModal(PRO, { planType: 'pro', priceType: 'annual' });
    expect(screen.getByRole('dialog', { name: 'Upgrade to Pro' })).toBeTruthy();

    expect(screen.queryByText(/Credit for your remaining Pro time/)).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/subscription/quote')).toHaveLength(0);
  });

  it('shows no credit line when the quote says there is none', async () => {
    const fetchMock = routeFetch({
      'GET /api/subscription/quote': () => jsonResponse({ amount: 999, credit: 0, creditDays: 0 }),
    });
    renderModal(PRO, { planType: 'premium', priceType: 'monthly' });
    await screen.findByRole('dialog', { name: 'Upgrade to Premium' });
    await vi.waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/subscription/quote')).toHaveLength(1),
    );
    expect(screen.queryByText(/Credit for your remaining Pro time/)).toBeNull();
  });
});
