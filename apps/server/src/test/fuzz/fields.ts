import { HABIT_CATEGORIES } from '@streakwise/shared';
import fc from 'fast-check';
import { MAIL_KINDS, signUnsubscribeToken } from '../../modules/reminders/unsubscribe-token.js';
import type { Value } from './json-text.js';
import { type Ctx, DAY_MS, idArb, pick } from './pools.js';
import type { ActorName } from './world.js';

/* Good values for fields the schema types loosely: days, instants, emails, tokens, ids. */

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
export function tokenArb(name: string, { w }: Ctx): fc.Arbitrary<string> {
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
export const FIELD_COLLECTIONS: Record<string, string> = {
  habitId: '/api/habits',
  orderId: '/api/subscription',
};

/** A good value for a string the schema types only loosely, guessed from the field's name. */
export function hinted(name: string, ctx: Ctx): fc.Arbitrary<Value> | undefined {
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
