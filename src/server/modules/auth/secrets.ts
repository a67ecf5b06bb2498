import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * The secrets of the account system. Bearer tokens and e-mailed link tokens
 * are 256 random bits; the database only ever sees their SHA-256, so a leaked
 * table cannot be replayed (a fast hash is right here: the input is random,
 * not a guessable password).
 */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). The library's
 * default algorithm is argon2id (its const enum cannot be imported under
 * verbatimModuleSyntax); secrets.test.ts checks the hashes say so.
 */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

/** A hash of nothing anyone knows, verified when the address is unknown so both answers take as long. */
let decoy: Promise<string> | undefined;

/** Compares a password with a stored hash; a missing hash costs the same time and fails. */
export async function verifyPassword(storedHash: string | undefined, password: string) {
  if (storedHash === undefined) {
    decoy ??= hashPassword(newToken());
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
