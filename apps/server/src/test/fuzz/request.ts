import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { type Auth, authArb, authorization } from './auth.js';
import { type Body, bodyArb } from './bodies.js';
import { collectionOf, type Endpoint } from './endpoints.js';
import { extraHeadersArb, headerParamsArb } from './headers.js';
import type { Ctx } from './pools.js';
import { pathValue, queryArb } from './urls.js';
import type { ActorName, World } from './world.js';

/* One generated request, and sending it to the app. */

const remoteAddressArb = fc.oneof(
  fc.nat(255).map((n) => `203.0.113.${n}`),
  fc
    .array(fc.nat(0xffff), { minLength: 4, maxLength: 4 })
    .map((g) => `2001:db8:${g.map((x) => x.toString(16)).join(':')}::1`),
);

/** Text as a JSON string with invisible characters spelt out, cut after `max` characters. */
export function visible(text: string, max = 300): string {
  const shown = JSON.stringify(text.slice(0, max)).replace(
    /[\u007f-\u00a0\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return text.length > max ? `${shown}… (${text.length} characters)` : shown;
}

/** One generated request; printed short, since payloads run to a megabyte. */
export class Request {
  constructor(
    readonly endpoint: Endpoint,
    readonly method: string,
    readonly url: string,
    readonly auth: Auth,
    readonly headers: Record<string, string>,
    readonly body: Body | undefined,
    readonly remoteAddress: string,
  ) {}

  /** The actor whose valid token the request carries. */
  get actor(): ActorName | undefined {
    return this.auth.kind === 'actor' ? this.auth.actor : undefined;
  }

  toString(): string {
    const a = this.auth;
    const auth =
      a.kind === 'actor'
        ? `the ${a.actor} member's token`
        : a.kind === 'none'
          ? 'no Authorization'
          : a.kind === 'raw'
            ? `Authorization ${visible(a.value, 80)}`
            : a.kind === 'mangled'
              ? `the ${a.actor} member's token, mangled: ${a.how}`
              : `a forged token: ${a.how}`;
    const headers = Object.entries(this.headers).map(([k, v]) => `${k}: ${visible(v, 120)}`);
    let body = 'none';
    if (this.body) {
      const { payload, contentType } = this.body;
      const type = contentType === undefined ? 'no content type' : visible(contentType, 60);
      const text =
        typeof payload === 'string' ? visible(payload) : `bytes ${payload.toString('hex')}`;
      body = `${type}, ${text}`;
    }
    return [
      `${this.method} ${visible(this.url, 400)}`,
      `  as: ${auth}, from ${this.remoteAddress}`,
      `  headers: ${headers.join('; ') || 'none'}`,
      `  body: ${body}`,
    ].join('\n');
  }

  [fc.toStringMethod](): string {
    return this.toString();
  }
}

/** Requests for one endpoint, each part well-formed most of the time so later checks are reached. */
export function requestArb(endpoint: Endpoint, w: World): fc.Arbitrary<Request> {
  const ctx: Ctx = { w, near: collectionOf(endpoint.path) };
  const pathParams = endpoint.params.filter((p) => p.in === 'path');
  const path = fc
    .tuple(...pathParams.map((p) => pathValue(p, ctx)))
    .map((values) =>
      pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, values[i] ?? ''), endpoint.path),
    );
  const method =
    endpoint.method === 'GET'
      ? fc.oneof(
          { weight: 6, arbitrary: fc.constant('GET') },
          { weight: 1, arbitrary: fc.constant('HEAD') },
        )
      : fc.constant(endpoint.method);
  const hasQuery = endpoint.params.some((p) => p.in === 'query');
  return fc
    .record({
      method,
      path,
      query: fc.option(queryArb(endpoint, ctx), { freq: hasQuery ? 8 : 2, nil: '' }),
      auth: authArb(),
      headers: fc.tuple(headerParamsArb(endpoint, ctx), extraHeadersArb()),
      body: bodyArb(endpoint, ctx),
      remoteAddress: remoteAddressArb,
    })
    .map(
      (r) =>
        new Request(
          endpoint,
          r.method,
          r.query ? `${r.path}?${r.query}` : r.path,
          r.auth,
          { ...r.headers[1], ...r.headers[0] },
          r.body,
          r.remoteAddress,
        ),
    );
}

export interface Outcome {
  request: Request;
  res: LightMyRequestResponse;
  /** The log lines written while the request was served. */
  logs: string[];
}

/**
 * Sends a request. The clock is put back afterwards: POST /api/test/clock moves it for everyone,
 * and the members' tokens would expire under the next requests.
 */
export async function send(w: World, request: Request): Promise<Outcome> {
  const headers: Record<string, string | string[]> = { ...request.headers };
  const auth = await authorization(request.auth, w);
  if (auth !== undefined) headers.authorization = auth;
  if (request.body?.contentType !== undefined) headers['content-type'] = request.body.contentType;
  const key = request.headers['idempotency-key'];
  if (key && /^[\x21-\x7e]{1,128}$/.test(key)) w.keys.push(key);
  const offset = w.t.clock.now().getTime() - Date.now();
  const logsBefore = w.t.logs.length;
  try {
    const res = await w.t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      remoteAddress: request.remoteAddress,
      ...(request.body ? { payload: request.body.payload } : {}),
    });
    return { request, res, logs: w.t.logs.slice(logsBefore) };
  } finally {
    w.t.clock.set(new Date(Date.now() + offset));
  }
}
