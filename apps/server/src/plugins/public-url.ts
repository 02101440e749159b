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
 * The origin this request came in on, when it is one the app believes: only with APP_URL unset
 * outside production, and only a local name (localhost, an IP literal, a .local name) on the
 * server's own port. Null otherwise.
 * NOTE: the Host header is the client's to choose. A forged one would put an attacker's host in a
 * victim's reset link, so nothing else is believed.
 */
export function requestOrigin(request: FastifyRequest, config: Config): string | null {
  if (!config.appUrlFollowsHost) return null;
  const host = request.host;
  if (!HOST_HEADER.test(host)) return null;
  const port = request.port ?? (request.protocol === 'https' ? 443 : 80);
  if (port !== config.port || !isLocalName(request.hostname)) return null;
  return `${request.protocol}://${host.toLowerCase()}`;
}

/** The same check on an origin stored earlier (users.mail_origin): the port may have moved since. */
function believedOrigin(origin: string, config: Config): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    return false;
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return port === config.port && isLocalName(url.hostname);
}

/**
 * The one rule for the base URL of every link the app sends a person (mail of every kind,
 * checkout return URLs): with APP_URL set, or in production, always APP_URL. Otherwise `origin`,
 * the address the person is using now (`requestOrigin`) or last used (users.mail_origin, for
 * mail sent with no request to follow), so a browser on 127.0.0.1 or a LAN address comes back to
 * the origin that holds its session; the configured URL when there is none to believe.
 */
export function linkBase(config: Config, origin: string | null | undefined): string {
  if (!config.appUrlFollowsHost || !origin || !believedOrigin(origin, config)) return config.appUrl;
  return origin;
}

/** `linkBase` for the person making this request. */
export function publicUrl(request: FastifyRequest, config: Config): string {
  return linkBase(config, requestOrigin(request, config));
}
