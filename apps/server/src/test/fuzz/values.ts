import fc from 'fast-check';
import type { JsonSchema } from './endpoints.js';
import { FIELD_COLLECTIONS, hinted } from './fields.js';
import { hostile } from './hostile.js';
import { Entries, type Value } from './json-text.js';
import { type Ctx, idArb } from './pools.js';

/* A value for a JSON Schema: well-formed most of the time, hostile otherwise. */

export function plainText(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, minLength + 40);
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
  );
}

/**
 * A value the schema accepts (mostly: refinements are not in the document), and with `mix` now
 * and then a hostile one in its place, at any depth.
 */
export function schemaValue(schema: JsonSchema, name: string, ctx: Ctx, mix: boolean) {
  const good = wellFormed(schema, name, ctx, mix);
  return mix
    ? fc.oneof({ weight: 6, arbitrary: good }, { weight: 1, arbitrary: hostile(good) })
    : good;
}

export function wellFormed(
  schema: JsonSchema,
  name: string,
  ctx: Ctx,
  mix: boolean,
): fc.Arbitrary<Value> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => wellFormed(s, name, ctx, mix)));
  if (schema.enum) return fc.constantFrom(...(schema.enum as Value[]));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => wellFormed({ ...schema, type }, name, ctx, mix)));
  }
  switch (types[0]) {
    case 'string': {
      if (schema.format === 'uuid') {
        return idArb({ ...ctx, near: FIELD_COLLECTIONS[name] ?? ctx.near });
      }
      const pattern = schema.pattern;
      return (
        hinted(name, ctx) ?? (pattern ? fc.stringMatching(new RegExp(pattern)) : plainText(schema))
      );
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schemaValue(schema.items ?? {}, name, ctx, mix), {
        maxLength: Math.min(schema.maxItems ?? 5, 8),
      });
    case 'object':
      return objectValue(schema, ctx, mix);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

export const STRANGE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '',
  ' ',
  '_id',
  'userId',
  'plan',
];

/**
 * The schema's fields (required ones nearly always, optional ones half the time), and with `mix`
 * now and then a repeated field or a key of its own: __proto__, userId, plan…
 */
function objectValue(schema: JsonSchema, ctx: Ctx, mix: boolean): fc.Arbitrary<Value> {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([key, fieldSchema]) =>
    fc.option(
      schemaValue(fieldSchema, key, ctx, mix).map((v) => [key, v] as const),
      { freq: required.has(key) ? 12 : 2, nil: undefined },
    ),
  );
  const extraValue =
    typeof schema.additionalProperties === 'object'
      ? schemaValue(schema.additionalProperties, '', ctx, mix)
      : hostile(fc.string());
  const extraKey = fc.oneof(
    fc.constantFrom(...STRANGE_KEYS, ...Object.keys(schema.properties ?? {})),
    fc.string({ maxLength: 20 }),
  );
  const extras = mix
    ? fc.oneof(
        { weight: 4, arbitrary: fc.constant([]) },
        {
          weight: 1,
          arbitrary: fc.array(fc.tuple(extraKey, extraValue), { minLength: 1, maxLength: 3 }),
        },
      )
    : fc.constant([]);
  return fc
    .tuple(fc.tuple(...fields), extras)
    .map(
      ([chosen, extra]) =>
        new Entries([
          ...chosen.filter((entry): entry is readonly [string, Value] => entry !== undefined),
          ...extra,
        ]),
    );
}
