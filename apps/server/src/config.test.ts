import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { TEST_VAPID } from './test/vapid.js';

const SECRET = 'a-production-secret-of-at-least-32-bytes!';
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: SECRET,
  APP_URL: 'https://streakwise.example',
  SMTP_URL: 'smtp://mailer:secret@smtp.example:587',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
  ...TEST_VAPID,
};

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'streakwise-config-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The ConfigError that loading `env` throws (fails the test if it loads). */
function refusal(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error('expected the configuration to be refused');
}

describe('production configuration', () => {
  it('loads when every required variable is set, with rate limits on', () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({
      isProduction: true,
      rateLimits: true,
      testClock: false,
      appUrl: 'https://streakwise.example',
    });
    expect(new TextDecoder().decode(config.jwtSecret)).toBe(SECRET);
  });

  it('requires JWT_SECRET', () => {
    const { JWT_SECRET: _omit, ...env } = PRODUCTION;
    expect(refusal({ ...env, DATA_DIR: tempDir() }).message).toMatch(/JWT_SECRET/);
  });

  it('refuses the mock payment provider, also when PAYMENT_PROVIDER is unset', () => {
    const { PAYMENT_PROVIDER: _omit, ...env } = PRODUCTION;
    expect(refusal(env).message).toMatch(/PAYMENT_PROVIDER/);
    expect(refusal({ ...PRODUCTION, PAYMENT_PROVIDER: 'mock' }).message).toMatch(
      /PAYMENT_PROVIDER/,
    );
  });

  it('requires APP_URL and SMTP_URL', () => {
    const { APP_URL: _a, ...noAppUrl } = PRODUCTION;
    const { SMTP_URL: _s, ...noSmtp } = PRODUCTION;
    expect(refusal(noAppUrl).message).toMatch(/APP_URL/);
    expect(refusal(noSmtp).message).toMatch(/SMTP_URL/);
  });

  it('refuses a JWT_SECRET shorter than 256 bits', () => {
    expect(refusal({ ...PRODUCTION, JWT_SECRET: 'x'.repeat(31) }).message).toMatch(/JWT_SECRET/);
    expect(
      refusal({ NODE_ENV: 'development', JWT_SECRET: 'short', DATA_DIR: tempDir() }).message,
    ).toMatch(/JWT_SECRET/);
  });

  it('ignores RATE_LIMITS=off', () => {
    expect(loadConfig({ ...PRODUCTION, RATE_LIMITS: 'off' }).rateLimits).toBe(true);
  });

  it('refuses stripe without its keys', () => {
    const { STRIPE_WEBHOOK_SECRET: _omit, ...env } = PRODUCTION;
    expect(refusal(env).message).toMatch(/STRIPE_WEBHOOK_SECRET/);
  });
});

describe('test and development configuration', () => {
  it('allows RATE_LIMITS=off only outside production', () => {
    expect(
      loadConfig({ NODE_ENV: 'test', JWT_SECRET: SECRET, RATE_LIMITS: 'off' }).rateLimits,
    ).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: SECRET }).rateLimits).toBe(true);
  });

  it('allows TEST_CLOCK=1 only with NODE_ENV=test', () => {
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: SECRET, TEST_CLOCK: '1' }).testClock).toBe(
      true,
    );
    expect(
      refusal({ NODE_ENV: 'development', JWT_SECRET: SECRET, TEST_CLOCK: '1' }).message,
    ).toMatch(/TEST_CLOCK/);
    expect(refusal({ ...PRODUCTION, TEST_CLOCK: '1' }).message).toMatch(/TEST_CLOCK/);
  });

  it('names the variable a malformed value came from', () => {
    expect(refusal({ NODE_ENV: 'test', JWT_SECRET: SECRET, PORT: 'eighty' }).message).toMatch(
      /PORT/,
    );
    expect(refusal({ NODE_ENV: 'test', JWT_SECRET: SECRET, RATE_LIMITS: 'maybe' }).message).toMatch(
      /RATE_LIMITS/,
    );
  });

  it('generates a development secret once into DATA_DIR and reuses it', () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(first.jwtSecret.byteLength).toBeGreaterThanOrEqual(32);
    expect(new TextDecoder().decode(first.jwtSecret)).toBe(readFileSync(file, 'utf8').trim());
    expect(statSync(file).mode & 0o077).toBe(0);

    const second = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(Buffer.from(second.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(true);

    const elsewhere = loadConfig({ NODE_ENV: 'development', DATA_DIR: tempDir() });
    expect(Buffer.from(elsewhere.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(false);
  });

  it('defaults APP_URL to the local port and trims a trailing slash', () => {
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: SECRET, PORT: '4123' }).appUrl).toBe(
      'http://localhost:4123',
    );
    expect(
      loadConfig({ NODE_ENV: 'test', JWT_SECRET: SECRET, APP_URL: 'https://x.example/' }).appUrl,
    ).toBe('https://x.example');
  });
});

describe('web push configuration', () => {
  it('requires each VAPID setting in production, naming it', () => {
    for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const) {
      const env: Record<string, string> = { ...PRODUCTION };
      delete env[name];
      expect(refusal(env).message).toMatch(new RegExp(`^${name} is required in production`));
    }
  });

  it('refuses PUSH_ALLOW_PRIVATE_ENDPOINTS=1 in production and a key that is not a P-256 key', () => {
    expect(refusal({ ...PRODUCTION, PUSH_ALLOW_PRIVATE_ENDPOINTS: '1' }).message).toMatch(
      /PUSH_ALLOW_PRIVATE_ENDPOINTS/,
    );
    expect(refusal({ ...PRODUCTION, VAPID_PUBLIC_KEY: 'c2hvcnQ' }).message).toMatch(
      /^VAPID_PUBLIC_KEY/,
    );
    expect(refusal({ ...PRODUCTION, VAPID_SUBJECT: 'push@example.com' }).message).toMatch(
      /VAPID_SUBJECT/,
    );
    expect(loadConfig(PRODUCTION).push).toEqual({
      vapid: {
        publicKey: TEST_VAPID.VAPID_PUBLIC_KEY,
        privateKey: TEST_VAPID.VAPID_PRIVATE_KEY,
        subject: TEST_VAPID.VAPID_SUBJECT,
      },
      allowPrivateEndpoints: false,
    });
  });

  it('generates a development key pair once into DATA_DIR (mode 0600) and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).push;
    const file = path.join(dataDir, 'vapid-keys');
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(Buffer.from(first.vapid.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.vapid.publicKey, 'base64url')[0]).toBe(4);
    expect(first.vapid.subject).toMatch(/^mailto:/);
    const second = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).push;
    expect(second.vapid).toEqual(first.vapid);
    const elsewhere = loadConfig({ NODE_ENV: 'development', DATA_DIR: tempDir() }).push;
    expect(elsewhere.vapid.publicKey).not.toBe(first.vapid.publicKey);
  });
});
