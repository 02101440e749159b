import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, signedIn } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { userOn } from '../../../test/habit-fixtures';
import { callsTo, routeFetch, sentTo } from '../../../test/route-fetch';
import { DashboardBilling } from '../components/dashboard-billing';
import { MockPaymentPage } from './mock-payment-page';
import { ProPage } from './pro-page';

const LINK = '/mock-payment?orderId=ord_123&amount=4788&currency=GBP&plan=pro&price=annual';
const COMPLETE = 'POST /api/subscription/mock/complete';
const VERIFY = 'POST /api/subscription/verify-payment';

function renderMock(url = LINK, options: { fakeTimers?: boolean; strict?: boolean } = {}) {
  return renderRoute(<MockPaymentPage />, {
    path: '/mock-payment',
    url,
    preloadedState: { auth: signedIn() },
    ...options,
  });
}

const success = () => screen.getByRole('button', { name: /Simulate Success|Processing/ });
const failure = () => screen.getByRole('button', { name: 'Simulate Failure' });

describe('/mock-payment', () => {
  it('refuses a link without an order and offers the way home', async () => {
    renderMock('/mock-payment?amount=4788&plan=pro');
    expect(await screen.findByRole('heading', { name: 'Invalid Payment Link' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Simulate Success' })).toBeNull();
  });

  it('shows the order: amount in pounds, plan and period upper-cased', () => {
    renderMock();
    expect(screen.getByRole('heading', { level: 1, name: 'Mock Payment' })).toBeTruthy();
    expect(screen.getByText('This is a development payment simulator')).toBeTruthy();
    expect(screen.getByTestId('mock-amount').textContent).toBe('£47.88');
    expect(screen.getByText('PRO')).toBeTruthy();
    expect(screen.getByText('ANNUAL')).toBeTruthy();
    expect(screen.getByText('ord_123')).toBeTruthy();
    expect(screen.getByText('GBP')).toBeTruthy();
    expect(screen.getByText('Development Mode')).toBeTruthy();
  });

  it('completes the order, waits 2 seconds, then returns to the dashboard', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const fetchMock = routeFetch({ [COMPLETE]: () => jsonResponse({ status: 'paid' }) });
    const { user } = renderMock(LINK, { fakeTimers: true, strict: true });

    await user.click(screen.getByRole('button', { name: 'Simulate Success' }));

    expect(success().textContent).toContain('Processing...');
    expect(success().hasAttribute('disabled')).toBe(true);
    expect(failure().hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(callsTo(fetchMock, COMPLETE)).toHaveLength(1));
    expect(sentTo(fetchMock, COMPLETE).body).toEqual({ orderId: 'ord_123', outcome: 'success' });
    expect(sentTo(fetchMock, COMPLETE).headers.get('Authorization')).toBe('Bearer test-token');

    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.queryByTestId('location')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/dashboard?payment=success&order_id=ord_123',
    );
    expect(screen.getByText('Mock payment successful! Welcome to PRO!')).toBeTruthy();
  });

  it('stays put with the reason when the order cannot be completed', async () => {
    routeFetch({ [COMPLETE]: () => jsonResponse({ message: 'Order not found' }, 404) });
    const { user } = renderMock();

    await user.click(screen.getByRole('button', { name: 'Simulate Success' }));

    expect(await screen.findByText('Order not found', {}, { timeout: 3000 })).toBeTruthy();
    expect(success().hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('cancels the order and goes back to the plan page', async () => {
    const fetchMock = routeFetch({ [COMPLETE]: () => jsonResponse({ status: 'cancelled' }) });
    const { user } = renderMock(LINK.replace('plan=pro', 'plan=premium'));

    await user.click(screen.getByRole('button', { name: 'Simulate Failure' }));

    expect((await screen.findByTestId('location')).textContent).toBe('/premium?payment=cancelled');
    expect(screen.getByText('Payment cancelled')).toBeTruthy();
    expect(sentTo(fetchMock, COMPLETE).body).toEqual({ orderId: 'ord_123', outcome: 'cancelled' });
  });

  it('still goes back to the plan page when cancelling fails', async () => {
    routeFetch({ [COMPLETE]: () => new Response('', { status: 500 }) });
    const { user } = renderMock();

    await user.click(screen.getByRole('button', { name: 'Simulate Failure' }));

    expect((await screen.findByTestId('location')).textContent).toBe('/pro?payment=cancelled');
    expect(screen.getByText('Payment cancelled')).toBeTruthy();
  });

  it('says a success once: the dashboard it returns to verifies without a second toast', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const fetchMock = routeFetch({
      [COMPLETE]: () => jsonResponse({ status: 'paid' }),
      [VERIFY]: () => jsonResponse({ success: true, status: 'paid', user: userOn('pro') }),
    });
    const { user } = renderRoute(<MockPaymentPage />, {
      path: '/mock-payment',
      url: LINK,
      preloadedState: { auth: signedIn() },
      fakeTimers: true,
      routes: { '/dashboard': <DashboardBilling /> },
    });

    await user.click(screen.getByRole('button', { name: 'Simulate Success' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(callsTo(fetchMock, VERIFY)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Confirming your payment…')).toBeNull());

    expect(screen.getAllByText('Mock payment successful! Welcome to PRO!')).toHaveLength(1);
    expect(screen.queryByText(/^Payment successful!/)).toBeNull();
  });

  it('says a cancellation once: the plan page it returns to adds no notice or toast', async () => {
    routeFetch({ [COMPLETE]: () => jsonResponse({ status: 'cancelled' }) });
    const { user } = renderRoute(<MockPaymentPage />, {
      path: '/mock-payment',
      url: LINK,
      preloadedState: { auth: signedIn(userOn('free')) },
      routes: { '/pro': <ProPage /> },
    });

    await user.click(screen.getByRole('button', { name: 'Simulate Failure' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Pro Plan' })).toBeTruthy();
    expect(screen.getAllByText('Payment cancelled')).toHaveLength(1);
    expect(screen.queryByText('Payment was cancelled.')).toBeNull();
  });
});
