/**
 * Runs after `react-router build`: writes `<file>.br` (brotli 11) and
 * `<file>.gz` (gzip 9) beside every compressible file in build/client, so
 * @fastify/static (`preCompressed: true`) serves them without compressing on
 * each request. Outputs that would not be smaller are skipped (and removed if
 * left over from an earlier build).
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(path.resolve(root, process.env['BUILD_DIR'] ?? 'build'), 'client');
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.html',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ico',
]);
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Totals {
  files: number;
  raw: number;
  br: number;
  gz: number;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

async function writeIfSmaller(target: string, data: Buffer, rawSize: number): Promise<number> {
  if (data.length < rawSize) {
    await writeFile(target, data);
    return data.length;
  }
  await rm(target, { force: true });
  return rawSize;
}

async function compressFile(file: string, totals: Totals) {
  const raw = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const [brSize, gzSize] = await Promise.all([
    writeIfSmaller(`${file}.br`, br, raw.length),
    writeIfSmaller(`${file}.gz`, gz, raw.length),
  ]);
  // Added after the awaits: files are compressed concurrently.
  totals.files += 1;
  totals.raw += raw.length;
  totals.br += brSize;
  totals.gz += gzSize;
}

async function main() {
  try {
    await stat(clientDir);
  } catch {
    throw new Error(`No client build at ${clientDir}; run "react-router build" first.`);
  }
  const totals: Totals = { files: 0, raw: 0, br: 0, gz: 0 };
  const jobs: Promise<void>[] = [];
  for await (const file of walk(clientDir)) {
    if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) continue;
    if ((await stat(file)).size <= MIN_BYTES) continue;
    jobs.push(compressFile(file, totals));
  }
  await Promise.all(jobs);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(
    `compress-assets: ${totals.files} files, ${kb(totals.raw)} raw → ${kb(totals.br)} brotli, ${kb(totals.gz)} gzip`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
