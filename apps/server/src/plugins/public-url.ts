import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/** A bare host name or bracketed IPv6 literal, with an optional port: nothing else may follow. */
const HOST_HEADER = /^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i;

function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return (
    name === 'localhost' || isIP(name) !== 0 || /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.local$/.test(name)
  );
}

/**
 * The base URL for links sent back to the person making this request (mail links, checkout
 * return URLs). With APP_URL set, or in production, always APP_URL. Otherwise the address the
 * person used, so a browser on 127.0.0.1 or a LAN address comes back to the origin that holds its
 * session.
 * NOTE: the Host header is the client's to choose. A forged one would put an attacker's host in a
 * victim's reset link, so only a local name (localhost, an IP literal, a .local name) on the
 * server's own port is believed; anything else gets the configured URL.
 */
export function publicUrl(request: FastifyRequest, config: Config): string {
  if (!config.appUrlFollowsHost) return config.appUrl;
  const host = request.host;
  if (!HOST_HEADER.test(host)) return config.appUrl;
  const port = request.port ?? (request.protocol === 'https' ? 443 : 80);
  if (port !== config.port || !isLocalName(request.hostname)) return config.appUrl;
  return `${request.protocol}://${host.toLowerCase()}`;
}
