import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_DEPENDENCIES } from './client-dependencies.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
/** Rendered on the server only: never part of the browser's module graph. */
const SERVER_ONLY = new Set(['src/app/entry.server.tsx', 'src/app/routes.ts']);

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe('the dependencies the dev server optimises at start', () => {
  it('include every package the browser code imports', () => {
    const imported = new Set<string>();
    for (const file of [...sources('src/app'), ...sources('src/shared')]) {
      if (SERVER_ONLY.has(file)) continue;
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const match of text.matchAll(/^import\s+(?!type\s)[^'";]*?from\s+'([^'.][^']*)'/gm)) {
        imported.add(match[1]!);
      }
      for (const match of text.matchAll(/import\(\s*'([^'.][^']*)'\s*\)/g)) imported.add(match[1]!);
    }
    const missing = [...imported].filter((name) => !CLIENT_DEPENDENCIES.includes(name));
    expect(missing).toEqual([]);
  });
});
