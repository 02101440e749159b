import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { headerText } from './hostile.js';
import type { ActorName, World } from './world.js';

/* The Authorization header: valid, mangled, forged or raw. */

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
export function authArb(): fc.Arbitrary<Auth> {
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

export async function authorization(auth: Auth, w: World): Promise<string | string[] | undefined> {
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
