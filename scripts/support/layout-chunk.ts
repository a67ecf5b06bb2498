import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Chunking rule for the client build (vite.config.ts). Left to itself the
 * bundler gives every module shared by a different set of routes a file of
 * its own, so the home page preloaded some 35 files, many holding one icon:
 * per-file overhead in the gzip total and, over HTTP/1.1, a queue of
 * requests ahead of first paint. The modules the root layout imports
 * statically (header, footer, toasts, chat launcher) load on every page
 * anyway, and so does the small design system (components/ui,
 * components/sections, lib), so they share one `layout` chunk with exactly
 * the icons they use. Page code stays with its route; code loaded on demand
 * (dynamic import) stays in its own chunks.
 *
 * The membership is computed from the source files, not from the bundler's
 * graph: through the lucide-react barrel every icon looks like a dependency
 * of every icon import, which is also why the group runs without
 * `includeDependenciesRecursively`.
 */

const appDir = path.resolve(import.meta.dirname, '../../src/app');
const LUCIDE = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]/;
const LUCIDE_ICON = /[\\/]icons[\\/]([a-z0-9-]+)\.mjs$/;
const LUCIDE_BARREL = /[\\/]lucide-react\.mjs$/;

/** Icon file name (circle-check) by every name lucide-react exports it under. */
function lucideIconFiles(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const barrel = path.join(
    path.dirname(require.resolve('lucide-react/package.json')),
    'dist/esm/lucide-react.mjs',
  );
  const map = new Map<string, string>();
  for (const line of readFileSync(barrel, 'utf8').split('\n')) {
    const match = /^export \{ (.+) \} from '\.\/icons\/([a-z0-9-]+)\.mjs';$/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    for (const name of match[1].matchAll(/default as (\w+)/g)) map.set(name[1] ?? '', match[2]);
  }
  return map;
}

/** Relative modules a file imports statically (type-only imports excluded). */
function staticImports(file: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(
    /^(?:import|export)\s+(?!type\s)[^'";]*?from\s+'(\.[^']+)'|^import\s+'(\.[^']+)'/gm,
  )) {
    const specifier = match[1] ?? match[2];
    if (!specifier || specifier.endsWith('.css') || specifier.includes('?')) continue;
    const resolved = path.resolve(path.dirname(file), specifier);
    if (existsSync(resolved)) found.push(resolved);
  }
  return found;
}

/** Names a file imports from 'lucide-react'. */
function lucideImports(source: string): string[] {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/)[0] ?? '')
      .filter(Boolean),
  );
}

function designSystemFiles(): string[] {
  return ['components/ui', 'components/sections', 'lib'].flatMap((folder) =>
    readdirSync(path.join(appDir, folder))
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => path.join(appDir, folder, name)),
  );
}

/** The source files and icon files that make up the layout chunk. */
export function layoutMembers(): { files: Set<string>; icons: Set<string> } {
  const iconFiles = lucideIconFiles();
  const files = new Set<string>();
  const icons = new Set<string>();
  const queue = [
    ...staticImports(
      path.join(appDir, 'root.tsx'),
      readFileSync(path.join(appDir, 'root.tsx'), 'utf8'),
    ),
    ...designSystemFiles(),
  ];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (files.has(file)) continue;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const name of lucideImports(source)) {
      const icon = iconFiles.get(name);
      if (icon) icons.add(icon);
    }
    queue.push(...staticImports(file, source));
  }
  return { files, icons };
}

let members: ReturnType<typeof layoutMembers> | undefined;

/** The code-splitting group's `name` function: 'layout' for members, else automatic chunking. */
export function layoutChunkName(id: string): string | null {
  members ??= layoutMembers();
  if (LUCIDE.test(id)) {
    if (LUCIDE_BARREL.test(id)) return null;
    const icon = LUCIDE_ICON.exec(id)?.[1];
    // createLucideIcon, Icon and their helpers: every icon needs them.
    if (icon === undefined) return 'layout';
    return members.icons.has(icon) ? 'layout' : null;
  }
  return members.files.has(path.resolve(id.split('?')[0] ?? id)) ? 'layout' : null;
}
