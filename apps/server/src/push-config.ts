import { createECDH } from 'node:crypto';
import { z } from 'zod';
import { dataDirSecret } from './secret-file.js';

/** What the push settings read from the environment (config.ts merges it into its schema). */
export const pushEnvSchema = z.object({
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .optional(),
  PUSH_ALLOW_PRIVATE_ENDPOINTS: z.enum(['0', '1']).optional(),
});

export type PushEnv = z.infer<typeof pushEnvSchema>;

export interface PushConfig {
  /** RFC 8292 application server keys, base64url: the uncompressed P-256 point and the scalar. */
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** http: and private addresses accepted as push endpoints (tests, local development only). */
  allowPrivateEndpoints: boolean;
}

class PushConfigError extends Error {}

const P256_POINT_BYTES = 65;
const P256_SCALAR_BYTES = 32;

function newKeyPair(): string {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return JSON.stringify({
    publicKey: ecdh.getPublicKey('base64url', 'uncompressed'),
    privateKey: ecdh.getPrivateKey('base64url'),
  });
}

const decodedLength = (key: string) =>
  /^[A-Za-z0-9_-]+$/.test(key) ? Buffer.from(key, 'base64url').length : -1;

/**
 * The VAPID keys and the endpoint policy. In production all three settings are required; on the
 * embedded defaults a key pair is made once and kept in DATA_DIR (`vapid-keys`, mode 0600), like
 * the dev JWT secret. Throws with a sentence naming the setting at fault.
 */
export function loadPushConfig(
  env: PushEnv,
  options: { isProduction: boolean; dataDir: string; supportEmail: string },
  ConfigError: new (message: string) => Error = PushConfigError,
): PushConfig {
  const allowPrivateEndpoints = env.PUSH_ALLOW_PRIVATE_ENDPOINTS === '1';
  if (options.isProduction) {
    for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const) {
      if (!env[name]) {
        throw new ConfigError(
          `${name} is required in production: push reminders are signed with the VAPID keys (npx web-push generate-vapid-keys).`,
        );
      }
    }
    if (allowPrivateEndpoints) {
      throw new ConfigError(
        'PUSH_ALLOW_PRIVATE_ENDPOINTS=1 is refused in production: push endpoints must be public https: addresses.',
      );
    }
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither.',
    );
  }
  const keys =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : (JSON.parse(dataDirSecret(options.dataDir, 'vapid-keys', newKeyPair)) as {
          publicKey: string;
          privateKey: string;
        });
  if (decodedLength(keys.publicKey) !== P256_POINT_BYTES) {
    throw new ConfigError(
      'VAPID_PUBLIC_KEY is not a P-256 public key: it must be the 65-byte uncompressed point in base64url.',
    );
  }
  if (decodedLength(keys.privateKey) !== P256_SCALAR_BYTES) {
    throw new ConfigError(
      'VAPID_PRIVATE_KEY is not a P-256 private key: it must be 32 bytes in base64url.',
    );
  }
  return {
    vapid: { ...keys, subject: env.VAPID_SUBJECT ?? `mailto:${options.supportEmail}` },
    allowPrivateEndpoints,
  };
}
