import type { FastifyInstance } from 'fastify';

/* Every operation the fuzzing can reach: the OpenAPI document's, checked against the routes. */

/** The part of JSON Schema the OpenAPI document uses for parameters and bodies. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
}

export interface Param {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Endpoint {
  method: string;
  /** As the OpenAPI document writes it, without a trailing slash: /api/habits/{id}. */
  path: string;
  params: Param[];
  /** The JSON body's schema; undefined when the route reads none. */
  body: JsonSchema | undefined;
  /** Needs a bearer token (the document's `security`). */
  secured: boolean;
  /** False for a route the app serves without documenting it. */
  documented: boolean;
}

interface Operation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/** Every operation of the app's OpenAPI document. */
export function documentedEndpoints(app: FastifyInstance): Endpoint[] {
  const doc = app.swagger() as { paths?: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths ?? {}).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.has(method.toUpperCase()))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path: trimSlash(path),
        params: (op.parameters ?? [])
          .filter((p): p is typeof p & { in: Param['in'] } =>
            ['path', 'query', 'header'].includes(p.in),
          )
          .map((p) => ({
            name: p.name,
            in: p.in,
            required: p.required ?? false,
            schema: p.schema ?? {},
          })),
        body: op.requestBody?.content?.['application/json']?.schema,
        secured: (op.security ?? []).length > 0,
        documented: true,
      })),
  );
}

/**
 * Every method and path the router knows, as 'GET /api/habits/{id}', read from Fastify's route
 * tree. HEAD is left out: Fastify adds it to every GET.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const routes = new Set<string>();
  const segments: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \((.+)\))?$/.exec(line);
    if (!match) continue;
    segments.length = (match[1] ?? '').length / 4;
    segments.push(match[2] ?? '');
    const joined = segments.join('').replace(/:(\w+)/g, '{$1}');
    const path = trimSlash(joined.replace(/\*$/, '{*}'));
    for (const method of (match[3] ?? '').split(', ')) {
      if (method && method !== 'HEAD') routes.add(`${method} ${path}`);
    }
  }
  return [...routes].sort();
}

/**
 * The documented endpoints, then any route the router has that the document lacks, as a bare
 * endpoint (path parameters only): such a route is fuzzed too, never skipped.
 */
export function endpointsOf(app: FastifyInstance): Endpoint[] {
  const documented = documentedEndpoints(app);
  const known = new Set(documented.map((e) => `${e.method} ${e.path}`));
  const undocumented = registeredRoutes(app)
    .filter((route) => !known.has(route))
    .map((route): Endpoint => {
      const [method = '', path = ''] = route.split(' ');
      const params = [...path.matchAll(/\{([^}]+)\}/g)].map(([, name = '']): Param => ({
        name,
        in: 'path',
        required: true,
        schema: {},
      }));
      return { method, path, params, body: undefined, secured: false, documented: false };
    });
  return [...documented, ...undocumented];
}

/** Where an endpoint's ids live: its path up to the first parameter, e.g. /api/habits. */
export const collectionOf = (path: string) => trimSlash(path.split('/{')[0] ?? path);
