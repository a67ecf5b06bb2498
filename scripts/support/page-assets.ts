/**
 * What a server-rendered page makes the browser load up front, and how many
 * bytes that is once compressed: shared by `npm run bench` and the first-load
 * budget test (src/server/first-load-budget.int.test.ts).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export interface AssetSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const m of tag.matchAll(pattern)) {
    found.set((m[1] ?? '').toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
  }
  return found;
}

/** Same-origin scripts and stylesheets the page makes the browser load up front. */
export function pageAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(tag.slice(5));
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = attrs.get('href');
    if (href && rel.includes('modulepreload')) js.add(href);
    if (href && rel.includes('stylesheet')) css.add(href);
  }
  for (const [, attrText, body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(attrText ?? '');
    if (attrs.get('type')?.toLowerCase() !== 'module') continue;
    const src = attrs.get('src');
    if (src) js.add(src);
    for (const m of body.matchAll(/\bimport\b\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)) {
      js.add(m[1] ?? '');
    }
    for (const m of body.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g)) js.add(m[1] ?? '');
  }
  const local = (urls: Set<string>) =>
    [...urls].filter((u) => /^\/(?!\/)/.test(u)).map((u) => u.replace(/[?#].*$/, ''));
  return { js: local(js), css: local(css) };
}

export async function assetSizes(clientDir: string, urls: string[]): Promise<AssetSize[]> {
  const sizes: AssetSize[] = [];
  for (const url of urls) {
    const file = path.join(clientDir, decodeURIComponent(url));
    if (!file.startsWith(clientDir + path.sep) || !existsSync(file)) {
      throw new Error(`the page references ${url}, which is not in build/client`);
    }
    const data = await readFile(file);
    const brotli = brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
    sizes.push({
      file: url,
      raw: data.length,
      gzip: gzipSync(data, { level: 9 }).length,
      brotli: brotli.length,
    });
  }
  return sizes;
}
