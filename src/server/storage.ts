import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { STORAGE_MESSAGES } from '../shared/storage-messages.ts';
import { ServiceUnavailable } from './errors.ts';

/** A stored file as a reader gets it: its bytes as a stream, and how many there are. */
export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where uploaded files live: a folder under DATA_DIR, or an S3-compatible
 * bucket when several instances must share them (storage-s3.ts). Keys are
 * names the caller generated and validated (never a visitor's file name).
 * A reader never sees half a file. A storage that cannot be reached makes
 * every call fail with ServiceUnavailable (503, STORAGE_MESSAGES.unavailable).
 */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  /** The file and its size, or undefined when nothing is stored under the key. */
  get(key: string): Promise<StoredFile | undefined>;
  remove(key: string): Promise<void>;
  /**
   * Where the public reads the file directly (S3_PUBLIC_URL, a CDN before the
   * bucket), or undefined: then the server streams it. Only public areas have one.
   */
  publicUrl?(key: string): string | undefined;
}

/**
 * The stores the site keeps, as folders under DATA_DIR and as key prefixes in
 * the bucket. Only `uploads/…` is public; `private/…` is read through the
 * staff's download call and nothing else.
 */
export const STORAGE_AREAS = ['uploads/blogs', 'uploads/avatars', 'private/chat-files'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];
export const isPublicArea = (area: StorageArea) => area.startsWith('uploads/');

/** What every store accepts as a key: one plain name, no path, nothing hidden. */
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Throws for a key no store takes (a programming error, so a plain Error: a 500). */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Refused storage key ${JSON.stringify(key)}`);
}

/** The 503 every store throws when it cannot do its work; the cause goes to the log only. */
export function storageUnavailable(cause: unknown): ServiceUnavailable {
  return new ServiceUnavailable(STORAGE_MESSAGES.unavailable, { cause });
}

const isMissing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

/** A folder on the local disk; writes land under a temporary name first, so a reader never sees half a file. */
export function localFileStore(dir: string): FileStore {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(dir, key);
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      // A leading dot is no key's, so the temporary name is never read.
      const temp = path.join(dir, `.${key}.${randomUUID()}.tmp`);
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(temp, data);
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true }).catch(() => undefined);
        throw storageUnavailable(error);
      }
    },
    async get(key) {
      const file = fileOf(key);
      let handle: FileHandle | undefined;
      try {
        // Opened before it is measured: a removal in between cannot cut the read short.
        handle = await open(file, 'r');
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (error) {
        await handle?.close();
        if (isMissing(error)) return undefined;
        throw storageUnavailable(error);
      }
    },
    async remove(key) {
      const file = fileOf(key);
      try {
        await rm(file, { force: true });
      } catch (error) {
        throw storageUnavailable(error);
      }
    },
  };
}

/** How a public file is cached: each key is written once, so its content never changes. */
export const PUBLIC_FILE_CACHE = 'public, max-age=31536000, immutable';
/**
 * How long the redirect to S3_PUBLIC_URL may be kept: a day, not for good,
 * since the setting (or the storage) may change while the stored addresses
 * (/uploads/…) stay the same.
 */
export const PUBLIC_REDIRECT_CACHE = 'public, max-age=86400';

/**
 * Answers the request for a public file the caller has checked the key of: a
 * redirect to its public URL when the store has one (S3_PUBLIC_URL), else its
 * bytes, streamed from the store with the immutable cache header. False when
 * nothing is stored under the key (the caller answers 404 its own way).
 */
export async function sendPublicFile(
  reply: FastifyReply,
  store: FileStore,
  key: string,
  contentType: string,
): Promise<boolean> {
  // Answers whether it answered; never the reply itself: a reply is thenable,
  // so awaiting it would wait for the whole response and give undefined.
  const url = store.publicUrl?.(key);
  if (url) {
    reply.header('cache-control', PUBLIC_REDIRECT_CACHE).redirect(url, 302);
    return true;
  }
  const found = await store.get(key);
  if (!found) return false;
  reply
    .header('cache-control', PUBLIC_FILE_CACHE)
    .header('content-length', found.size)
    .type(contentType)
    .send(found.stream);
  return true;
}
