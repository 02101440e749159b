import type { User } from '@streakwise/shared';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, signedIn } from '../../../test/fixtures';
import { userOn } from '../../../test/habit-fixtures';
import { renderRoute } from '../../../test/render';
import { callsTo, routeFetch, sentTo } from '../../../test/route-fetch';
import { checkoutRedirect } from '../model/checkout-redirect';
import { ProPage } from './pro-page';

function SearchProbe() {
  return <p data-testid="search">{useLocation().search}</p>;
}

const CHECKOUT = 'POST /api/subscription/create-checkout-session';

function renderPro(url = '/pro', user: User = userOn('free')) {
  return renderRoute(<ProPage />, { path: '/pro', url, preloadedState: { auth: signedIn(user) } });
}

const proCard = () => screen.getByRole('region', { name: 'Pro' });

describe('/pro', () => {
  it('switches the price between monthly and annual, in pounds', async () => {
    routeFetch({});
    const { user } = renderPro();

    expect(screen.getByRole('heading', { level: 1, name: 'Pro Plan' })).toBeTruthy();
    expect(within(proCard()).getByText('£4.99')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveProperty('checked', true);

    await user.click(screen.getByRole('radio', { name: /Annual/ }));

    expect(screen.getByRole('radio', { name: /Annual/ })).toHaveProperty('checked', true);
    expect(within(proCard()).getByText('£3.99')).toBeTruthy();
    expect(within(proCard()).getByText(/£47\.88 billed annually/)).toBeTruthy();
    expect(within(proCard()).queryByText('£4.99')).toBeNull();
    expect(document.body.textContent).not.toContain('$');
  });

  it('compares Free and Pro in a labelled table', () => {
    routeFetch({});
    renderPro();
    const table = screen.getByRole('table', { name: 'Free versus Pro' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Feature', 'Free', 'Pro']);
    const row = within(table).getByRole('row', { name: /Custom categories/ });
    expect(within(row).getByText('Not included')).toBeTruthy();
    expect(within(row).getByText('Included')).toBeTruthy();
    // Each value names its plan too, for the stacked layout on a phone.
    const [free, pro] = within(row).getAllByRole('cell');
    expect(within(free as HTMLElement).getByText('Free')).toBeTruthy();
    expect(within(pro as HTMLElement).getByText('Pro')).toBeTruthy();
  });

  it('checks out the chosen plan and period, then leaves for the checkout page', async () => {
    const assign = vi.spyOn(checkoutRedirect, 'assign').mockImplementation(() => undefined);
    const url =
      'http://localhost/mock-payment?orderId=o1&amount=4788&currency=GBP&plan=pro&price=annual';
    const fetchMock = routeFetch({
      [CHECKOUT]: () => jsonResponse({ checkoutUrl: url, orderId: 'o1' }),
    });
    const { user } = renderPro();

    await user.click(screen.getByRole('radio', { name: /Annual/ }));
    await user.click(within(proCard()).getByRole('button', { name: 'Choose Pro' }));
    const dialog = screen.getByRole('dialog', { name: 'Upgrade to Pro' });
    expect(within(dialog).getByText('Pro Plan')).toBeTruthy();
    expect(within(dialog).getByText(/^Annual/)).toBeTruthy();
    expect(within(dialog).getByText('£47.88')).toBeTruthy();
    expect(within(dialog).getByText(/30-day money-back guarantee/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));

    expect(sentTo(fetchMock, CHECKOUT).body).toEqual({ planType: 'pro', priceType: 'annual' });
    expect(assign).toHaveBeenCalledWith(url);
    expect(
      within(dialog).getByRole('button', { name: 'Continue to payment' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('says when the server sent no checkout address', async () => {
    const assign = vi.spyOn(checkoutRedirect, 'assign').mockImplementation(() => undefined);
    routeFetch({ [CHECKOUT]: () => jsonResponse({ orderId: 'o1' }) });
    const { user } = renderPro();

    await user.click(within(proCard()).getByRole('button', { name: 'Choose Pro' }));
    const dialog = screen.getByRole('dialog', { name: 'Upgrade to Pro' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'No checkout URL received from server',
    );
    expect(assign).not.toHaveBeenCalled();
    expect(
      within(dialog).getByRole('button', { name: 'Continue to payment' }).hasAttribute('disabled'),
    ).toBe(false);
  });

  it('passes the server’s reason on, or a fallback when it has none', async () => {
    const fetchMock = routeFetch({
      [CHECKOUT]: [
        () => jsonResponse({ message: 'Payments are paused' }, 503),
        () => new Response('', { status: 500 }),
      ],
    });
    const { user } = renderPro();

    await user.click(within(proCard()).getByRole('button', { name: 'Choose Pro' }));
    const dialog = screen.getByRole('dialog', { name: 'Upgrade to Pro' });
    const pay = within(dialog).getByRole('button', { name: 'Continue to payment' });
    await user.click(pay);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed to start payment: Payments are paused',
    );
    await user.click(pay);
    await vi.waitFor(() => expect(callsTo(fetchMock, CHECKOUT)).toHaveLength(2));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed to create checkout session',
    );
  });

  it('shows a cancelled payment once, then drops the query', async () => {
    routeFetch({});
    renderRoute(
      <>
        <ProPage />
        <SearchProbe />
      </>,
      {
        path: '/pro',
        url: '/pro?payment=cancelled&tab=x',
        preloadedState: { auth: signedIn(userOn('free')) },
        strict: true,
      },
    );

    const notices = await screen.findAllByRole('status');
    expect(notices.some((notice) => notice.textContent?.startsWith('Payment was cancelled.'))).toBe(
      true,
    );
    // Said once, on the page: no toast repeats it, even under StrictMode's double effects.
    expect(await screen.findAllByText('Payment was cancelled.')).toHaveLength(1);
    expect(screen.getByTestId('search').textContent).toBe('?tab=x');
  });

  it('shows a failed payment as an alert', async () => {
    routeFetch({});
    renderPro('/pro?payment=failed');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Payment failed. Please try again or use a different payment method.',
    );
  });
});
