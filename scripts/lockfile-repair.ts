/**
 * One-off maintenance of package-lock.json, for when a tool left it
 * incomplete (`npm run lockfile:repair`, then commit the result):
 *
 * 1. Adds the entries of optional, platform-specific packages that npm left
 *    out because the registry it resolved against does not carry them (our
 *    mirror serves only some platforms' binaries, e.g. Tailwind's
 *    `@tailwindcss/oxide-darwin-arm64` answers 404). Without them `npm ci`
 *    stops with "Missing: … from lock file". Each entry names the version its
 *    parent asks for and the os/cpu read from the package name, so npm skips
 *    it on other platforms.
 * 2. Gives every entry the registry serves its published `integrity` hash,
 *    so `npm ci` verifies every tarball it installs.
 *
 * It is not an install hook on purpose: `npm ci` accepts or refuses the lock
 * before any hook runs, and a hook that rewrites the lock dirties the tree.
 * `scripts/lockfile.test.ts` (part of `npm test`) fails until the lock is whole.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { lockPath, packageNameAt, readLockfile, type LockEntry } from './support/lockfile.ts';

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

const lock = readLockfile();

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
}

const registry = execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' })
  .trim()
  .replace(/\/?$/, '/');

/** The abbreviated packument: every version's dist.integrity, one request per name. */
const packuments = new Map<string, Promise<Record<string, string> | undefined>>();
function integritiesOf(name: string) {
  let found = packuments.get(name);
  if (!found) {
    found = fetch(`${registry}${name.replace('/', '%2f')}`, {
      headers: { accept: 'application/vnd.npm.install-v1+json' },
    }).then(async (response) => {
      if (!response.ok) return undefined;
      const body = (await response.json()) as {
        versions: Record<string, { dist?: { integrity?: string } }>;
      };
      return Object.fromEntries(
        Object.entries(body.versions).flatMap(([version, manifest]) =>
          manifest.dist?.integrity ? [[version, manifest.dist.integrity] as const] : [],
        ),
      );
    });
    packuments.set(name, found);
  }
  return found;
}

const queue = Object.entries(lock.packages).filter(
  ([location, entry]) => location !== '' && !entry.link && !entry.integrity && entry.version,
);
const unserved: string[] = [];
let hashed = 0;
async function worker() {
  for (let item = queue.shift(); item; item = queue.shift()) {
    const [location, entry] = item;
    const name = packageNameAt(location, entry);
    const integrity = (await integritiesOf(name))?.[entry.version!];
    if (!integrity) {
      unserved.push(`${name}@${entry.version}`);
      continue;
    }
    // npm writes integrity right after version (and resolved, which this project omits).
    const { version, ...rest } = entry;
    lock.packages[location] = { version, integrity, ...rest };
    hashed += 1;
  }
}
await Promise.all(Array.from({ length: 8 }, worker));

writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  `package-lock.json: ${added.length} platform entries added, ${hashed} integrity hashes added.`,
);
if (added.length > 0) console.log(`  added: ${added.join(', ')}`);
if (unserved.length > 0) {
  console.log(`Not served by ${registry}, left without a hash:\n  ${unserved.sort().join('\n  ')}`);
}
