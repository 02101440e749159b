import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SITE_INFO, type SiteInfo } from '@streakwise/shared';
import { z } from 'zod';
import { loadPushConfig, pushEnvSchema, type PushConfig } from './push-config.js';
import { dataDirSecret } from './secret-file.js';

/** The repository root: `data/` lives here by default (docs/architecture.md §3). */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const flag = z.enum(['on', 'off']);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    APP_URL: z.url().optional(),
    DATABASE_URL: z.string().optional(),
    DATA_DIR: z.string().optional(),
    JWT_SECRET: z.string().optional(),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().optional(),
    PAYMENT_PROVIDER: z.enum(['mock', 'stripe']).default('mock'),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_API_BASE: z.url().optional(),
    REDIS_URL: z.string().optional(),
    AI_BASE_URL: z.url().optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().optional(),
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
    TEST_CLOCK: z.enum(['0', '1']).optional(),
    LAUNCH_OFFER_LIMIT: z.coerce.number().int().min(0).default(100),
    RATE_LIMITS: flag.default('on'),
    JOBS: flag.default('on'),
    HABIT_LIST_CACHE_MB: z.coerce.number().min(0).max(1024).default(16),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    BRAND_NAME: z.string().default(DEFAULT_SITE_INFO.brandName),
    COMPANY_NAME: z.string().default(DEFAULT_SITE_INFO.companyName),
    COMPANY_NUMBER: z.string().default(DEFAULT_SITE_INFO.companyNumber),
    COMPANY_ADDRESS: z.string().default(DEFAULT_SITE_INFO.companyAddress),
    SUPPORT_EMAIL: z.email().default(DEFAULT_SITE_INFO.supportEmail),
    COMPLAINTS_EMAIL: z.email().default(DEFAULT_SITE_INFO.complaintsEmail),
    CONTACT_EMAIL: z.email().default(DEFAULT_SITE_INFO.contactEmail),
  })
  .extend(pushEnvSchema.shape);

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  /**
   * APP_URL unset outside production: links follow the local address a request came in on
   * (plugins/public-url.ts), so a person on 127.0.0.1 or a LAN address is not sent to localhost.
   */
  appUrlFollowsHost: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: Uint8Array;
  smtpUrl: string | undefined;
  mailFrom: string;
  paymentProvider: Env['PAYMENT_PROVIDER'];
  redisUrl: string | undefined;
  stripe: { secretKey: string; webhookSecret: string; apiBase: string | undefined } | null;
  /** The optional OpenAI-compatible suggestions endpoint; null means the built-in recommender. */
  ai: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | null;
  testClock: boolean;
  launchOfferLimit: number;
  rateLimits: boolean;
  /** The scheduled-mail engine (pg-boss); off only for test apps that do not exercise it. */
  jobs: boolean;
  /** Memory for habit-list replies kept between requests; 0 keeps none. */
  habitListCacheBytes: number;
  logLevel: Env['LOG_LEVEL'];
  /** Web push: the VAPID keys and the endpoint policy (push-config.ts). */
  push: PushConfig;
  /** The site's details (packages/shared/src/constants/site.ts), the brand's name as `name`. */
  brand: { name: string } & Omit<SiteInfo, 'brandName' | 'companyRegisterUrl'>;
  webDistDir: string;
}

export class ConfigError extends Error {}

/** HS256 wants a key of at least 256 bits (docs/architecture.md §5). */
const MIN_SECRET_BYTES = 32;

function devSecret(dataDir: string): Uint8Array {
  const secret = dataDirSecret(dataDir, 'jwt-secret', () =>
    randomBytes(MIN_SECRET_BYTES).toString('hex'),
  );
  return new TextEncoder().encode(secret);
}

/** Parses the environment once, at boot. Throws a ConfigError whose message names the problem. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(
      `Invalid configuration: ${issue?.path.join('.') ?? 'environment'}: ${issue?.message ?? 'invalid'}.`,
    );
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));

  if (isProduction) {
    if (!env.JWT_SECRET) {
      throw new ConfigError(
        'JWT_SECRET is required in production: set it to at least 32 random bytes.',
      );
    }
    if (!env.APP_URL) {
      throw new ConfigError(
        'APP_URL is required in production: set it to the public address of the app.',
      );
    }
    if (!env.SMTP_URL) {
      throw new ConfigError(
        'SMTP_URL is required in production: without it no mail would reach anyone.',
      );
    }
    if (env.PAYMENT_PROVIDER === 'mock') {
      throw new ConfigError(
        'PAYMENT_PROVIDER=mock is refused in production: set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
      );
    }
  }
  if (env.PAYMENT_PROVIDER === 'stripe' && (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
    );
  }
  if (env.AI_BASE_URL && !env.AI_MODEL) {
    throw new ConfigError('AI_BASE_URL needs AI_MODEL: name the model the endpoint should use.');
  }
  if (env.TEST_CLOCK === '1' && env.NODE_ENV !== 'test') {
    throw new ConfigError('TEST_CLOCK=1 is only allowed when NODE_ENV=test.');
  }

  const jwtSecret = env.JWT_SECRET ? new TextEncoder().encode(env.JWT_SECRET) : devSecret(dataDir);
  if (jwtSecret.byteLength < MIN_SECRET_BYTES) {
    throw new ConfigError(
      `JWT_SECRET is too short: it must be at least ${MIN_SECRET_BYTES} bytes.`,
    );
  }

  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    appUrlFollowsHost: !env.APP_URL && !isProduction,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    jwtSecret,
    smtpUrl: env.SMTP_URL,
    mailFrom:
      env.MAIL_FROM ??
      `${env.BRAND_NAME} <no-reply@${env.SUPPORT_EMAIL.split('@')[1] ?? 'example.com'}>`,
    paymentProvider: env.PAYMENT_PROVIDER,
    redisUrl: env.REDIS_URL,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE,
          }
        : null,
    ai:
      env.AI_BASE_URL && env.AI_MODEL
        ? {
            baseUrl: env.AI_BASE_URL.replace(/\/+$/, ''),
            apiKey: env.AI_API_KEY,
            model: env.AI_MODEL,
            timeoutMs: env.AI_TIMEOUT_MS,
          }
        : null,
    testClock: env.NODE_ENV === 'test' && env.TEST_CLOCK === '1',
    launchOfferLimit: env.LAUNCH_OFFER_LIMIT,
    // NOTE: rate limits can be switched off for test runs only; production always has them.
    rateLimits: isProduction || env.RATE_LIMITS === 'on',
    // NOTE: like rate limits, JOBS=off is for tests and a second local process; production mails.
    jobs: isProduction || env.JOBS === 'on',
    // Memory for habit-list replies kept between requests (0 turns the cache off):
    // docs/decisions/014-habit-list-cache.md.
    habitListCacheBytes: Math.floor(env.HABIT_LIST_CACHE_MB * 1024 * 1024),
    logLevel: env.LOG_LEVEL,
    push: loadPushConfig(
      env,
      { isProduction, dataDir, supportEmail: env.SUPPORT_EMAIL },
      ConfigError,
    ),
    brand: {
      name: env.BRAND_NAME,
      companyName: env.COMPANY_NAME,
      companyNumber: env.COMPANY_NUMBER,
      companyAddress: env.COMPANY_ADDRESS,
      supportEmail: env.SUPPORT_EMAIL,
      complaintsEmail: env.COMPLAINTS_EMAIL,
      contactEmail: env.CONTACT_EMAIL,
    },
    webDistDir: path.join(repoRoot, 'apps/web/dist'),
  };
}
