import fc from 'fast-check';
import type { Endpoint } from './endpoints.js';
import { headerText } from './hostile.js';
import { jsonText } from './json-text.js';
import { type Ctx, pick } from './pools.js';
import { wellFormed } from './values.js';

/* Header parameters, and headers of no endpoint's concern. */

/** Each documented header parameter: absent, well-formed, replayed, or hostile. */
export function headerParamsArb(
  endpoint: Endpoint,
  ctx: Ctx,
): fc.Arbitrary<Record<string, string>> {
  const params = endpoint.params.filter((p) => p.in === 'header');
  const values = params.map((p) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(undefined) },
      {
        weight: 3,
        arbitrary: wellFormed(p.schema, p.name, ctx, false).map((v) =>
          typeof v === 'string' ? v : jsonText(v),
        ),
      },
      { weight: 1, arbitrary: pick(() => ctx.w.keys, 'key') },
      { weight: 2, arbitrary: fc.oneof(headerText(200), fc.constant('k'.repeat(20_000))) },
    ),
  );
  return fc
    .tuple(...values)
    .map((chosen) =>
      Object.fromEntries(
        params.flatMap((p, i) => (chosen[i] === undefined ? [] : [[p.name, chosen[i]]])),
      ),
    );
}

const ODD_HEADERS: Array<Record<string, string>> = [
  { 'x-huge': 'h'.repeat(64_000) },
  { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) '.repeat(2_000) },
  { cookie: 'a=b; '.repeat(5_000) },
  { accept: 'application/xml' },
  { 'accept-encoding': 'gzip, br, zstd' },
  { 'content-encoding': 'gzip' },
  { 'x-forwarded-for': '1.2.3.4, evil' },
  { 'x-forwarded-host': 'evil.example' },
  { 'x-forwarded-proto': 'javascript' },
  { origin: 'null' },
  { expect: '100-continue' },
  { 'x-http-method-override': 'DELETE' },
  { 'accept-language': '*;q=0,'.repeat(200) },
  { 'if-none-match': '*' },
  { range: 'bytes=0-0' },
  { 'x-request-id': "'; DROP TABLE users; --" },
  { 'idempotency-key': 'same-key-everywhere' },
];

/** Headers of no endpoint's concern: huge ones, forged proxies, odd hosts and agents. */
export function extraHeadersArb(): fc.Arbitrary<Record<string, string>> {
  const host = fc.oneof(
    headerText(60),
    fc.constantFrom('localhost:3000', 'evil.example', '[::1]:3000', '127.0.0.1:99999', ''),
  );
  const custom = fc.tuple(fc.stringMatching(/^x-[a-z-]{1,20}$/), headerText(200));
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant({}) },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_HEADERS) },
    { weight: 1, arbitrary: headerText(600).map((ua) => ({ 'user-agent': ua })) },
    { weight: 1, arbitrary: host.map((h) => ({ host: h })) },
    { weight: 1, arbitrary: custom.map(([k, v]) => ({ [k]: v })) },
  );
}
