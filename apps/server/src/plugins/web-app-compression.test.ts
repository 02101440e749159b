import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';

const PRECOMPRESS = fileURLToPath(new URL('../../../../scripts/precompress.mjs', import.meta.url));

// Repetitive, like real markup and bundles: well over the 1 KB threshold, and very compressible.
const INDEX_HTML = `<!doctype html><html><head>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}</head><body><div id="root">sw</div></body></html>`;
const SCRIPT = `export const answer = 42;\n${'console.log("streakwise");\n'.repeat(200)}`;
const SMALL_CSS = 'body{margin:0}';

let t: TestApp;
let webDir: string;
const file = (name: string) => path.join(webDir, name);

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'streakwise-web-'));
  mkdirSync(file('assets'));
  writeFileSync(file('index.html'), INDEX_HTML);
  writeFileSync(file('assets/app-abc123.js'), SCRIPT);
  writeFileSync(file('assets/small-abc123.css'), SMALL_CSS);
  // What the web app's build runs after `vite build`.
  execFileSync(process.execPath, [PRECOMPRESS, webDir], { stdio: 'pipe' });
  t = await createTestApp({}, webDir);
});
afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

const varies = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .includes('accept-encoding');

describe('scripts/precompress.mjs', () => {
  it('writes a .br and a .gz beside each compressible file of 1 KB or more', () => {
    for (const name of ['index.html', 'assets/app-abc123.js']) {
      const original = readFileSync(file(name));
      expect(brotliDecompressSync(readFileSync(file(`${name}.br`))).equals(original)).toBe(true);
      expect(gunzipSync(readFileSync(file(`${name}.gz`))).equals(original)).toBe(true);
    }
    expect(existsSync(file('assets/small-abc123.css.br'))).toBe(false);
    expect(existsSync(file('assets/small-abc123.css.gz'))).toBe(false);
  });
});

describe('the built web app', () => {
  it.each([
    ['br', '.br'],
    ['gzip', '.gz'],
    ['gzip, deflate, br', '.br'],
  ])('sends an asset precompressed for Accept-Encoding: %s', async (accept, ext) => {
    const res = await get('/assets/app-abc123.js', accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(ext === '.br' ? 'br' : 'gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(res)).toBe(true);
    expect(res.rawPayload.equals(readFileSync(file(`assets/app-abc123.js${ext}`)))).toBe(true);
  });

  it('sends the plain file, still varying on Accept-Encoding, to a client that takes neither', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get('/assets/app-abc123.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(varies(res)).toBe(true);
      expect(res.body).toBe(SCRIPT);
    }
  });

  it('sends index.html precompressed for a page, and for an unknown page with its 404', async () => {
    for (const [url, status] of [
      ['/dashboard', 200],
      ['/no-such-page', 404],
    ] as const) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(INDEX_HTML);
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(INDEX_HTML);
    }
  });

  it('leaves a file under 1 KB uncompressed', async () => {
    const res = await get('/assets/small-abc123.css', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SMALL_CSS);
  });

  it('does not serve the compressed copies as files of their own', async () => {
    expect((await get('/assets/app-abc123.js.br')).statusCode).toBe(404);
    expect((await get('/index.html.gz')).statusCode).toBe(404);
  });
});
