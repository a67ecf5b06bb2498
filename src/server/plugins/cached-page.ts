import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A rendered page as the page cache keeps it: the same bytes for every
 * visitor (no nonce), the hashes its policy allows its inline scripts by, and
 * each encoding compressed once, so a hit costs no rendering and no
 * compression.
 */
export interface CachedPage {
  /** Headers React Router's answer carried (content-type, the route's own), lower-cased. */
  headers: Record<string, string>;
  /** SHA-256 (base64) of each inline script: the Content-Security-Policy allows these. */
  scriptHashes: string[];
  /** A strong validator of the identity bytes. */
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** An inline script: no src attribute; JSON-LD data blocks are not scripts the policy governs. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The page with this response's nonce taken out and the SHA-256 hash of each
 * inline script, as a Content-Security-Policy lists them. The nonce is 16
 * random bytes, so its exact attribute text appears nowhere else.
 */
export function withoutNonce(html: string, nonce: string): { html: string; hashes: string[] } {
  const stripped = nonce ? html.split(` nonce="${nonce}"`).join('') : html;
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of stripped.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes) || /type\s*=\s*"application\/ld\+json"/i.test(attributes)) {
      continue;
    }
    hashes.add(createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return { html: stripped, hashes: [...hashes] };
}

/** Builds the cache's copy of a rendered page (the nonce removed, compressed both ways). */
export async function cachedPageOf(
  html: string,
  nonce: string,
  headers: Record<string, string>,
): Promise<CachedPage> {
  const page = withoutNonce(html, nonce);
  const identity = Buffer.from(page.html, 'utf8');
  const [br, gz] = await Promise.all([
    // Compressed once per page and generation. Quality 6, not 9: on a post
    // 9 took 16 ms of a core and a 32 MB hash table per compression (all
    // the popular pages at once after an invalidation), 6 takes 1.3 ms and
    // a 5 MB table for 1 % more bytes (docs/performance.md, "Memory").
    brotli(identity, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 6,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return {
    headers,
    scriptHashes: page.hashes,
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    br,
    gzip: gz,
  };
}

/** Bytes the entry holds in memory (what the cache's bound counts). */
export const sizeOf = (page: CachedPage) =>
  page.identity.length + page.br.length + page.gzip.length + page.scriptHashes.length * 44;

/**
 * One buffer for Redis: a length-prefixed JSON head (headers, policy, etag,
 * the bodies' lengths) followed by the three bodies.
 */
export function serializePage(page: CachedPage): Buffer {
  const head = Buffer.from(
    JSON.stringify({
      headers: page.headers,
      hashes: page.scriptHashes,
      etag: page.etag,
      sizes: [page.identity.length, page.br.length, page.gzip.length],
    }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32BE(head.length);
  return Buffer.concat([length, head, page.identity, page.br, page.gzip]);
}

/** The page back from serializePage's bytes, or undefined when they are not one. */
export function deserializePage(bytes: Buffer): CachedPage | undefined {
  try {
    const headLength = bytes.readUInt32BE(0);
    const head = JSON.parse(bytes.subarray(4, 4 + headLength).toString('utf8')) as {
      headers: Record<string, string>;
      hashes: string[];
      etag: string;
      sizes: [number, number, number];
    };
    let at = 4 + headLength;
    const [a, b, c] = head.sizes.map((size) => {
      const part = bytes.subarray(at, at + size);
      at += size;
      return part;
    }) as [Buffer, Buffer, Buffer];
    if (at !== bytes.length) return undefined;
    return {
      headers: head.headers,
      scriptHashes: head.hashes,
      etag: head.etag,
      identity: a,
      br: b,
      gzip: c,
    };
  } catch {
    return undefined;
  }
}
