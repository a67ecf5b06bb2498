import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_MESSAGES } from '../shared/storage-messages.ts';
import { ServiceUnavailable } from './errors.ts';
import { fileStoreFor, type StorageConfig } from './storage-factory.ts';
import { localFileStore, type FileStore } from './storage.ts';
import { s3FileStore } from './storage-s3.ts';
import { startS3Server, type TestS3Server } from './test/s3-server.ts';

/*
 * The FileStore contract, run alike against the local folder and an
 * S3-compatible bucket (a local server speaking the protocol): what is put
 * comes back whole, a missing key is undefined, keys that are no plain name
 * are refused before anything is written, a reader never sees half a file,
 * and a storage that is down answers ServiceUnavailable (503) rather than
 * anything else.
 */

let s3: TestS3Server;
let tmp: string;
beforeAll(async () => {
  s3 = await startS3Server();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
});
afterAll(async () => {
  await s3?.close();
  await rm(tmp, { recursive: true, force: true });
});

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

interface Backend {
  /** A fresh, empty store. */
  store(): FileStore;
  /** The same kind of store, with its storage out of reach. */
  down(): Promise<{ store: FileStore; restore(): Promise<void> }>;
}

const backends: Record<'local folder' | 'S3 bucket', Backend> = {
  'local folder': {
    store: () => localFileStore(path.join(tmp, randomUUID())),
    async down() {
      // A file where the folder should be: nothing can be written under it.
      const blocker = path.join(tmp, randomUUID());
      await writeFile(blocker, 'not a folder');
      return { store: localFileStore(path.join(blocker, 'files')), restore: async () => {} };
    },
  },
  'S3 bucket': {
    store: () => s3FileStore(s3.settings(), 'uploads/blogs', { isPublic: true }),
    async down() {
      await s3.stop();
      return {
        store: s3FileStore(s3.settings(), 'uploads/blogs', { isPublic: true }),
        restore: () => s3.start(),
      };
    },
  },
};

describe.each(Object.entries(backends))('FileStore contract: %s', (_name, backend) => {
  it('gives back what was put, with its size; remove makes it missing', async () => {
    const store = backend.store();
    const data = randomBytes(70_000);
    await store.put('a1b2-480.webp', data);
    const found = await store.get('a1b2-480.webp');
    expect(found?.size).toBe(data.length);
    expect((await read(found!.stream)).equals(data)).toBe(true);

    await store.remove('a1b2-480.webp');
    expect(await store.get('a1b2-480.webp')).toBeUndefined();
    // Removing what is not there is no error (cleanup may run twice).
    await expect(store.remove('a1b2-480.webp')).resolves.toBeUndefined();
  });

  it('answers undefined for a key that was never stored', async () => {
    expect(await backend.store().get(`${randomUUID()}.pdf`)).toBeUndefined();
  });

  it('refuses keys that are not one plain name, before writing anything', async () => {
    const store = backend.store();
    const refused = [
      '',
      '.hidden',
      '.a.tmp',
      '../escape.webp',
      'a/b.webp',
      'a\\b.webp',
      '/etc/passwd',
      'two words.pdf',
      'café.pdf',
      'nul\0.pdf',
      'x'.repeat(201),
    ];
    for (const key of refused) {
      await expect(store.put(key, Buffer.from('x')), JSON.stringify(key)).rejects.toThrow(
        /Refused storage key/,
      );
      await expect(store.get(key), JSON.stringify(key)).rejects.toThrow(/Refused storage key/);
      await expect(store.remove(key), JSON.stringify(key)).rejects.toThrow(/Refused storage key/);
    }
  });

  it('never lets a reader see half a file', async () => {
    const store = backend.store();
    const key = `${randomUUID()}.zip`;
    const data = randomBytes(8 * 1024 * 1024);
    const seen: Array<'missing' | 'whole' | 'partial'> = [];
    let done = false;
    const writing = store.put(key, data).finally(() => {
      done = true;
    });
    while (!done) {
      const found = await store.get(key);
      if (!found) {
        seen.push('missing');
        continue;
      }
      const bytes = await read(found.stream);
      seen.push(found.size === data.length && bytes.equals(data) ? 'whole' : 'partial');
    }
    await writing;
    const after = await store.get(key);
    expect((await read(after!.stream)).equals(data)).toBe(true);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).not.toContain('partial');
  });

  it('answers ServiceUnavailable (503, the storage message) when the storage is down', async () => {
    const { store, restore } = await backend.down();
    try {
      const started = Date.now();
      const failure = await store.put('a1b2-960.webp', Buffer.from('x')).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ServiceUnavailable);
      expect(failure).toMatchObject({ statusCode: 503, message: STORAGE_MESSAGES.unavailable });
      // Fails fast: the client's connection timeout and retries are small.
      expect(Date.now() - started).toBeLessThan(5_000);
      await expect(store.remove('a1b2-960.webp')).rejects.toBeInstanceOf(ServiceUnavailable);
    } finally {
      await restore();
    }
  });
});

describe('fileStoreFor: one factory, an area per store', () => {
  const log = { warnings: [] as object[], warn: (details: object) => log.warnings.push(details) };
  const localConfig = (): StorageConfig => ({
    dataDir: path.join(tmp, randomUUID()),
    s3: undefined,
  });
  const s3Config = (publicUrl?: string): StorageConfig => ({
    dataDir: path.join(tmp, randomUUID()),
    s3: { ...s3.settings(), publicUrl },
  });

  it('keeps each area in its own folder under DATA_DIR by default, served by the server', async () => {
    const config = localConfig();
    const chat = fileStoreFor(config, 'private/chat-files', log);
    const avatars = fileStoreFor(config, 'uploads/avatars', log);
    await chat.put('brief.pdf', Buffer.from('%PDF-'));
    await avatars.put('face.webp', Buffer.from('RIFF'));
    expect(await readdir(path.join(config.dataDir, 'private', 'chat-files'))).toEqual([
      'brief.pdf',
    ]);
    expect(await readdir(path.join(config.dataDir, 'uploads', 'avatars'))).toEqual(['face.webp']);
    expect(avatars.publicUrl?.('face.webp')).toBeUndefined();
  });

  it('keeps each area under its prefix in the bucket, with headers for the public ones only', async () => {
    const config = s3Config();
    const id = randomUUID();
    await fileStoreFor(config, 'uploads/blogs', log).put(`${id}-960.webp`, Buffer.from('RIFF'));
    await fileStoreFor(config, 'private/chat-files', log).put(`${id}.pdf`, Buffer.from('%PDF-'));
    expect(await s3.keys(`uploads/blogs/${id}`)).toEqual([`uploads/blogs/${id}-960.webp`]);
    expect(await s3.keys(`private/chat-files/${id}`)).toEqual([`private/chat-files/${id}.pdf`]);
    expect(existsSync(config.dataDir)).toBe(false);
    expect(await s3.object(`uploads/blogs/${id}-960.webp`)).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(await s3.object(`private/chat-files/${id}.pdf`)).toMatchObject({
      contentType: 'application/octet-stream',
      cacheControl: 'private, no-store',
    });
  });

  it('links to S3_PUBLIC_URL for the public areas only: a private file never has a public address', () => {
    const config = s3Config('https://cdn.example.com');
    expect(fileStoreFor(config, 'uploads/blogs', log).publicUrl?.('k-960.webp')).toBe(
      'https://cdn.example.com/uploads/blogs/k-960.webp',
    );
    expect(fileStoreFor(config, 'uploads/avatars', log).publicUrl?.('k.webp')).toBe(
      'https://cdn.example.com/uploads/avatars/k.webp',
    );
    expect(fileStoreFor(config, 'private/chat-files', log).publicUrl?.('k.pdf')).toBeUndefined();
    expect(fileStoreFor(s3Config(), 'uploads/blogs', log).publicUrl?.('k.webp')).toBeUndefined();
  });

  it('a missing bucket is a broken storage (503), not a missing file', async () => {
    const store = fileStoreFor(
      { dataDir: tmp, s3: { ...s3.settings(), bucket: 'no-such-bucket' } },
      'uploads/blogs',
      log,
    );
    await expect(store.get('k-960.webp')).rejects.toBeInstanceOf(ServiceUnavailable);
  });

  it('treats removal as cleanup: with the storage down it is logged, not thrown', async () => {
    const store = fileStoreFor(s3Config(), 'uploads/blogs', log);
    await s3.stop();
    try {
      await expect(store.remove('k-960.webp')).resolves.toBeUndefined();
      expect(log.warnings).toContainEqual(
        expect.objectContaining({ area: 'uploads/blogs', key: 'k-960.webp' }),
      );
      await expect(store.put('k-960.webp', Buffer.from('x'))).rejects.toBeInstanceOf(
        ServiceUnavailable,
      );
    } finally {
      await s3.start();
    }
  });
});
