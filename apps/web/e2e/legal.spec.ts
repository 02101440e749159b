import { expect, test } from '@playwright/test';

interface SiteInfo {
  companyName: string;
  companyNumber: string;
  companyAddress: string;
  contactEmail: string;
  complaintsEmail: string;
}

const pages = [
  {
    path: '/privacy',
    title: 'Privacy Policy',
    tabTitle: 'Privacy policy · Streakwise',
    texts: ['16', '18', '3 years', '14 days', 'UK GDPR', 'complain to the ICO', 'never sell'],
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    tabTitle: 'Terms of service · Streakwise',
    texts: ['16', '14-day', '30-day', '12 months', 'England and Wales', '14 days', 'GBP'],
  },
  {
    path: '/cookies',
    title: 'Cookie Policy',
    tabTitle: 'Cookie policy · Streakwise',
    texts: ['12 months', '13 months', 'cookieConsent', 'cookieConsentDate', 'cookiePreferences'],
  },
];

for (const { path, title, tabTitle, texts } of pages) {
  test(`${path} shows its heading, constants and the company details`, async ({
    page,
    request,
  }) => {
    const site = (await (await request.get('/api/site')).json()) as SiteInfo;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(tabTitle);
    await expect(page.getByText(/Last updated/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Contents' })).toBeVisible();
    const main = page.locator('#main');
    for (const text of texts) await expect(main).toContainText(text);
    if (path !== '/cookies') {
      await expect(main).toContainText(site.companyName);
      await expect(main).toContainText(site.companyNumber);
      await expect(main).toContainText(site.companyAddress);
      await expect(main).toContainText(site.complaintsEmail);
    }
    await expect(main).toContainText(site.contactEmail);
  });
}

test('the table of contents links to the section headings', async ({ page }) => {
  await page.goto('/privacy');
  await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('link', { name: 'Your rights', exact: true })
    .click();
  await expect(page).toHaveURL(/#your-rights$/);
  await expect(page.getByRole('heading', { name: '7. Your rights' })).toBeInViewport();
});
