import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../test/fixtures';
import { renderRoute } from '../test/render';
import { callsTo, routeFetch } from '../test/route-fetch';
import { Footer } from './footer';

const configured = {
  brandName: 'Streakwise',
  companyName: 'Streakwise Habits Ltd',
  companyNumber: '12345678',
  companyAddress: '2 Sample Road, Leeds, LS1 1AA, United Kingdom',
  supportEmail: 'help@streakwise.test',
  complaintsEmail: 'complaints@streakwise.test',
  contactEmail: 'hello@streakwise.test',
  companyRegisterUrl: 'https://find-and-update.company-information.service.gov.uk/company/12345678',
};

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('Footer', () => {
  it('shows the configured company details and mailboxes from GET /api/site', async () => {
    const fetchMock = routeFetch({ 'GET /api/site': () => jsonResponse(configured) });
    renderRoute(<Footer />, { path: '/' });

    expect(await screen.findByText(/operated by Streakwise Habits Ltd/)).toBeTruthy();
    expect(screen.getByText(/Registered in England and Wales/)).toBeTruthy();
    expect(screen.getByText(/Company number 12345678/)).toBeTruthy();
    expect(
      screen.getByText('Registered office: 2 Sample Road, Leeds, LS1 1AA, United Kingdom'),
    ).toBeTruthy();
    expect(hrefOf(/^Support/)).toBe('mailto:help@streakwise.test');
    expect(hrefOf(/^Complaints/)).toBe('mailto:complaints@streakwise.test');
    expect(hrefOf(/^General enquiries/)).toBe('mailto:hello@streakwise.test');
    expect(hrefOf(/public company register/)).toBe(configured.companyRegisterUrl);
    expect(screen.getByText('UK GDPR compliant')).toBeTruthy();
    expect(screen.getByText('Secure payments')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/site')).toHaveLength(1);
  });

  it('links the product and legal pages', async () => {
    routeFetch({ 'GET /api/site': () => jsonResponse(configured) });
    renderRoute(<Footer />, { path: '/' });
    await screen.findByText(/operated by Streakwise Habits Ltd/);

    expect(hrefOf('Pro Plan')).toBe('/pro');
    expect(hrefOf('Premium Plan')).toBe('/premium');
    expect(hrefOf('Dashboard')).toBe('/dashboard');
    expect(hrefOf('Privacy Policy')).toBe('/privacy');
    expect(hrefOf('Terms of Service')).toBe('/terms');
    expect(hrefOf('Cookie Policy')).toBe('/cookies');
  });

  it('keeps the placeholder details when the site call fails', async () => {
    routeFetch({});
    renderRoute(<Footer />, { path: '/' });
    expect(await screen.findByText(/operated by Example Ltd/)).toBeTruthy();
    expect(hrefOf(/^Support/)).toBe('mailto:support@example.com');
  });
});
