import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Pending mail is sealed with AES-256-GCM under a key derived from the server secret, so the
 * outbox table alone (a backup, a read replica, a stolen dump) does not reveal the reset and
 * verification links it holds. GCM also refuses a row that was altered.
 */
const VERSION = 'v1';
const IV_BYTES = 12;

export type SealKey = Buffer;

/** One key per secret and purpose: the signing key itself is never used to encrypt. */
export function deriveSealKey(secret: Uint8Array): SealKey {
  return Buffer.from(hkdfSync('sha256', secret, 'streakwise', 'mail-outbox v1', 32));
}

export function seal(key: SealKey, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body].map(encode).join('.');
}

/** The plaintext, or an error when the row was sealed under another secret or altered. */
export function unseal(key: SealKey, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) {
    throw new Error('not a sealed message');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

function encode(part: string | Buffer): string {
  return typeof part === 'string' ? part : part.toString('base64url');
}
