import fc from 'fast-check';
import type { Endpoint } from './endpoints.js';
import { deepJson, headerText, PROTOTYPE_KEYS } from './hostile.js';
import { jsonText } from './json-text.js';
import type { Ctx } from './pools.js';
import { percentEncode } from './urls.js';
import { schemaValue } from './values.js';

/* Request bodies: JSON of the schema's shape, not JSON, the wrong type, too big. */

export interface Body {
  payload: string | Buffer;
  contentType: string | undefined;
}

export const JSON_TYPE = 'application/json';

// prettier-ignore
export const NOT_JSON = [
  '{bad', '{"a":', '[1,2', "{'a':1}", '{"a":1}}', 'NaN', 'undefined', '\ufeff{"a":1}',
  '{"a":1}\u0000', '', ' ', '{"a":1,"a":2}', '01', '"\\ud800"', '{"a":"\\u0000"}',
  '{"__proto__":{"x":1},"__proto__":{"y":2}}',
];

// prettier-ignore
const CONTENT_TYPES = [
  'text/plain', 'text/plain; charset=utf-8', 'application/x-www-form-urlencoded',
  'multipart/form-data', 'multipart/form-data; boundary=x', 'application/xml', 'text/html',
  'application/octet-stream', 'application/json; charset=utf-16',
  'application/json; charset=latin1', 'application/json;;;', 'APPLICATION/JSON',
  'application/json-patch+json', 'application/vnd.api+json', 'application/jsonx', 'json', '*/*',
  'application/*', '', ' ',
];

/** Just over the 1 MiB body limit. */
const HUGE_BODY = `{"name":"${'x'.repeat(1_100_000)}"}`;

/**
 * A body: mostly the schema's fields with hostile values mixed in; also any JSON at all, text
 * that is not JSON under a JSON type, payloads under other types (or none), too large or too deep.
 */
export function bodyArb(endpoint: Endpoint, ctx: Ctx): fc.Arbitrary<Body | undefined> {
  const json = (payload: string): Body => ({ payload, contentType: JSON_TYPE });
  const shaped = endpoint.body
    ? schemaValue(endpoint.body, '', ctx, true).map((v) => jsonText(v))
    : fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v));
  const form = fc
    .array(fc.tuple(fc.constantFrom('a', 'token', '__proto__[x]', 'name'), fc.string()))
    .map((pairs) => pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&'));
  const anyPayload = fc.oneof(fc.string({ maxLength: 200 }), form, shaped);
  const contentType = fc.oneof(
    fc.constantFrom<string | undefined>(...CONTENT_TYPES, undefined),
    headerText(40),
  );
  return fc.oneof(
    { weight: endpoint.body ? 1 : 8, arbitrary: fc.constant(undefined) },
    { weight: endpoint.body ? 12 : 1, arbitrary: shaped.map(json) },
    { weight: 1, arbitrary: fc.jsonValue().map((v) => json(JSON.stringify(v))) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constantFrom(...NOT_JSON).map(json),
        fc.string({ maxLength: 100 }).map(json),
        shaped.chain((text) => fc.nat().map((n) => json(text.slice(0, n % (text.length + 1))))),
        fc
          .uint8Array({ maxLength: 64 })
          .map((bytes): Body => ({ payload: Buffer.from(bytes), contentType: JSON_TYPE })),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(anyPayload, contentType)
        .map(([payload, type]): Body => ({ payload, contentType: type })),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constant(json(HUGE_BODY)),
        deepJson.map((raw) => json(raw.text)),
        fc.constantFrom(...PROTOTYPE_KEYS).map(json),
      ),
    },
  );
}
