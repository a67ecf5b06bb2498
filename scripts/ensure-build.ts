/**
 * `npm start` runs this first: it builds the app when there is no build or
 * when any source file is newer than the build, so a fresh clone or an edited
 * checkout always serves what its sources say.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const marker = path.join(root, 'build', 'server', 'index.js');
const inputs = [
  'src/app',
  'src/shared',
  'public',
  'vite.config.ts',
  'react-router.config.ts',
  'package-lock.json',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
const sourcesAt = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))));

if (builtAt === 0 || sourcesAt > builtAt) {
  console.log(
    builtAt === 0
      ? 'No build found; building…'
      : 'Sources changed since the last build; rebuilding…',
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
