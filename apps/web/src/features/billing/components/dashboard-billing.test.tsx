import type { User } from '@streakwise/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { userOn } from '../../../test/habit-fixtures';
import { renderDashboard } from '../../../test/render-dashboard';
import { callsTo, sentTo } from '../../../test/route-fetch';

const VERIFY = 'POST /api/subscription/verify-payment';
const RETURN_URL = '/dashboard?payment=success&order_id=ord_9&tab=habits';

function upgraded(): User {
  const user = userOn('pro');
  return {
    ...user,
    subscription: { ...user.subscription, priceType: 'annual', expiredAt: '2026-11-12T00:00:00Z' },
  };
}

const search = () => screen.getByTestId('search').textContent;

describe('dashboard payment return', () => {
  it('verifies the order once, refreshes the user and clears the query', async () => {
    const { fetchMock, store } = renderDashboard({
      url: RETURN_URL,
      strict: true,
      routes: {
        [VERIFY]: () => jsonResponse({ success: true, status: 'paid', user: upgraded() }),
      },
    });

    expect(await screen.findByText('Payment successful! Welcome to Pro.')).toBeTruthy();
    await waitFor(() => expect(search()).toBe('?tab=habits'));
    expect(store.getState().auth.user?.subscription.type).toBe('pro');
    expect(callsTo(fetchMock, VERIFY)).toHaveLength(1);
    expect(sentTo(fetchMock, VERIFY).body).toEqual({ orderId: 'ord_9' });
  });

  it('warns while the payment is still pending', async () => {
    renderDashboard({
      url: RETURN_URL,
      routes: {
        [VERIFY]: () => jsonResponse({ success: false, status: 'pending', user: userOn('free') }),
      },
    });

    expect(
      await screen.findByText(
        'Payment verification pending. Your subscription will be activated shortly.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(search()).toBe('?tab=habits'));
  });

  it('treats a network failure as success: clears the query and refreshes the user', async () => {
    const { fetchMock, store } = renderDashboard({
      url: RETURN_URL,
      routes: {
        [VERIFY]: () => Promise.reject(new TypeError('Failed to fetch')),
        'GET /api/auth/me': () => jsonResponse({ user: upgraded() }),
      },
    });

    expect(await screen.findByText('Payment successful! Welcome to Pro.')).toBeTruthy();
    await waitFor(() => expect(search()).toBe('?tab=habits'));
    expect(store.getState().auth.user?.subscription.type).toBe('pro');
    expect(callsTo(fetchMock, 'GET /api/auth/me')).toHaveLength(1);
    expect(store.getState().auth.token).toBe('test-token');
  });

  it('shows the server’s words for an unknown order', async () => {
    renderDashboard({
      url: RETURN_URL,
      routes: { [VERIFY]: () => jsonResponse({ message: 'Order not found' }, 404) },
    });

    expect(await screen.findByText('Order not found')).toBeTruthy();
    await waitFor(() => expect(search()).toBe('?tab=habits'));
  });

  it('leaves a plain dashboard visit alone', async () => {
    const { fetchMock } = renderDashboard();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(callsTo(fetchMock, VERIFY)).toHaveLength(0);
  });
});

describe('expired subscription', () => {
  const expired = (id: string): User => {
    const user = userOn('free', { _id: id });
    return { ...user, subscription: { ...user.subscription, expiredAt: '2025-10-01T09:00:00Z' } };
  };
  const notice = 'Your subscription has expired and you have been downgraded to the free plan.';
  const alice = '11111111-1111-4111-8111-111111111111';
  const bob = '22222222-2222-4222-8222-222222222222';

  it('shows a banner with the way back to Pro and Premium', async () => {
    renderDashboard({ user: expired(alice) });
    const banner = await screen.findByRole('region', { name: 'Your subscription has ended' });
    expect(banner.textContent).toContain('1 October 2025');
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/pro');
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe(
      '/premium',
    );
  });

  it('tells each person once that the plan ended, remembering it per user', async () => {
    const first = renderDashboard({ user: expired(alice) });
    expect(
      (await screen.findByRole('dialog', { name: 'Subscription expired' })).textContent,
    ).toContain(notice);
    expect(window.localStorage.getItem(`expiryNoticeShown:${alice}`)).toBe('2025-10-01T09:00:00Z');
    first.unmount();

    const again = renderDashboard({ user: expired(alice) });
    await screen.findByRole('region', { name: 'Your subscription has ended' });
    expect(screen.queryByRole('dialog')).toBeNull();
    again.unmount();

    const { user } = renderDashboard({ user: expired(bob) });
    expect(await screen.findByRole('dialog', { name: 'Subscription expired' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays away for people who never paid', async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your subscription has ended' })).toBeNull();
  });
});

describe('launch offer', () => {
  const member = (id: string): User => {
    const user = userOn('premium', { _id: id, timezone: 'Europe/London' });
    return {
      ...user,
      subscription: {
        ...user.subscription,
        priceType: null,
        expiredAt: '2025-12-23T10:00:00Z',
        launchOffer: true,
      },
    };
  };
  const told = "You're one of our first 100: Premium is yours free until 23 December";
  const alice = '11111111-1111-4111-8111-111111111111';

  it('tells a launch-offer member once that Premium is theirs free, and until when', async () => {
    const first = renderDashboard({ user: member(alice) });
    expect((await screen.findByText(told)).closest('[role=status]')).toBeTruthy();
    expect(window.localStorage.getItem(`launchOfferNoticeShown:${alice}`)).not.toBeNull();
    first.unmount();

    renderDashboard({ user: member(alice) });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText(/one of our first 100/)).toBeNull();
  });

  it('can be put away at once', async () => {
    const { user } = renderDashboard({ user: member(alice) });
    await screen.findByText(told);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(told)).toBeNull();
  });

  it('says nothing to someone who pays for Premium', async () => {
    renderDashboard({
      user: { ...upgraded(), subscription: { ...upgraded().subscription, type: 'premium' } },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText(/one of our first 100/)).toBeNull();
  });
});
