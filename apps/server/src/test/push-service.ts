import { createECDH, createDecipheriv, createHmac, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushPayload } from '@streakwise/shared';
import { decodeProtectedHeader, importJWK, jwtVerify, type JWTPayload } from 'jose';

/*
 * A local push service for the API tests (docs/decisions/029-web-push.md): node:http on
 * 127.0.0.1, one endpoint per browser made here. It decrypts every message it receives as RFC
 * 8291 says, written here from the RFC with node:crypto (not with the library that encrypts), and
 * verifies the VAPID JWT of RFC 8292 against the key in the Authorization header.
 */

/** A browser's side of a subscription: its ECDH key pair and auth secret. */
export interface Browser {
  id: string;
  endpoint: string;
  ecdh: ECDH;
  auth: Buffer;
  /** `PushSubscription.toJSON()`. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export interface Received {
  browserId: string;
  payload: PushPayload;
  ttl: number;
  /** The VAPID key (k=) and the verified JWT's claims. */
  vapidKey: string;
  claims: JWTPayload;
  contentEncoding: string | undefined;
}

export interface PushService {
  url: string;
  browser(): Browser;
  /** Every message delivered (answered 201), oldest first. */
  received: Received[];
  /** Messages for one browser. */
  to(browser: Browser): Received[];
  /** The next answers for a browser's endpoint (e.g. 429, 500, 410), before 201s again. */
  answer(browser: Browser, ...statuses: number[]): void;
  /** Every request that reached the service, answered or not. */
  attempts: number;
  /** A message that failed to decrypt or verify: the test that reads `failures` fails. */
  failures: string[];
  close(): Promise<void>;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188: one aes128gcm record, decrypted with the browser's keys. */
export function decryptAes128gcm(body: Buffer, ecdh: ECDH, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const uaPublic = ecdh.getPublicKey();
  const ecdhSecret = ecdh.computeSecret(asPublic);
  const prkKey = hmac(auth, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** RFC 8292: `vapid t=<JWT>, k=<key>`, the JWT signed ES256 by that key, for this origin. */
async function verifyVapid(header: string | undefined, audience: string) {
  const match = /^vapid t=([\w.-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`bad Authorization header: ${header}`);
  const [, token, k] = match;
  if (decodeProtectedHeader(token).alg !== 'ES256') throw new Error('VAPID JWT is not ES256');
  const point = Buffer.from(k, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(token, key, { audience, algorithms: ['ES256'] });
  if (!payload.sub || !payload.exp) throw new Error('VAPID JWT without sub or exp');
  return { vapidKey: k, claims: payload };
}

const bodyOf = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export async function startPushService(): Promise<PushService> {
  const browsers = new Map<string, Browser>();
  const answers = new Map<string, number[]>();
  const received: Received[] = [];
  const failures: string[] = [];
  let attempts = 0;
  const server: Server = createServer((request, response) => {
    void (async () => {
      attempts += 1;
      const id = (request.url ?? '').split('/').pop() ?? '';
      const browser = browsers.get(id);
      const body = await bodyOf(request);
      const queued = answers.get(id)?.shift();
      if (!browser) return response.writeHead(404).end();
      if (queued !== undefined) return response.writeHead(queued).end();
      try {
        const vapid = await verifyVapid(request.headers.authorization, origin);
        const plain = decryptAes128gcm(body, browser.ecdh, browser.auth);
        received.push({
          browserId: id,
          payload: JSON.parse(plain.toString('utf8')) as PushPayload,
          ttl: Number(request.headers.ttl),
          contentEncoding: request.headers['content-encoding'],
          ...vapid,
        });
        response.writeHead(201).end();
      } catch (err) {
        failures.push(err instanceof Error ? err.message : String(err));
        response.writeHead(400).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let next = 0;
  return {
    url: origin,
    received,
    failures,
    get attempts() {
      return attempts;
    },
    browser() {
      next += 1;
      const id = `b${next}-${randomBytes(4).toString('hex')}`;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${id}`;
      const browser: Browser = {
        id,
        endpoint,
        ecdh,
        auth,
        subscription: {
          endpoint,
          expirationTime: null,
          keys: {
            p256dh: ecdh.getPublicKey('base64url', 'uncompressed'),
            auth: auth.toString('base64url'),
          },
        },
      };
      browsers.set(id, browser);
      return browser;
    },
    to: (browser) => received.filter((r) => r.browserId === browser.id),
    answer(browser, ...statuses) {
      answers.set(browser.id, [...(answers.get(browser.id) ?? []), ...statuses]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
