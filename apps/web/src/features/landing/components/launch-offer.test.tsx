import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { callsTo, routeFetch } from '../../../test/route-fetch';
import { LaunchOffer } from './launch-offer';

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const cta = () => screen.getByRole('link');

describe('LaunchOffer', () => {
  it('shows the places left while the offer runs', async () => {
    const fetchMock = routeFetch({
      'GET /api/site/launch-offer': () => jsonResponse({ limit: 100, remaining: 37, active: true }),
    });
    renderRoute(<LaunchOffer />, { path: '/' });

    expect(await screen.findByText('37 of 100 places left.')).toBeTruthy();
    expect(heading()).toBe('Premium, on us');
    expect(cta().textContent).toBe('Claim your free month');
    expect(cta().getAttribute('href')).toBe('/signup');
    expect(callsTo(fetchMock, 'GET /api/site/launch-offer')).toHaveLength(1);
  });

  it('says the offer has ended once no place is left, and offers Free instead', async () => {
    routeFetch({
      'GET /api/site/launch-offer': () => jsonResponse({ limit: 100, remaining: 0, active: false }),
    });
    renderRoute(<LaunchOffer />, { path: '/' });

    expect(await screen.findByText('The launch offer has ended')).toBeTruthy();
    expect(screen.queryByText(/Claim your|places left|Premium, on us/)).toBeNull();
    expect(cta().textContent).toBe('Start on Free');
    expect(cta().getAttribute('href')).toBe('/signup');
  });

  it('promises neither until the server answers, nor when it fails', async () => {
    const fetchMock = routeFetch({});
    renderRoute(<LaunchOffer />, { path: '/' });
    expect(heading()).toBe('Our launch offer');
    expect(cta().textContent).toBe('Sign up free');
    await Promise.resolve();
    expect(callsTo(fetchMock, 'GET /api/site/launch-offer')).toHaveLength(1);
    expect(heading()).toBe('Our launch offer');
    expect(screen.queryByText(/Claim|has ended|places left/)).toBeNull();
  });
});
