import { describe, expect, it } from 'vitest';
import { hashPassword, hashToken, newToken, verifyPassword } from './secrets.ts';

describe('account secrets', () => {
  it('hashes passwords with argon2id at 19 MiB, 2 passes, and verifies them', async () => {
    const stored = await hashPassword('Correct-Horse-9');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Correct-Horse-9')).toBe(true);
    expect(await verifyPassword(stored, 'correct-horse-9')).toBe(false);
  });

  it('fails an unknown account after doing the same work', async () => {
    expect(await verifyPassword(undefined, 'anything')).toBe(false);
  });

  it('treats a corrupt stored hash as a wrong password, not a crash', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('makes 256-bit URL-safe tokens and stores only their SHA-256', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
  });
});
