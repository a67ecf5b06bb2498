import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const lockPath = path.join(root, 'package-lock.json');

export interface LockEntry {
  name?: string;
  version?: string;
  integrity?: string;
  link?: boolean;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

export interface Lockfile {
  packages: Record<string, LockEntry>;
}

export function readLockfile(file = lockPath): Lockfile {
  return JSON.parse(readFileSync(file, 'utf8')) as Lockfile;
}

/** The registry name of the package installed at a lock location (aliases carry `name`). */
export function packageNameAt(location: string, entry: LockEntry): string {
  return (
    entry.name ?? location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length)
  );
}

/**
 * True for another platform's optional binary (an `os`/`cpu` the machine is
 * not): npm skips it here, and the registry mirror this project installs from
 * does not serve every platform, so its hash may be unknown.
 */
export function isForeignPlatformBinary(
  entry: LockEntry,
  platform: string = process.platform,
  arch: string = process.arch,
): boolean {
  if (!entry.optional || (!entry.os && !entry.cpu)) return false;
  const matches = (list: string[] | undefined, value: string) =>
    !list || list.some((item) => (item.startsWith('!') ? item.slice(1) !== value : item === value));
  return !(matches(entry.os, platform) && matches(entry.cpu, arch));
}

/** Lock entries that would install without their tarball being checked. */
export function entriesWithoutIntegrity(lock: Lockfile): string[] {
  return Object.entries(lock.packages)
    .filter(
      ([location, entry]) =>
        location !== '' && !entry.link && !entry.integrity && !isForeignPlatformBinary(entry),
    )
    .map(([location, entry]) => `${packageNameAt(location, entry)}@${entry.version ?? '?'}`);
}

/**
 * Asks npm itself whether `npm ci` would accept the lock for package.json
 * (a dry run on copies, offline: nothing is fetched or installed). Returns
 * npm's complaint, or undefined when the two are in sync.
 */
export function lockSyncProblem(dir = root): string | undefined {
  const scratch = mkdtempSync(path.join(tmpdir(), 'lock-check-'));
  try {
    copyFileSync(path.join(dir, 'package.json'), path.join(scratch, 'package.json'));
    copyFileSync(path.join(dir, 'package-lock.json'), path.join(scratch, 'package-lock.json'));
    execFileSync(
      'npm',
      ['ci', '--dry-run', '--ignore-scripts', '--offline', '--no-audit', '--no-fund'],
      { cwd: scratch, stdio: 'pipe', encoding: 'utf8' },
    );
    return undefined;
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? error);
    return stderr
      .split('\n')
      .filter((line) => line.startsWith('npm error') && line.trim() !== 'npm error')
      .slice(0, 6)
      .join('\n');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
