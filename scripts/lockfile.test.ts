import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  entriesWithoutIntegrity,
  isForeignPlatformBinary,
  lockSyncProblem,
  readLockfile,
  root,
} from './support/lockfile.ts';

/**
 * The lock file is what `npm ci` trusts: every package it installs here must
 * carry the registry's hash, and package.json must not have moved on from it.
 * `npm run lockfile:repair` fixes the first; `npm install` the second.
 */
describe('package-lock.json', () => {
  it('pins every package this machine installs with an integrity hash', () => {
    expect(entriesWithoutIntegrity(readLockfile())).toEqual([]);
  });

  it('is in sync with package.json (npm ci would accept it)', () => {
    expect(lockSyncProblem()).toBeUndefined();
  }, 60_000);

  it('the hash rule spares only other platforms’ optional binaries', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/plain': { version: '1.0.0' },
        'node_modules/here-binary': {
          version: '1.0.0',
          optional: true,
          os: [process.platform],
          cpu: [process.arch],
        },
        'node_modules/elsewhere-binary': {
          version: '1.0.0',
          optional: true,
          os: ['aix'],
          cpu: ['ppc64'],
        },
        'node_modules/hashed': { version: '1.0.0', integrity: 'sha512-x' },
      },
    };
    expect(entriesWithoutIntegrity(lock)).toEqual(['plain@1.0.0', 'here-binary@1.0.0']);
    expect(isForeignPlatformBinary({ optional: true, os: ['!win32'] }, 'linux', 'x64')).toBe(false);
    expect(isForeignPlatformBinary({ optional: true, os: ['!linux'] }, 'linux', 'x64')).toBe(true);
  });

  it('the sync check reports a lock that no longer matches package.json', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-test-'));
    try {
      const manifest = JSON.parse(
        JSON.stringify(readLockfile(path.join(root, 'package.json')) as unknown),
      ) as { dependencies: Record<string, string> };
      manifest.dependencies['zod'] = '0.0.1';
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
      writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify(readLockfile()));
      expect(lockSyncProblem(dir)).toMatch(/zod/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
