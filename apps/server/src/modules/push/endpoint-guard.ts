import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { PUSH_MESSAGES } from '@streakwise/shared';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../errors.js';

/*
 * A push endpoint is a URL the server calls, so it is guarded against server-side request forgery
 * (docs/decisions/029-web-push.md): https: only, and only public addresses, both when it is
 * subscribed and again for every send, through the lookup of the connection itself, so a name
 * that resolved to a public address at subscription and to a private one later (DNS rebinding)
 * is refused at that later send. PUSH_ALLOW_PRIVATE_ENDPOINTS=1 (never in production) lets tests
 * and local development use http://127.0.0.1.
 */

/**
 * Only ipaddr.js's `unicast`: loopback, private, link-local (the cloud metadata address
 * 169.254.169.254 among them), carrier-grade NAT, unique-local (fc00::/7), IPv4-mapped and
 * translated forms, multicast, reserved and unspecified are all something else.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** The hostname without IPv6 brackets. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * The endpoint as a URL, or a 400 saying what is wrong: not a URL, not https: (http: too when
 * private endpoints are allowed), credentials in it, or an address that is not public. A name is
 * checked by `guardedLookup` when it is resolved.
 */
export function acceptedEndpoint(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('VALIDATION', PUSH_MESSAGES.endpointInvalid, {
      endpoint: PUSH_MESSAGES.endpointInvalid,
    });
  }
  const schemes = allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol) || url.username || url.password) {
    throw new AppError('VALIDATION', PUSH_MESSAGES.endpointInvalid, {
      endpoint: PUSH_MESSAGES.endpointInvalid,
    });
  }
  const host = bareHost(url);
  const literal = ipaddr.isValid(host);
  if (!allowPrivate && ((literal && !isPublicAddress(host)) || isLocalName(host))) {
    throw new AppError('VALIDATION', PUSH_MESSAGES.endpointPrivate, {
      endpoint: PUSH_MESSAGES.endpointPrivate,
    });
  }
  return url;
}

/** Names that are local by definition, whatever a resolver says. */
function isLocalName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name.endsWith('.local') ||
    name.endsWith('.internal') ||
    !name.includes('.')
  );
}

export class PrivateAddressError extends Error {
  override name = 'PrivateAddress';
}

type Resolve = (
  hostname: string,
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const systemResolve: Resolve = (hostname, callback) => dnsLookup(hostname, { all: true }, callback);

/**
 * A `lookup` for the connection that sends: every address the name resolves to must be public
 * (a name answering with one private address among public ones is refused outright).
 */
export function guardedLookup(allowPrivate: boolean, resolve: Resolve = systemResolve) {
  const lookup: LookupFunction = (hostname, options, callback) => {
    resolve(hostname, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const refused = !allowPrivate && addresses.some((a) => !isPublicAddress(a.address));
      if (refused || addresses.length === 0) {
        return callback(new PrivateAddressError(PUSH_MESSAGES.endpointPrivate), '', 0);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first?.address ?? '', first?.family ?? 4);
    });
  };
  return lookup;
}

/** Whether a send may go to this URL's literal address (names go through `guardedLookup`). */
export function literalAllowed(url: URL, allowPrivate: boolean): boolean {
  const host = bareHost(url);
  return allowPrivate || !ipaddr.isValid(host) || isPublicAddress(host);
}
