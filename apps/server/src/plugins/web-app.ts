import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES, isPageRoute } from '@streakwise/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

/** The service worker and the manifest: their names never change, so the browser must ask. */
const ALWAYS_RECHECKED = new Set(['sw.js', 'manifest.webmanifest']);

/**
 * Serves the built web app, with history fallback: a GET of one of the app's pages (the shared
 * PAGE_ROUTES) gets index.html, so deep links such as /verify-email/abc load the app. Any other
 * path that is not an API call or a file gets index.html too, but with 404: the app shows its
 * not-found page, and browsers, crawlers and link checkers see the true status.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The .br and .gz copies scripts/precompress.mjs writes beside each file at build time go to
      // a browser that accepts them (with Vary: Accept-Encoding), index.html included; they are
      // not routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, filePath) => {
        // Hashed assets never change; index.html must always be fresh.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (ALWAYS_RECHECKED.has(path.basename(filePath).replace(/\.(?:br|gz)$/, ''))) {
          // NOTE: a cached sw.js would keep an old app in charge after a deployment
          // (docs/decisions/027-pwa-offline.md); its .br/.gz copy is the same file.
          res.header('Cache-Control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (!isPage) throw new AppError('NOT_FOUND', MESSAGES.notFound);
    if (!hasBuild) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build`.');
    }
    const pathname = request.url.split('?')[0] ?? '';
    const isKnownPage = isPageRoute(pathname);
    if (!isKnownPage && path.extname(pathname)) throw new AppError('NOT_FOUND', MESSAGES.notFound);
    // NOTE: cacheControl: false, or the static plugin replaces no-cache with 'public, max-age=0'.
    return reply
      .status(isKnownPage ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .sendFile('index.html', { cacheControl: false });
  });
}
