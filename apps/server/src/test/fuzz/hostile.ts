import fc from 'fast-check';
import { jsonText, Raw, type Value } from './json-text.js';

/* Text and values no form would send, in place of any field. */

/** Characters a header value may carry on the wire: tab, visible ASCII, space and obs-text. */
const headerChar = fc
  .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff }), fc.constant(9))
  .map((c) => String.fromCharCode(c));
export const headerText = (maxLength: number) => fc.string({ unit: headerChar, maxLength });

/** C0, DEL and C1: the Unicode control characters. */
const controlChar = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.constant(0x7f), fc.integer({ min: 0x80, max: 0x9f }))
  .map((c) => String.fromCharCode(c));

// prettier-ignore
const ODD_TEXT = [
  '', ' ', '   ', '\u0000', 'a\u0000b', '\u202eevil', '\ufeffBOM', 'zero\u200bwidth',
  'line\u2028break', 'e\u0301\u0301\u0301\u0301', '𝕳𝖆𝖇𝖎𝖙', '👩‍👩‍👧‍👦', '\ud800', 'x\udfffy',
  '%00', '%s%n%x', '../../etc/passwd', "'; DROP TABLE users; --", '<script>alert(1)</script>',
  '{{7*7}}${7*7}', 'null', 'undefined', 'NaN', 'true', '0', '-1', '__proto__', 'constructor',
  '\r\n\r\nX-Injected: 1', '\\', '"', 'İstanbul ǅ ﬁ ß',
];

/** Text no form would send: controls, NUL, lone surrogates, odd unicode, very long runs. */
export function hostileText(longest = 100_000): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ODD_TEXT) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: controlChar, minLength: 1, maxLength: 8 }) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.string({ maxLength: 12 }), controlChar, fc.string({ maxLength: 12 }))
        .map(([a, c, b]) => a + c + b),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('x', 'é', '😀', ' ', '\u0000', 'ab'),
          fc.integer({ min: 100, max: longest }),
        )
        .map(([s, n]) => s.repeat(Math.ceil(n / s.length))),
    },
  );
}

// prettier-ignore
const ODD_NUMBERS = [
  '1e999', '-1e999', '-0', '0.0', '1e-400', '1.5', '1.0', '1E1', '2147483648', '-2147483649',
  '9007199254740993', '123456789012345678901234567890',
];

export const PROTOTYPE_KEYS = [
  '{"__proto__":{"polluted":"yes","plan":"premium"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"__proto__":null}',
  '{"prototype":{"polluted":"yes"},"toString":"x","valueOf":1,"hasOwnProperty":"x"}',
];

export const deepJson = fc
  .tuple(fc.integer({ min: 64, max: 20_000 }), fc.boolean())
  .map(([n, arrays]) =>
    arrays
      ? new Raw('['.repeat(n) + ']'.repeat(n))
      : new Raw('{"a":'.repeat(n) + '1' + '}'.repeat(n)),
  );

const CUTS = ['\u0000', '\n', '\t', '\u0007', '\u001b', '\u007f', '\u0085', '\u2028', '\u200b'];

/** A well-formed value bent out of shape: a control character inside, padded, too long, retyped. */
function twisted(value: Value, how: number, at: number): Value {
  if (typeof value !== 'string') return how % 2 ? [value] : jsonText(value);
  const i = at % (value.length + 1);
  const cut = CUTS[how % (CUTS.length + 3)];
  if (cut !== undefined) return value.slice(0, i) + cut + value.slice(i);
  if (how % (CUTS.length + 3) === CUTS.length) return `  \u00a0${value}\u3000  `;
  if (how % (CUTS.length + 3) === CUTS.length + 1) return value.repeat(60) || 'x'.repeat(300);
  return value.toUpperCase();
}

/** Anything in place of a field: hostile text, the right value twisted, wrong types, pollution. */
export function hostile(good: fc.Arbitrary<Value>): fc.Arbitrary<Value> {
  return fc.oneof(
    { weight: 3, arbitrary: hostileText() },
    {
      weight: 3,
      arbitrary: fc.tuple(good, fc.nat(), fc.nat()).map(([v, how, at]) => twisted(v, how, at)),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_NUMBERS).map((n) => new Raw(n)) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.integer(),
        fc.double({ noNaN: true }),
        fc.boolean(),
        fc.constant(null),
        fc.constant([]),
        fc.constant({}),
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS).map((p) => new Raw(p)) },
    { weight: 1, arbitrary: deepJson },
  );
}
