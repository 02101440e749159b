import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Text, JSON, XML, JavaScript and SVG. NOTE: not PDFs, images, fonts or octet-streams: they are
 * compressed already (or may be), and a second pass only costs time.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[/+](?:json|xml)(?:;|$)|\/javascript(?:;|$)/;

export type ReplyEncoding = 'br' | 'gzip';

/** The encodings offered, the server's preference first, and the smallest reply compressed. */
const ENCODINGS: readonly ReplyEncoding[] = ['br', 'gzip'];
const THRESHOLD = 1024;
/** @fastify/compress's own Brotli settings, so a reply compressed ahead reads the same. */
const BROTLI = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 4,
  },
};

/**
 * The encoding the compression hook would give a reply of `bytes` to this request, or undefined
 * when it would send it as it is (small, an identity-only client, `x-no-compression`): for a route
 * that keeps its reply compressed already (the habit list: docs/decisions/014-habit-list-cache.md)
 * and so answers exactly as the hook would, without compressing the same bytes again.
 */
export function replyEncoding(request: FastifyRequest, bytes: number): ReplyEncoding | undefined {
  const accepted = request.headers['accept-encoding'];
  if (bytes < THRESHOLD || accepted === undefined) return undefined;
  if (request.headers['x-no-compression'] !== undefined) return undefined;
  // As the hook reads the header: "*" and "x-gzip" stand for gzip.
  const header = accepted.toLowerCase().replace(/\*|x-gzip/gu, 'gzip');
  return negotiate(header, [...ENCODINGS]) ?? undefined;
}

/** `body` compressed as the compression hook would compress it. */
export function encodeReply(body: Buffer, encoding: ReplyEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body);
}

/**
 * Marks a reply as sent compressed already (the hook then leaves it alone), with the `Vary` the
 * hook would add.
 */
export function markEncoded(reply: FastifyReply, encoding: ReplyEncoding): FastifyReply {
  const vary = reply.getHeader('vary');
  const listed = vary === undefined ? [] : String(vary).split(/\s*,\s*/u);
  if (!listed.some((v) => v.toLowerCase() === 'accept-encoding')) {
    reply.header('vary', [...listed, 'accept-encoding'].join(', '));
  }
  return reply.header('content-encoding', encoding);
}

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
    encodings: [...ENCODINGS],
    threshold: THRESHOLD,
    customTypes: COMPRESSIBLE,
    // NOTE: request bodies are read as before (a gzipped one is not inflated); only replies change.
    globalDecompression: false,
  });
}
