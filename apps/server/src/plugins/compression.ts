import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text, JSON, XML, JavaScript and SVG. NOTE: not PDFs, images, fonts or octet-streams: they are
 * compressed already (or may be), and a second pass only costs time.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[/+](?:json|xml)(?:;|$)|\/javascript(?:;|$)/;

/**
 * gzip or Brotli for API replies of 1 KB and more, whichever the client prefers (docs/decisions/
 * 013-request-path.md). Streams (exports) are compressed as they stream; a reply that already has
 * a Content-Encoding is left alone. Registered before the routes: it hooks each route as it is
 * added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // NOTE: the built web app's files are compressed once, at build time (plugins/web-app.ts), and
  // not here: each is sent as a stream, and a stream gets compressed whatever its size, so every
  // request for a small icon or stylesheet would pay for Brotli.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    // NOTE: request bodies are read as before (a gzipped one is not inflated); only replies change.
    globalDecompression: false,
  });
}
