import { DEFAULT_SITE_INFO } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.js';

describe('GET /api/site', () => {
  it('serves the clearly fake defaults when nothing is configured', async () => {
    const t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/site' });
    await t.close();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_SITE_INFO);
  });

  it('serves the company and mailboxes from the environment', async () => {
    const t = await createTestApp({
      COMPANY_NAME: 'Streakwise Ltd',
      COMPANY_NUMBER: '12345678',
      SUPPORT_EMAIL: 'help@streakwise.test',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/site' });
    await t.close();
    expect(res.json()).toMatchObject({
      companyName: 'Streakwise Ltd',
      companyNumber: '12345678',
      supportEmail: 'help@streakwise.test',
      companyRegisterUrl:
        'https://find-and-update.company-information.service.gov.uk/company/12345678',
    });
  });
});
