import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's argon2id parameters (docs/architecture.md §1): 19 MiB, 2 passes, 1 lane. The library's
 * default algorithm is argon2id (its const enum cannot be imported under verbatimModuleSyntax); a
 * test checks the stored hash says `$argon2id$`.
 */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * A real hash of a random password, made once: verifying against it when the address is unknown
 * costs the same as a real check, so timing does not reveal which addresses have accounts.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`no-such-user-${Math.random()}`);
  return dummyHash;
}
