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
 * anyway, and so does the part of the design system that the home page
 * uses (see designSystemFiles), so they share one `layout` chunk with
 * exactly the icons they use. Page code stays with its route; code loaded on demand
 * (dynamic import) stays in its own chunks.
 *
 * The membership is computed from the source files, not from the bundler's
 * graph: through the lucide-react barrel every icon looks like a dependency
 * of every icon import, which is also why the group runs without
 * `includeDependenciesRecursively`.
 */

const appDir = path.resolve(import.meta.dirname, '../../src/app');
/** The page the first-load budget is set for, and the one most visitors land on. */
const HOME_ROUTE = 'features/home/routes/home.tsx';
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

interface StaticImport {
  file: string;
  /** The names imported, or undefined for the whole module (default, namespace, side effect). */
  names: string[] | undefined;
}

const IMPORT =
  /^(?:import|export)\s+(?!type\s)([^'";]*?)\s*from\s+'(\.[^']+)'|^import\s+'(\.[^']+)'/gm;

/** Relative modules a file imports statically (type-only imports excluded), with the names taken. */
function staticImports(file: string, source: string): StaticImport[] {
  const found: StaticImport[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[2] ?? match[3];
    if (!specifier || specifier.endsWith('.css')) continue;
    // An asset's address (`?url`, e.g. the social icons' sprite) is a module
    // of one string: it goes where its importer goes. Other queries are skipped.
    const [bare = specifier, query] = specifier.split('?');
    if (query !== undefined && !/^url\b/.test(query)) continue;
    const resolved = path.resolve(path.dirname(file), bare);
    if (!existsSync(resolved)) continue;
    const clause = match[1] ?? '';
    const named = /^\{([^}]*)\}$/.exec(clause.trim());
    const names = named
      ? (named[1] ?? '')
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part && !part.startsWith('type '))
          .map((part) => part.split(/\s+as\s+/)[0] ?? part)
      : undefined;
    found.push({ file: resolved, names });
  }
  return found;
}

/**
 * A feature's `public.ts` only re-exports. Taking one name from it must not
 * pull in every module it re-exports (the leads feature offers both the
 * dialog provider every page needs and the contact form only /contact
 * needs), so re-export modules are followed name by name.
 */
function followed(entry: StaticImport, source: string): StaticImport[] {
  const imports = staticImports(entry.file, source);
  const reexportsOnly =
    imports.length > 0 && /^\s*(\/\*[\s\S]*?\*\/\s*)?(export\s[^;]*;\s*)*$/.test(source);
  if (!reexportsOnly || entry.names === undefined) return imports;
  const wanted = new Set(entry.names);
  return imports.filter((item) => item.names?.some((name) => wanted.has(name)) ?? true);
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

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(appDir, folder))
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => path.join(appDir, folder, name));
}

/** Every file reachable through static imports from `entries`, with its source. */
function reachable(entries: StaticImport[]): Map<string, string> {
  const sources = new Map<string, string>();
  const queue = [...entries];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const entry = queue.pop()!;
    const key = `${entry.file}|${entry.names?.join(',') ?? '*'}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const source = readFileSync(entry.file, 'utf8');
    sources.set(entry.file, source);
    queue.push(...followed(entry, source));
  }
  return sources;
}

/** Every source file a module reaches through static imports (what loads with it). */
export function staticGraph(file: string): Set<string> {
  return new Set(reachable([{ file, names: undefined }]).keys());
}

const SHARED_UI = ['components/ui', 'components/sections'].map(
  (folder) => path.join(appDir, folder) + path.sep,
);

/**
 * The design system's share of the layout chunk: all of lib, and the shared
 * components (components/ui, components/sections) that the home page uses.
 * The rest (tabs, FAQ accordions, testimonials, the video section) load with
 * the pages that use them, so a blog post or an account screen does not pay
 * for a marketing page's parts.
 */
function designSystemFiles(): string[] {
  const home = path.join(appDir, HOME_ROUTE);
  const usedByHome = reachable(staticImports(home, readFileSync(home, 'utf8')));
  const sharedUi = [...usedByHome.keys()].filter((file) =>
    SHARED_UI.some((dir) => file.startsWith(dir)),
  );
  return [...sourceFiles('lib'), ...sharedUi];
}

/** The source files and icon files that make up the layout chunk. */
export function layoutMembers(): { files: Set<string>; icons: Set<string> } {
  const iconFiles = lucideIconFiles();
  const files = new Set<string>();
  const icons = new Set<string>();
  const root = path.join(appDir, 'root.tsx');
  const sources = reachable([
    ...staticImports(root, readFileSync(root, 'utf8')),
    ...designSystemFiles().map((file) => ({ file, names: undefined })),
  ]);
  for (const [file, source] of sources) {
    if (!path.basename(file).startsWith('public.')) files.add(file);
    for (const name of lucideImports(source)) {
      const icon = iconFiles.get(name);
      if (icon) icons.add(icon);
    }
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
