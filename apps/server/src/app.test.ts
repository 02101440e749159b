import { describe, expect, it } from 'vitest';
import { newPerson, signup, useTestApp } from './test/helper.js';
import { useTestAppWithWebApp } from './test/web-dist.js';

const t = useTestAppWithWebApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('operations', () => {
  it('reports health with the database reachable', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers an unknown API path with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: 'Not found' });
    }
  });

  it('serves the API docs and an OpenAPI 3.1 document listing the auth routes', async () => {
    const ui = await get('/api/docs');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);

    const doc = await get('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    const spec = doc.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(spec.openapi).toBe('3.1.0');
    expect(spec.paths['/api/auth/login']).toHaveProperty('post');
    expect(spec.paths['/api/auth/signup']).toHaveProperty('post');
    expect(spec.paths['/api/auth/me']).toHaveProperty('patch');
  });

  it('lists the dev outbox outside production', async () => {
    const person = newPerson();
    await signup(t, person);
    const res = await get(`/api/dev/outbox?to=${encodeURIComponent(person.email)}`);
    expect(res.statusCode).toBe(200);
    const mails = res.json<Array<{ to: string; links: string[] }>>();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(person.email);
    expect(Array.isArray((await get('/api/dev/outbox')).json())).toBe(true);
  });
});

describe('security headers', () => {
  it('are on every API reply, success or error', async () => {
    for (const url of ['/api/health', '/api/auth/me', '/api/nope']) {
      const res = await get(url);
      expect(res.headers['cache-control']).toBe('no-store');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['referrer-policy']).toBe('strict-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('do not echo a request id sent by the client', async () => {
    const forged = 'forged-request-id-123';
    const res = await get('/api/health', { 'x-request-id': forged, 'request-id': forged });
    expect(JSON.stringify(res.headers)).not.toContain(forged);
    expect(res.body).not.toContain(forged);
    expect(t.logs.join('')).not.toContain(forged);
  });
});

describe('the web app', () => {
  it.each(['/verify-email/abc', '/reset-password?token=x', '/dashboard', '/'])(
    'serves index.html at %s',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">sw</div>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['referrer-policy']).toBe('strict-origin');
    },
  );

  it('answers a missing file with 404 instead of the app', async () => {
    const res = await get('/missing.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('id="root"');
  });

  it('never serves the app for an API path', async () => {
    const res = await get('/api/anything');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });
});

describe('in production', () => {
  const prod = useTestApp({
    NODE_ENV: 'production',
    TEST_CLOCK: '0',
    SMTP_URL: 'smtp://127.0.0.1:9',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_unused',
    STRIPE_WEBHOOK_SECRET: 'whsec_unused',
  });

  it('has no dev outbox or test clock, and sends HSTS', async () => {
    const outbox = await prod.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(outbox.statusCode).toBe(404);
    expect(outbox.json()).toEqual({ message: 'Not found' });
    const clock = await prod.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { now: '2030-01-01T00:00:00Z' },
    });
    expect(clock.statusCode).toBe(404);
    const health = await prod.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });
});
