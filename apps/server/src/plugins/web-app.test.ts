import { PAGE_ROUTES } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { useTestAppWithWebApp } from '../test/web-dist.js';

const t = useTestAppWithWebApp();

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('pages of the web app', () => {
  it.each(Object.values(PAGE_ROUTES).map((route) => route.replace(':token', 'abc123')))(
    'serves %s with 200',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">sw</div>');
    },
  );

  it('serves a page with a query string or a trailing slash with 200', async () => {
    expect((await get('/reset-password?token=x')).statusCode).toBe(200);
    expect((await get('/dashboard/')).statusCode).toBe(200);
  });

  it.each(['/no-such-page', '/dashboard/extra', '/verify-email/a/b', '/settingsx', '/pro-plan'])(
    'answers the unknown page %s with 404 and the app, which shows its not-found page',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">sw</div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers a HEAD of an unknown page with 404 too', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
  });
});
