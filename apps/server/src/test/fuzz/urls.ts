import fc from 'fast-check';
import type { Endpoint, Param } from './endpoints.js';
import { tokenArb } from './fields.js';
import { hostileText } from './hostile.js';
import { jsonText, type Value } from './json-text.js';
import { type Ctx, idArb, NIL_UUID } from './pools.js';
import { plainText, STRANGE_KEYS, wellFormed } from './values.js';

/* Query strings and path parameters. */

/** Bytes as a URL carries them: unreserved characters as they are, everything else %XX. */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

const BAD_ENCODINGS = ['%', '%zz', '%C0%AF', '%00', '%ED%A0%80', '+', '%2B%2B', '%FF%FE', '%E0%A4'];

/** A query or path value: well-formed, hostile text encoded, or a broken %-encoding as is. */
function urlValue(good: fc.Arbitrary<Value>): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 10,
      arbitrary: good.map((v) => percentEncode(typeof v === 'string' ? v : jsonText(v))),
    },
    { weight: 2, arbitrary: hostileText(8_000).map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom(...BAD_ENCODINGS) },
  );
}

/**
 * A query string: the documented parameters, mostly well-formed, sometimes missing, repeated or
 * with array and bracket keys, plus strange keys of its own; now and then no structure at all.
 */
export function queryArb(endpoint: Endpoint, ctx: Ctx): fc.Arbitrary<string> {
  const params = endpoint.params.filter((p) => p.in === 'query');
  const chosen = params.map((p) => {
    const value = urlValue(wellFormed(p.schema, p.name, ctx, false));
    const key = fc.oneof(
      { weight: 12, arbitrary: fc.constant(p.name) },
      { weight: 1, arbitrary: fc.constantFrom(`${p.name}[]`, `${p.name}[0]`, `${p.name}.x`) },
    );
    const pairs = fc
      .tuple(key, fc.array(value, { minLength: 1, maxLength: 3 }), fc.nat(9))
      .map(([k, values, n]) => (n < 8 ? values.slice(0, 1) : values).map((v) => `${k}=${v}`));
    return fc.option(pairs, { freq: p.required ? 10 : 3, nil: [] as string[] });
  });
  const extra = fc.oneof(
    { weight: 6, arbitrary: fc.constant([] as string[]) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...STRANGE_KEYS, 'a[b]', 'x'), urlValue(fc.string()))
        .map(([k, v]) => [`${percentEncode(k)}=${v}`]),
    },
  );
  const structured = fc
    .tuple(fc.tuple(...chosen), extra)
    .map(([lists, more]) => [...lists.flat(), ...more].join('&'));
  const raw = fc.constantFrom('&&&', '=', '=&=', '?', '%', 'a=1&'.repeat(2_000), 'x'.repeat(8_000));
  return fc.oneof({ weight: 12, arbitrary: structured }, { weight: 1, arbitrary: raw });
}

// prettier-ignore
const ODD_PATH_VALUES = [
  '', '.', '..', '%2F', '%2E%2E%2F', '%00', ';', '%20', 'a'.repeat(150), NIL_UUID,
  'ffffffff-ffff-ffff-ffff-ffffffffffff', '123e4567-e89b-02d3-a456-426614174000', '{id}',
];

export function pathValue(param: Param, ctx: Ctx): fc.Arbitrary<string> {
  let good: fc.Arbitrary<Value>;
  if (param.schema.format === 'uuid') {
    const variant = fc.constantFrom(
      (id: string) => id.toUpperCase(),
      (id: string) => id.replaceAll('-', ''),
      (id: string) => `${id} `,
    );
    good = fc.oneof(
      { weight: 8, arbitrary: idArb(ctx) },
      { weight: 1, arbitrary: fc.tuple(idArb(ctx), variant).map(([id, f]) => f(id)) },
    );
  } else if (param.name === 'token') {
    good = tokenArb(param.name, ctx);
  } else if (param.name === '*') {
    good = fc.constantFrom('index.css', 'swagger-ui.css', 'favicon-32x32.png', 'x/y', 'json');
  } else {
    good = plainText(param.schema);
  }
  return fc.oneof(
    { weight: 12, arbitrary: urlValue(good) },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_PATH_VALUES) },
  );
}
