/**
 * Adds the lock entries of optional, platform-specific packages that npm left
 * out because the registry it resolved against does not carry them (our
 * registry mirror serves only some platforms' binaries, e.g. Tailwind's
 * `@tailwindcss/oxide-darwin-arm64` answers 404). A lock file written on the
 * public registry lists every platform's package; without those entries
 * `npm ci` stops with "Missing: … from lock file" on every machine.
 *
 * Each added entry names the version its parent asks for and the os/cpu read
 * from the package name, so npm skips it on other platforms and fetches it by
 * name where it applies. Runs as `postinstall`; a no-op when nothing is
 * missing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const lockPath = path.resolve(import.meta.dirname, '..', 'package-lock.json');

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const OSES = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'win32',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPUS = [
  'arm64',
  'x64',
  'arm',
  'ia32',
  'wasm32',
  'riscv64',
  'ppc64',
  's390x',
  'loong64',
  'mips64el',
];

/** os, cpu and libc as npm would read them from the package's own manifest. */
function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | undefined {
  const parts = name.split('/').pop()!.split('-');
  const os = OSES.find((value) => parts.includes(value));
  const cpu = CPUS.find((value) => parts.includes(value));
  if (!cpu) return undefined;
  const libc = parts.includes('musl')
    ? 'musl'
    : parts.includes('gnu') || parts.includes('gnueabihf')
      ? 'glibc'
      : undefined;
  return {
    ...(os ? { os: [os] } : {}),
    cpu: [cpu],
    ...(os === 'linux' && libc ? { libc: [libc] } : {}),
  };
}

const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockEntry> };
const added: string[] = [];

for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue;
    lock.packages[hoisted] = {
      version: range,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added.push(`${name}@${range}`);
  }
}

if (added.length > 0) {
  // npm keeps the packages map sorted by location.
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: added ${added.length} platform entries (${added.join(', ')})`);
}
