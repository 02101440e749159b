import { randomUUID } from 'node:crypto';
import { HABIT_CATEGORIES, errorResponseSchema } from '@streakwise/shared';
import { and, count, eq, getTableColumns, is, isNotNull, notInArray, sql } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { selectRows } from '../db/client.js';
import * as schema from '../db/schema.js';
import { users } from '../db/schema.js';
import { openSession } from '../modules/auth/sessions.service.js';
import { MAIL_KINDS, signUnsubscribeToken } from '../modules/reminders/unsubscribe-token.js';
import { db, type TestApp } from './helper.js';
import { WEBHOOK_SECRET, webhookSignature } from './stripe-stand-in.js';

/*
 * Hostile requests for every route, built from the app's own OpenAPI document
 * (`import * as fuzz from './test/fuzz.js'`): fast-check arbitraries for bodies, query strings,
 * path parameters and headers, the checks every reply must pass, and the database reads behind
 * "nothing invalid was stored".
 */

// ---- Endpoints -----------------------------------------------------------------------------

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
const collectionOf = (path: string) => trimSlash(path.split('/{')[0] ?? path);

// ---- The fuzzing world: who sends, and the ids worth sending ---------------------------------

export type ActorName = 'premium' | 'free';
export type Owner = ActorName | 'bystander';

/** A member the fuzzing signs in as; the token is replaced whenever a request ends its session. */
export interface Actor {
  name: ActorName;
  /** Kept: a checkout the fuzzing completes would otherwise move the premium member to Pro. */
  plan: 'free' | 'pro' | 'premium';
  id: string;
  email: string;
  token: string;
  refreshToken: string;
  sessionId: string;
}

/** A real id, whose it is, and the path whose reply showed it (or the table it was read from). */
export interface KnownId {
  id: string;
  owner: Owner;
  from: string;
}

export interface World {
  t: TestApp;
  actors: Record<ActorName, Actor>;
  /** A member whose ids the fuzzing aims at but who never signs in: its data must not change. */
  bystander: { id: string; email: string };
  /** Ids worth naming in a request, so lookups find something. */
  ids: KnownId[];
  /** `${id} ${from}` of each of them. */
  idKeys: Set<string>;
  /** The owner of every id above: a reply showing one to anyone else is a leak. */
  owners: Map<string, Owner>;
  /** Idempotency keys sent, so later requests can replay them. */
  keys: string[];
  /** Replies by endpoint and status, for the report. */
  statuses: Map<string, Map<number, number>>;
  /** How often a request ended an actor's session (logout, signing out everywhere…). */
  renewals: number;
  /** How often a request changed an actor's plan (a completed checkout, a cancellation). */
  replans: number;
}

export function know(w: World, id: string, owner: Owner, from: string): void {
  const lower = id.toLowerCase();
  if (!w.owners.has(lower)) w.owners.set(lower, owner);
  if (w.idKeys.has(`${lower} ${from}`)) return;
  w.idKeys.add(`${lower} ${from}`);
  w.ids.push({ id: lower, owner, from });
}

/** A fresh session for an actor, as sign-in would open one (no password needed). */
export async function renew(w: World, actor: Actor): Promise<void> {
  const [row] = await db(w.t)
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!row) throw new Error(`the fuzzing deleted the ${actor.name} member's account`);
  const now = w.t.clock.now();
  const pair = await openSession(w.t.deps, db(w.t), { id: actor.id, ...row }, 'Fuzz', now);
  actor.token = pair.token;
  actor.refreshToken = pair.refreshToken;
  actor.sessionId = pair.sessionId;
  know(w, pair.sessionId, actor.name, '/api/auth/sessions');
}

// ---- JSON text, including what JSON.stringify cannot write ----------------------------------

/** A JSON fragment sent as written: 1e999, deep nesting, __proto__ keys. */
export class Raw {
  constructor(readonly text: string) {}
}

/** An object as a list of entries, so keys may repeat or be __proto__. */
export class Entries {
  constructor(readonly list: ReadonlyArray<readonly [string, Value]>) {}
}

export type Value = Raw | Entries | Value[] | string | number | boolean | null | object;

export function jsonText(value: Value): string {
  if (value instanceof Raw) return value.text;
  if (value instanceof Entries) {
    return `{${value.list.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`;
  }
  if (Array.isArray(value)) return `[${(value as Value[]).map(jsonText).join(',')}]`;
  return JSON.stringify(value) ?? 'null';
}

// ---- Values -----------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** The request being generated: the world, and the collection its ids should come from. */
interface Ctx {
  w: World;
  near: string;
}

/** One item of a list read when the value is generated: the pools grow during the fuzzing. */
function pick<T>(list: () => readonly T[], fallback: T): fc.Arbitrary<T> {
  return fc.nat().map((i) => {
    const items = list();
    return items[i % Math.max(items.length, 1)] ?? fallback;
  });
}

/** Like pick, but half the time one of the last ten: the newest ids are the likeliest to live. */
function pickRecent<T>(list: () => readonly T[], fallback: T): fc.Arbitrary<T> {
  const recent = fc.nat(9).map((i) => {
    const items = list();
    return items[items.length - 1 - (i % Math.max(items.length, 1))] ?? fallback;
  });
  return fc.oneof(pick(list, fallback), recent);
}

/**
 * Mostly the premium member's ids from the same collection (the usual sender's, likeliest to be
 * found), then the free member's and the bystander's, any id at all, and unknown ones.
 */
function idArb({ w, near }: Ctx): fc.Arbitrary<string> {
  const ids = (owner: Owner, nearby: boolean) => () => {
    const all = w.ids.filter((k) => k.owner === owner);
    const close = nearby ? all.filter((k) => k.from.startsWith(near)) : [];
    return (close.length > 0 ? close : all).map((k) => k.id);
  };
  return fc.oneof(
    { weight: 8, arbitrary: pickRecent(ids('premium', true), NIL_UUID) },
    { weight: 3, arbitrary: pickRecent(ids('free', true), NIL_UUID) },
    { weight: 3, arbitrary: pick(ids('bystander', true), NIL_UUID) },
    { weight: 1, arbitrary: pick(ids('premium', false), NIL_UUID) },
    { weight: 1, arbitrary: fc.uuid() },
  );
}

/** Characters a header value may carry on the wire: tab, visible ASCII, space and obs-text. */
const headerChar = fc
  .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff }), fc.constant(9))
  .map((c) => String.fromCharCode(c));
const headerText = (maxLength: number) => fc.string({ unit: headerChar, maxLength });

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

const PROTOTYPE_KEYS = [
  '{"__proto__":{"polluted":"yes","plan":"premium"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"__proto__":null}',
  '{"prototype":{"polluted":"yes"},"toString":"x","valueOf":1,"hasOwnProperty":"x"}',
];

const deepJson = fc
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
function hostile(good: fc.Arbitrary<Value>): fc.Arbitrary<Value> {
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

// prettier-ignore
const ZONES = [
  'Europe/London', 'America/New_York', 'Asia/Kolkata', 'Asia/Kathmandu', 'Pacific/Kiritimati',
  'Pacific/Pago_Pago', 'Australia/Lord_Howe', 'America/St_Johns', 'Etc/GMT+12', 'UTC',
  'europe/london', 'Mars/Olympus_Mons',
];

// prettier-ignore
const ODD_DAYS = [
  '2024-02-29', '2023-02-29', '0000-01-01', '0001-01-01', '9999-12-31', '2026-00-10', '2026-1-1',
  '20260101', '2026-11-23T00:00:00Z',
];

function dayArb({ w }: Ctx): fc.Arbitrary<string> {
  const nearNow = fc.integer({ min: -400, max: 400 }).map((n) => {
    const ms = w.t.clock.now().getTime() + n * DAY_MS;
    return new Date(ms).toISOString().slice(0, 10);
  });
  return fc.oneof(
    { weight: 6, arbitrary: nearNow },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_DAYS) },
  );
}

// prettier-ignore
const ODD_INSTANTS = [
  '0000-01-01T00:00:00Z', '0001-01-02T00:00:00Z', '9999-12-31T23:59:59.999Z',
  '1970-01-01T00:00:00+14:00', '2026-02-29T12:00:00Z', '2026-03-29T01:30:00+00:00',
  '2024-12-31T23:59:60Z',
];

/** Instants for the test clock, near now and at the edges of what the schema accepts. */
function instantArb({ w }: Ctx): fc.Arbitrary<string> {
  const nearNow = fc
    .integer({ min: -30 * DAY_MS, max: 400 * DAY_MS })
    .map((n) => new Date(w.t.clock.now().getTime() + n).toISOString());
  return fc.oneof(
    { weight: 3, arbitrary: nearNow },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_INSTANTS) },
  );
}

function emailArb({ w }: Ctx): fc.Arbitrary<string> {
  const known = () => [
    w.actors.premium.email,
    w.actors.free.email,
    w.bystander.email,
    w.actors.premium.email.toUpperCase(),
    ` ${w.actors.free.email} `,
  ];
  return fc.oneof(
    { weight: 2, arbitrary: pick(known, 'x@example.com') },
    { weight: 2, arbitrary: fc.nat().map((n) => `fuzz-${n}@example.com`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('a@b', 'not-an-email', `${'l'.repeat(70)}@example.com`, 'ü@ü.de'),
    },
  );
}

/** Credentials of the shape the server issues: 32 random bytes, base64url. */
const opaqueToken = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);

/**
 * A token: for a refresh credential mostly the actors' current ones (a refresh rotates them, so a
 * later one replays a used credential); otherwise random ones of the right shape and signed
 * unsubscribe links: the actors' own (which turn their mail off) and tampered ones, such as the
 * bystander's id under an actor's signature.
 */
function tokenArb(name: string, { w }: Ctx): fc.Arbitrary<string> {
  if (name === 'refreshToken') {
    return fc.oneof(
      { weight: 3, arbitrary: pick(() => Object.values(w.actors).map((a) => a.refreshToken), '') },
      { weight: 1, arbitrary: opaqueToken },
    );
  }
  const signed = fc
    .tuple(fc.constantFrom<ActorName>('premium', 'free'), fc.constantFrom(...MAIL_KINDS), fc.nat(5))
    .map(([name, kind, how]) => {
      const actor = w.actors[name];
      const token = signUnsubscribeToken(w.t.deps.config.jwtSecret, actor.id, kind);
      const [, , signature = ''] = token.split('.');
      if (how === 0) return `${w.bystander.id}.${kind}.${signature}`;
      if (how === 1) return `${actor.id.toUpperCase()}.${kind}.${signature}`;
      if (how === 2) return `${token}.x`;
      return token;
    });
  return fc.oneof({ weight: 1, arbitrary: opaqueToken }, { weight: 3, arbitrary: signed });
}

/** Fields whose ids belong to another collection than the endpoint's own. */
const FIELD_COLLECTIONS: Record<string, string> = {
  habitId: '/api/habits',
  orderId: '/api/subscription',
};

/** A good value for a string the schema types only loosely, guessed from the field's name. */
function hinted(name: string, ctx: Ctx): fc.Arbitrary<Value> | undefined {
  if (/^(from|startDate|endDate|deadline)$/.test(name)) return dayArb(ctx);
  if (/email|^to$/i.test(name)) return emailArb(ctx);
  if (/timezone/i.test(name)) return fc.constantFrom(...ZONES);
  if (name === 'category') {
    return fc.oneof(fc.constantFrom(...HABIT_CATEGORIES), fc.constantFrom('Mind', 'fitness '));
  }
  // Random passwords never match a member's, so no password change or deletion can succeed.
  if (/password/i.test(name)) return fc.string({ minLength: 8, maxLength: 40 });
  if (/token$/i.test(name)) return tokenArb(name, ctx);
  if (name === 'now') return instantArb(ctx);
  if (name === 'orderId') {
    return fc.oneof(
      idArb({ ...ctx, near: '/api/subscription' }),
      fc.stringMatching(/^cs_test_[A-Za-z0-9]{8,24}$/),
    );
  }
  return undefined;
}

function plainText(schema: JsonSchema): fc.Arbitrary<string> {
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
function schemaValue(schema: JsonSchema, name: string, ctx: Ctx, mix: boolean) {
  const good = wellFormed(schema, name, ctx, mix);
  return mix
    ? fc.oneof({ weight: 6, arbitrary: good }, { weight: 1, arbitrary: hostile(good) })
    : good;
}

function wellFormed(schema: JsonSchema, name: string, ctx: Ctx, mix: boolean): fc.Arbitrary<Value> {
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

const STRANGE_KEYS = ['__proto__', 'constructor', 'prototype', '', ' ', '_id', 'userId', 'plan'];

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

// ---- Query strings and paths ------------------------------------------------------------------

/** Bytes as a URL carries them: unreserved characters as they are, everything else %XX. */
function percentEncode(text: string): string {
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
function queryArb(endpoint: Endpoint, ctx: Ctx): fc.Arbitrary<string> {
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

function pathValue(param: Param, ctx: Ctx): fc.Arbitrary<string> {
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

// ---- Authorization ----------------------------------------------------------------------------

/** How a request authenticates; tokens are read when it is sent, so renewed ones are used. */
export type Auth =
  | { kind: 'actor'; actor: ActorName }
  | { kind: 'none' }
  | { kind: 'raw'; value: string }
  | { kind: 'mangled'; actor: ActorName; how: Mangle }
  | { kind: 'forged'; how: Forgery };

// prettier-ignore
const MANGLES = [
  'lowercase scheme', 'no scheme', 'two spaces', 'trailing junk', 'signature changed',
  'payload swapped', 'alg none', 'truncated', 'second of two headers', 'comma joined',
] as const;
type Mangle = (typeof MANGLES)[number];

// prettier-ignore
const FORGERIES = [
  'unknown user', 'unknown session', 'wrong token version', 'claims of the wrong type',
  'no expiry', 'expired', 'not yet valid', 'another secret', 'HS512',
] as const;
type Forgery = (typeof FORGERIES)[number];

// prettier-ignore
const RAW_AUTH = [
  'Bearer', 'Bearer ', 'Basic dXNlcjpwYXNzd29yZA==', 'Bearer null', 'Bearer e30.e30.',
  'Bearer a.b.c', 'Bearer ....', `Bearer ${'A'.repeat(20_000)}`,
];

/** Mostly the premium member's valid token (so validation behind sign-in is reached). */
function authArb(): fc.Arbitrary<Auth> {
  const actor = fc.constantFrom<ActorName>('premium', 'free');
  const jwtLike = fc.stringMatching(
    /^[A-Za-z0-9_-]{10,40}\.[A-Za-z0-9_-]{10,80}\.[A-Za-z0-9_-]{0,43}$/,
  );
  return fc.oneof(
    { weight: 16, arbitrary: fc.constant<Auth>({ kind: 'actor', actor: 'premium' }) },
    { weight: 4, arbitrary: fc.constant<Auth>({ kind: 'actor', actor: 'free' }) },
    { weight: 1, arbitrary: fc.constant<Auth>({ kind: 'none' }) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.constantFrom(...RAW_AUTH),
          headerText(100),
          headerText(100).map((s) => `Bearer ${s}`),
          jwtLike.map((s) => `Bearer ${s}`),
        )
        .map((value): Auth => ({ kind: 'raw', value })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(actor, fc.constantFrom(...MANGLES))
        .map(([a, how]): Auth => ({ kind: 'mangled', actor: a, how })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...FORGERIES).map((how): Auth => ({ kind: 'forged', how })),
    },
  );
}

const b64 = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url');

function mangle(token: string, how: Mangle, w: World): string | string[] {
  const [header = '', payload = '', signature = ''] = token.split('.');
  switch (how) {
    case 'lowercase scheme':
      return `bearer ${token}`;
    case 'no scheme':
      return token;
    case 'two spaces':
      return `Bearer  ${token}`;
    case 'trailing junk':
      return `Bearer ${token} x`;
    case 'signature changed': {
      const changed = (signature.startsWith('A') ? 'B' : 'A') + signature.slice(1);
      return `Bearer ${header}.${payload}.${changed}`;
    }
    case 'payload swapped': {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object;
      return `Bearer ${header}.${b64({ ...claims, sub: w.bystander.id })}.${signature}`;
    }
    case 'alg none':
      return `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    case 'truncated':
      return `Bearer ${token.slice(0, -10)}`;
    case 'second of two headers':
      // Like Node's parser, the server reads only the first of two Authorization lines.
      return ['Bearer not-a-token', `Bearer ${token}`];
    case 'comma joined':
      return `Bearer ${token}, Bearer ${token}`;
  }
}

/** Tokens made with the app's own secret (or another) that must still be refused. */
async function forge(how: Forgery, w: World): Promise<string> {
  const p = w.actors.premium;
  const now = Math.floor(w.t.clock.now().getTime() / 1000);
  let claims: Record<string, unknown> = { sub: p.id, sid: p.sessionId, ver: 0 };
  let secret = w.t.deps.config.jwtSecret;
  let alg = 'HS256';
  let exp: number | undefined = now + 3600;
  let nbf: number | undefined;
  if (how === 'unknown user') claims = { ...claims, sub: randomUUID() };
  if (how === 'unknown session') claims = { ...claims, sid: randomUUID() };
  if (how === 'wrong token version') claims = { ...claims, ver: 1e308 };
  if (how === 'claims of the wrong type')
    claims = { sub: [p.id], sid: `${p.sessionId}\u0000`, ver: '0' };
  if (how === 'no expiry') exp = undefined;
  if (how === 'expired') exp = now - 1;
  if (how === 'not yet valid') nbf = now + 3600;
  if (how === 'another secret') secret = new TextEncoder().encode(`another-${'s'.repeat(40)}`);
  if (how === 'HS512') alg = 'HS512';
  let jwt = new SignJWT(claims).setProtectedHeader({ alg }).setIssuedAt(now);
  if (exp !== undefined) jwt = jwt.setExpirationTime(exp);
  if (nbf !== undefined) jwt = jwt.setNotBefore(nbf);
  return `Bearer ${await jwt.sign(secret)}`;
}

async function authorization(auth: Auth, w: World): Promise<string | string[] | undefined> {
  switch (auth.kind) {
    case 'actor':
      return `Bearer ${w.actors[auth.actor].token}`;
    case 'none':
      return undefined;
    case 'raw':
      return auth.value;
    case 'mangled':
      return mangle(w.actors[auth.actor].token, auth.how, w);
    case 'forged':
      return forge(auth.how, w);
  }
}

// ---- Other headers ----------------------------------------------------------------------------

/** Each documented header parameter: absent, well-formed, replayed, or hostile. */
function headerParamsArb(endpoint: Endpoint, ctx: Ctx): fc.Arbitrary<Record<string, string>> {
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
function extraHeadersArb(): fc.Arbitrary<Record<string, string>> {
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

// ---- Bodies -----------------------------------------------------------------------------------

export interface Body {
  payload: string | Buffer;
  contentType: string | undefined;
}

const JSON_TYPE = 'application/json';

// prettier-ignore
const NOT_JSON = [
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
function bodyArb(endpoint: Endpoint, ctx: Ctx): fc.Arbitrary<Body | undefined> {
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

// ---- Requests ---------------------------------------------------------------------------------

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

const strictError = errorResponseSchema.strict();

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isErrorLog = (line: string) => {
  const level = (parsed(line) as { level?: unknown } | undefined)?.level;
  return typeof level === 'number' && level >= 50;
};

/**
 * What is wrong with any reply: a 5xx (a 503 too: the database is healthy), an error reply not in
 * the API's shape, an error logged while serving it.
 */
export function replyProblems(res: LightMyRequestResponse, logs: string[], head = false) {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`server error ${res.statusCode}`);
  if (res.statusCode >= 400 && !head) {
    const type = String(res.headers['content-type'] ?? '');
    if (!type.startsWith(JSON_TYPE) || !strictError.safeParse(parsed(res.body)).success) {
      problems.push(`error reply not of the shape {message, code?, fields?} (${type})`);
    }
  }
  if (logs.some(isErrorLog)) problems.push('logged an error');
  return problems;
}

/** replyProblems, and a signed-in route that did something without a valid token. */
export function problemsOf({ request, res, logs }: Outcome): string[] {
  const problems = replyProblems(res, logs, request.method === 'HEAD');
  if (request.endpoint.secured && !request.actor && res.statusCode < 400) {
    problems.push('answered a request without a valid token');
  }
  return problems;
}

export function report(
  {
    request,
    res,
    logs,
  }: { request: { toString(): string }; res: LightMyRequestResponse; logs: string[] },
  problems: string[],
): string {
  return [
    problems.join('; '),
    request.toString(),
    `  reply: ${res.statusCode} ${visible(res.body, 500)}`,
    ...logs.filter(isErrorLog).map((line) => `  log: ${line.trim()}`),
  ].join('\n');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function uuidsIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string' && UUID.test(value)) found.add(value.toLowerCase());
  else if (Array.isArray(value)) for (const item of value) uuidsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) uuidsIn(item, found);
  }
  return found;
}

/**
 * Takes in the ids of a successful reply to a member on a signed-in route; returns a problem for
 * each that belongs to someone else (a leak).
 */
export function harvest(w: World, reader: Owner, from: string, body: string): string[] {
  const problems: string[] = [];
  for (const id of uuidsIn(parsed(body))) {
    const owner = w.owners.get(id);
    if (owner && owner !== reader)
      problems.push(`showed the ${reader} member an id of the ${owner}: ${id}`);
    else know(w, id, reader, from);
  }
  return problems;
}

/**
 * Learns from a reply, and keeps the world usable: an actor whose plan the request changed gets
 * it back, one whose session it ended (logout, signing out everywhere, a replayed refresh
 * credential) a new session.
 */
export async function learn(w: World, { request, res }: Outcome): Promise<string[]> {
  const endpoint = `${request.endpoint.method} ${request.endpoint.path}`;
  const counts = w.statuses.get(endpoint) ?? new Map<number, number>();
  counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
  w.statuses.set(endpoint, counts);

  const problems: string[] = [];
  const actor = request.actor;
  if (actor && request.endpoint.secured && res.statusCode < 300 && request.method !== 'HEAD') {
    problems.push(...harvest(w, actor, request.endpoint.path, res.body));
  }
  if (request.method === 'GET' || request.method === 'HEAD') return problems;
  for (const member of Object.values(w.actors)) {
    const [row] = await db(w.t)
      .select({ plan: users.plan })
      .from(users)
      .where(eq(users.id, member.id));
    if (row && row.plan !== member.plan) {
      await db(w.t).update(users).set({ plan: member.plan }).where(eq(users.id, member.id));
      w.replans += 1;
    }
    const me = await w.t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${member.token}` },
    });
    if (me.statusCode === 401) {
      await renew(w, member);
      w.renewals += 1;
    } else if (me.statusCode !== 200) {
      problems.push(`GET /api/auth/me as the ${member.name} member: ${me.statusCode}`);
    }
  }
  return problems;
}

// ---- Stripe's webhook -------------------------------------------------------------------------

/**
 * An event as Stripe sends it (an evt_ id, a type, a data.object of the type's shape, with
 * Stripe's field types) but with odd contents: unknown, foreign or unpaid orders, unknown
 * subscriptions, replayed ids, types the server ignores. The envelope itself is not fuzzed: the
 * signature proves Stripe sent it. `orders` and `subscriptions` are the app's own references.
 */
function stripeEventArb(orders: () => string[], subscriptions: () => string[]) {
  const stripeId = (prefix: string) =>
    fc.stringMatching(/^[A-Za-z0-9]{8,24}$/).map((id) => `${prefix}_${id}`);
  const reference = fc.oneof(
    { weight: 3, arbitrary: pick(orders, NIL_UUID) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
  const subscriptionId = fc.oneof(pick(subscriptions, 'sub_none'), stripeId('sub'));
  const subscription = fc.oneof(
    subscriptionId,
    subscriptionId.map((id) => ({ id, object: 'subscription' })),
    fc.constant(null),
  );
  const session = fc.record({
    id: stripeId('cs'),
    object: fc.constant('checkout.session'),
    client_reference_id: reference,
    payment_status: fc.constantFrom('paid', 'unpaid', 'no_payment_required'),
    status: fc.constantFrom('open', 'complete', 'expired'),
    subscription,
    metadata: fc.dictionary(fc.string({ maxLength: 40 }), fc.string({ maxLength: 500 }), {
      maxKeys: 4,
    }),
  });
  const invoice = fc.record({
    id: stripeId('in'),
    object: fc.constant('invoice'),
    billing_reason: fc.constantFrom('subscription_cycle', 'subscription_create', 'manual'),
    parent: fc.option(
      fc.record({
        type: fc.constant('subscription_details'),
        subscription_details: fc.record({ subscription }),
      }),
      { nil: null },
    ),
  });
  const ended = fc.record({ id: subscriptionId, object: fc.constant('subscription') });
  const sessionTypes = fc.constantFrom(
    'checkout.session.completed',
    'checkout.session.async_payment_succeeded',
    'checkout.session.async_payment_failed',
    'checkout.session.expired',
  );
  const typed = fc.oneof(
    { weight: 4, arbitrary: fc.tuple(sessionTypes, session) },
    { weight: 2, arbitrary: fc.tuple(fc.constant('invoice.paid'), invoice) },
    { weight: 1, arbitrary: fc.tuple(fc.constant('customer.subscription.deleted'), ended) },
    {
      weight: 1,
      arbitrary: fc.tuple(
        fc.constantFrom('customer.created', 'charge.refunded'),
        fc.oneof(session, invoice, ended),
      ),
    },
  );
  const id = fc.oneof(
    { weight: 6, arbitrary: stripeId('evt') },
    { weight: 1, arbitrary: fc.constantFrom('evt_replayed_1', 'evt_replayed_2') },
  );
  return fc
    .tuple(id, typed, fc.integer({ min: 1_500_000_000, max: 2_000_000_000 }))
    .map(([eventId, [type, object], created]) => ({
      id: eventId,
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      created,
      livemode: false,
      data: { object },
    }));
}

/** A webhook delivery: a body and its stripe-signature header (absent when undefined). */
export class Delivery {
  constructor(
    readonly payload: string,
    readonly signature: string | undefined,
    readonly contentType: string,
  ) {}

  toString(): string {
    const signature = this.signature === undefined ? 'none' : visible(this.signature, 200);
    return [
      'POST /api/subscription/webhook',
      `  signature: ${signature}`,
      `  ${this.contentType}: ${visible(this.payload, 1_000)}`,
    ].join('\n');
  }

  [fc.toStringMethod](): string {
    return this.toString();
  }
}

/**
 * Deliveries: mostly events signed with the webhook secret, so the handling behind the signature
 * check is reached; also wrong secrets, stale or garbled signatures, and bodies changed after
 * signing, of any shape or not JSON at all.
 */
export function deliveryArb(orders: () => string[], subscriptions: () => string[]) {
  const event = stripeEventArb(orders, subscriptions);
  const type = fc.constantFrom(JSON_TYPE, 'text/plain', 'application/octet-stream');
  const stale = Math.floor(Date.now() / 1000) - 3_600;
  const garbled = fc.oneof(
    headerText(200),
    fc.constantFrom('t=1,v1=abc', 't=,v1=', `v1=${'a'.repeat(64)}`, 't=1,'.repeat(1_000)),
  );
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(event, type)
        .map(([e, ct]) => new Delivery(JSON.stringify(e), webhookSignature(e), ct)),
    },
    {
      weight: 1,
      arbitrary: event.map(
        (e) => new Delivery(JSON.stringify(e), webhookSignature(e, 'whsec_another'), JSON_TYPE),
      ),
    },
    {
      weight: 1,
      arbitrary: event.map(
        (e) =>
          new Delivery(JSON.stringify(e), webhookSignature(e, WEBHOOK_SECRET, stale), JSON_TYPE),
      ),
    },
    {
      weight: 1,
      arbitrary: event.map(
        (e) => new Delivery(`${JSON.stringify(e)} `, webhookSignature(e), JSON_TYPE),
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.oneof(
            event.map((e) => JSON.stringify(e)),
            fc.jsonValue().map((v) => JSON.stringify(v)),
            hostileText(2_000),
            fc.constantFrom(...NOT_JSON),
          ),
          fc.option(garbled, { nil: undefined }),
          type,
        )
        .map(([p, sig, ct]) => new Delivery(p, sig, ct)),
    },
  );
}

// ---- What the database holds ------------------------------------------------------------------

const rows = <T>(t: TestApp, query: ReturnType<typeof sql>) => selectRows<T>(db(t), query);

/** Tables a user owns rows of (a user_id column), read from the catalogue so new ones count. */
export async function ownedTables(t: TestApp): Promise<string[]> {
  const found = await rows<{ table_name: string }>(
    t,
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  );
  return found.map((r) => r.table_name);
}

/** Tables whose rows have their own id and an owner. */
async function identifiedTables(t: TestApp): Promise<string[]> {
  const found = await rows<{ table_name: string }>(
    t,
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name in ('id', 'user_id')
        group by table_name having count(*) = 2`,
  );
  return found.map((r) => r.table_name);
}

/** The id of every row a user owns, with the table it is in. */
export async function idsOf(
  t: TestApp,
  userId: string,
): Promise<Array<{ id: string; table: string }>> {
  const ids = [];
  for (const table of await identifiedTables(t)) {
    const found = await rows<{ id: string }>(
      t,
      sql`select id::text as id from ${sql.identifier(table)} where user_id = ${userId}`,
    );
    ids.push(...found.map((row) => ({ id: row.id, table })));
  }
  return ids;
}

/** The owner of each of `ids` found in a table with both an id and a user_id column. */
export async function ownersOf(t: TestApp, ids: string[]): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  if (ids.length === 0) return owners;
  for (const table of await identifiedTables(t)) {
    const found = await rows<{ id: string; user_id: string }>(
      t,
      sql`select id::text as id, user_id::text as user_id from ${sql.identifier(table)}
          where id::text in ${ids}`,
    );
    for (const row of found) owners.set(row.id, row.user_id);
  }
  return owners;
}

/** Everything stored about a user, row by row as JSON, to compare before and after. */
export async function snapshotOf(t: TestApp, userId: string): Promise<Record<string, string[]>> {
  const all = (list: object[]) => list.map((row) => JSON.stringify(row)).sort();
  const snapshot: Record<string, string[]> = {
    users: all(await rows<object>(t, sql`select * from users where id = ${userId}`)),
  };
  for (const table of await ownedTables(t)) {
    snapshot[table] = all(
      await rows<object>(t, sql`select * from ${sql.identifier(table)} where user_id = ${userId}`),
    );
  }
  return snapshot;
}

/** Texts that may break lines: tab, LF and CR belong in them. */
const MULTI_LINE = new Set(['habits.description', 'goals.description', 'goals.reward']);

export interface StoredControl {
  /** table.column */
  column: string;
  value: string;
  /** The control characters in it, as U+XXXX. */
  controls: string[];
  multiLine: boolean;
}

/**
 * Every stored text holding a Unicode control character (C0, DEL or C1) it must not: any, in a
 * single-line text; any but tab, LF and CR in a multi-line one. Read from every text column the
 * catalogue lists, so new ones are checked too.
 */
export async function storedControls(t: TestApp): Promise<StoredControl[]> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    t,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying')`,
  );
  const found: StoredControl[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const name = sql.identifier(column);
    const hits = await rows<{ value: string }>(
      t,
      sql`select ${name} as value from ${sql.identifier(table)}
          where ${name} ~ '[\\x01-\\x1f\\x7f-\\x9f]'`,
    );
    const multiLine = MULTI_LINE.has(`${table}.${column}`);
    for (const { value } of hits) {
      const controls = [...value]
        .map((ch) => ch.charCodeAt(0))
        .filter((c) => c < 0x20 || (c >= 0x7f && c <= 0x9f))
        .filter((c) => !multiLine || ![0x09, 0x0a, 0x0d].includes(c))
        .map((c) => `U+${c.toString(16).toUpperCase().padStart(4, '0')}`);
      if (controls.length > 0) {
        found.push({
          column: `${table}.${column}`,
          value: visible(value, 80),
          controls,
          multiLine,
        });
      }
    }
  }
  return found;
}

/** Users whose points differ from the sum of their points ledger. */
export function ledgerMismatches(t: TestApp) {
  return rows<{ id: string; points: number; ledger: string }>(
    t,
    sql`select u.id, u.points, coalesce(sum(p.amount), 0)::text as ledger
        from users u left join point_entries p on p.user_id = u.id
        group by u.id having u.points <> coalesce(sum(p.amount), 0)`,
  );
}

/**
 * 'table.column: n rows' for each text column with a fixed set of values (plan, status, reason…)
 * holding another: the database has no check constraint to refuse one. Read from the schema, so
 * new such columns are checked too.
 */
export async function enumViolations(t: TestApp): Promise<string[]> {
  const found: string[] = [];
  for (const [name, table] of Object.entries(schema)) {
    if (!is(table, PgTable)) continue;
    const columns = Object.entries(getTableColumns(table)) as Array<[string, PgColumn]>;
    for (const [key, column] of columns) {
      const values = column.enumValues;
      if (!values?.length) continue;
      const [row] = await db(t)
        .select({ n: count() })
        .from(table)
        .where(and(isNotNull(column), notInArray(column, values)));
      if (row && row.n > 0) found.push(`${name}.${key}: ${row.n} rows`);
    }
  }
  return found;
}
