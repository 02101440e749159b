import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';

// The files the web build adds for the installable app (apps/web/vite.config.ts, decision 027).
let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'streakwise-web-pwa-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  // The build's precompressed copy (scripts/precompress.mjs), served to browsers that take it.
  writeFileSync(path.join(webDir, 'sw.js.br'), 'br');
  writeFileSync(path.join(webDir, 'workbox-0123abcd.js'), 'define([], () => {});');
  writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"Streakwise"}');
  writeFileSync(path.join(webDir, 'assets', 'index-abc.js'), 'export {};');
  t = await createTestApp({}, webDir);
});
afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the installable app', () => {
  it('serves the service worker as JavaScript that the browser re-checks on every visit', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    // A cached sw.js would keep an old app in charge after a deployment.
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed service worker under the same no-cache rule', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the manifest as application/manifest+json, re-checked on every visit', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('lets the service worker and the manifest load under the content security policy', async () => {
    const csp = (await get('/sw.js')).headers['content-security-policy'];
    expect(String(csp)).toMatch(/default-src 'self'/);
    expect(String(csp)).not.toMatch(/worker-src|manifest-src/);
  });

  it('keeps hashed assets immutable', async () => {
    const res = await get('/assets/index-abc.js');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
