import * as shared from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { users } from '../db/schema.js';
import { bearer, createTestApp, db, signupVerified, type TestApp } from '../test/helper.js';
import type * as serializerModule from './serializer.js';
import { responseJsonSchema, serializerCompiler } from './serializer.js';

/** Every response schema a route of the app declares, recorded as Fastify hands it over. */
const declared = vi.hoisted(
  () => [] as { url: string; status: string | undefined; schema: unknown }[],
);
vi.mock('./serializer.js', async (importActual) => {
  const actual = await importActual<typeof serializerModule>();
  const recording: typeof actual.serializerCompiler = (route) => {
    declared.push({ url: route.url, status: route.httpStatus, schema: route.schema });
    return actual.serializerCompiler(route);
  };
  return { ...actual, serializerCompiler: recording };
});

type Schema = Parameters<FastifySerializerCompiler<z.core.$ZodType>>[0]['schema'];
const route = (schema: Schema) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const serialize = (schema: z.core.$ZodType, data: unknown) =>
  serializerCompiler(route(schema))(data);
const zodSerialize = (schema: z.core.$ZodType, data: unknown) =>
  zodSerializerCompiler(route(schema))(data);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the response serializer', () => {
  it('writes only what the schema names: a password hash never leaves', () => {
    const schema = z.object({
      user: z.object({ id: z.string(), tags: z.array(z.object({ name: z.string() })) }),
    });
    const row = {
      user: {
        id: 'u1',
        passwordHash: '$argon2id$secret',
        tags: [{ name: 'a', passwordHash: 'x' }],
      },
      passwordHash: '$argon2id$secret',
    };
    const json = serialize(schema, row);
    expect(JSON.parse(json)).toEqual({ user: { id: 'u1', tags: [{ name: 'a' }] } });
    expect(json).not.toContain('passwordHash');
  });

  it('keeps unions working when the data carries more than the schema', () => {
    const schema = z.object({
      owner: z.object({ id: z.string() }).nullable(),
      item: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('a'), a: z.number() }),
        z.object({ kind: z.literal('b'), b: z.string() }),
      ]),
      days: z.record(z.string(), z.object({ count: z.number().int() })),
    });
    const data = {
      owner: { id: 'o', secret: 1 },
      item: { kind: 'b', b: 'x', secret: 2 },
      days: { '2026-03-01': { count: 2, secret: 3 } },
    };
    expect(JSON.parse(serialize(schema, data))).toEqual({
      owner: { id: 'o' },
      item: { kind: 'b', b: 'x' },
      days: { '2026-03-01': { count: 2 } },
    });
    expect(serialize(schema, { ...data, owner: null })).toContain('"owner":null');
  });

  it('fails a reply that lacks a required property, as the zod parse did', () => {
    const schema = z.object({ message: z.string(), code: z.string().optional() });
    expect(serialize(schema, { message: 'm' })).toBe('{"message":"m"}');
    expect(() => serialize(schema, { code: 'X' })).toThrow();
    expect(() => zodSerialize(schema, { code: 'X' })).toThrow();
  });

  it('writes what the zod serializer wrote for the shapes the API sends', () => {
    const user: shared.User = {
      _id: '0b5b6f3e-4a8e-4a5e-9f7e-3c1d2b4a5e6f',
      name: 'Ada "Countess" Lovelace \u2028 😀',
      email: 'ada@example.com',
      timezone: 'Europe/London',
      subscription: {
        type: 'premium',
        priceType: null,
        expiredAt: '2026-03-01T10:00:00.000Z',
        cancelAtPeriodEnd: true,
        launchOffer: false,
      },
      points: 12,
      createdAt: '2026-01-01T00:00:00.000Z',
      reminder: { enabled: true, time: '20:00', days: [0, 6] },
      weeklyReport: false,
      theme: 'dark',
      accent: 'ocean',
    };
    const cases: [z.core.$ZodType, unknown][] = [
      [shared.userResponseSchema, { user: { ...user, passwordHash: 'h' } }],
      [shared.errorResponseSchema, { message: 'Bad', fields: { name: 'Too short' } }],
      [
        shared.statsSchema,
        {
          points: 3,
          streaks: { h1: { current: 1, longest: 2 } },
          weeklyChallenge: {
            id: 'w',
            title: 'T',
            description: 'D',
            target: 5,
            progress: 1,
            completed: false,
            reward: 50,
            startsOn: '2026-03-02',
            endsOn: '2026-03-08',
          },
          badges: [{ id: 'b', name: 'B', earnedAt: '2026-03-01T10:00:00.000Z' }],
          freezes: {
            held: 1,
            max: 2,
            price: 200,
            recentUses: [
              {
                habitId: '0b5b6f3e-4a8e-4a5e-9f7e-3c1d2b4a5e6f',
                habitName: 'Read',
                date: '2026-03-01',
                usedAt: '2026-03-02T10:00:00.000Z',
              },
            ],
          },
        },
      ],
      ...(
        [
          { kind: 'daily' },
          { kind: 'weekdays', days: [1, 3, 5] },
          { kind: 'weekly', times: 3 },
        ] as const
      ).map((schedule): [z.core.$ZodType, unknown] => [
        shared.habitSchema,
        {
          _id: '0b5b6f3e-4a8e-4a5e-9f7e-3c1d2b4a5e6f',
          name: 'Read',
          category: 'Learning',
          dailyTarget: 1,
          icon: 'book',
          color: '#3B82F6',
          description: '',
          createdAt: '2026-03-01T10:00:00.000Z',
          archivedAt: null,
          schedule,
          completions: [
            { date: '2026-03-01', count: 1, status: 'done' },
            { date: '2026-03-02', count: 0, status: 'protected' },
            { date: '2026-03-03', count: 0, status: 'missed' },
          ],
          streak: { current: 1, longest: 1 },
          today: { date: '2026-03-04', completed: 0, target: 1, isComplete: false },
          restDays: [
            { date: '2026-03-04', reason: null },
            { date: '2026-03-09', reason: 'dentist' },
          ],
        },
      ]),
      [
        z.array(shared.badgeStatusSchema),
        [{ id: 'b', name: 'B', description: 'D', icon: 'i', earned: false, earnedAt: null }],
      ],
    ];
    for (const [schema, data] of cases) {
      expect(serialize(schema, data)).toBe(zodSerialize(schema, data));
    }
  });

  it('turns a Date into the ISO text toISOString gives', () => {
    const at = new Date('2026-03-01T10:00:00.000Z');
    expect(serialize(z.object({ at: z.string() }), { at })).toBe(
      '{"at":"2026-03-01T10:00:00.000Z"}',
    );
  });
});

describe('every response schema', () => {
  it('of the shared package compiles for fast-json-stringify', () => {
    const schemas = Object.values(shared as Record<string, unknown>).filter(
      (value): value is z.core.$ZodType => value instanceof z.core.$ZodType,
    );
    expect(schemas.length).toBeGreaterThan(30);
    for (const schema of schemas) expect(() => fastJson(responseJsonSchema(schema))).not.toThrow();
  });

  it('that a route of the app declares compiles for fast-json-stringify', () => {
    const ofRoutes = declared.filter(({ url }) => url !== '/x');
    expect(ofRoutes.length).toBeGreaterThan(100);
    for (const { url, status, schema } of ofRoutes) {
      const target = schema instanceof z.core.$ZodType ? schema : null;
      expect(target, `${url} ${status}`).not.toBeNull();
      expect(
        () => fastJson(responseJsonSchema(target as z.core.$ZodType)),
        `${url} ${status}`,
      ).not.toThrow();
    }
  });
});

describe('the signed-in user', () => {
  it('never leaves the server with the password hash, in any reply about them', async () => {
    const { token, user } = await signupVerified(t);
    const [row] = await db(t)
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user._id));
    const hash = row?.hash ?? '';
    expect(hash).toMatch(/^\$argon2/);
    for (const url of ['/api/auth/me', '/api/auth/my-data']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(hash);
      expect(res.body).not.toContain('$argon2');
      expect(res.body).not.toMatch(/passwordHash|password_hash/);
    }
  });
});
