import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type ResponseSchema = z.core.$ZodType | { properties: z.core.$ZodType };
type Serialize = (data: unknown) => string;

/**
 * The JSON Schema of a zod response schema, as fast-json-stringify reads it: the shape the
 * response schema gives (`io: 'output'`), without `additionalProperties: false`.
 * NOTE: fast-json-stringify writes only the declared properties anyway, but it checks the branches
 * of a union (`anyOf`/`oneOf`, nullable objects) against the schema, and with that keyword a row
 * with one property more would match no branch and fail the reply.
 */
export function responseJsonSchema(schema: z.core.$ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, {
    target: 'draft-07',
    io: 'output',
    // A part JSON Schema cannot describe (a transform, a Date) is written as JSON.stringify would.
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  delete json.$schema;
  return withoutClosedObjects(json) as Record<string, unknown>;
}

/** NOTE: the names under `properties` are data, not keywords; only their schemas are walked. */
function withoutClosedObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutClosedObjects);
  if (!node || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    copy[key] =
      key === 'properties' || key === 'definitions'
        ? Object.fromEntries(
            Object.entries(value as Record<string, unknown>).map(([name, property]) => [
              name,
              withoutClosedObjects(property),
            ]),
          )
        : withoutClosedObjects(value);
  }
  return copy;
}

/** One compiled serializer per zod schema: the error schema serves every route and status. */
const compiled = new WeakMap<object, Serialize>();

function compile(schema: object): Serialize {
  let serialize = compiled.get(schema);
  if (!serialize) {
    // A plugin's own route may declare plain JSON Schema; it needs no conversion.
    const jsonSchema = schema instanceof z.core.$ZodType ? responseJsonSchema(schema) : schema;
    serialize = fastJson(jsonSchema) as Serialize;
    compiled.set(schema, serialize);
  }
  return serialize;
}

/**
 * Response serialisation with fast-json-stringify, from the same zod schemas the routes declare
 * (docs/decisions/013-request-path.md). Still a whitelist: a property the schema does not name
 * (a password hash, say) is never written. A reply that does not fit (a required property
 * missing, a value no branch of a union takes) throws, and the error handler answers 500, as the
 * zod parse did before.
 * NOTE: compiled on a route's first reply with that status, not at start-up: an app (each test
 * file builds several) compiles only what it serves. serializer.test.ts compiles them all.
 */
export const serializerCompiler: FastifySerializerCompiler<ResponseSchema> = ({ schema }) => {
  const target = schema instanceof z.core.$ZodType ? schema : (schema.properties ?? schema);
  let serialize: Serialize | undefined;
  return (data) => (serialize ??= compile(target))(data);
};
