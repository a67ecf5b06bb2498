import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_MESSAGES } from '../../shared/blog-authoring.ts';
import { STORAGE_MESSAGES } from '../../shared/storage-messages.ts';
import { Invalid, ServiceUnavailable } from '../errors.ts';
import { localFileStore, storageUnavailable, type FileStore } from '../storage.ts';
import { storeBlogImage } from './content-images.ts';

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'content-images-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

const png = () =>
  sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();

describe('storeBlogImage and its store', () => {
  it('stores every width, or none: a storage failure is a 503, not "not an image"', async () => {
    const dir = path.join(tmp, 'failing');
    const local = localFileStore(dir);
    // A storage that takes two widths and fails on the third.
    const failing: FileStore = {
      ...local,
      put: (key, data) =>
        key.endsWith('-480.webp')
          ? Promise.reject(storageUnavailable(new Error('connection refused')))
          : local.put(key, data),
    };
    const failure = await storeBlogImage(failing, await png()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ServiceUnavailable);
    expect(failure).toMatchObject({ statusCode: 503, message: STORAGE_MESSAGES.unavailable });
    expect(await readdir(dir).catch(() => [])).toEqual([]);
  });

  it('still answers "not an image" for content that does not decode, storing nothing', async () => {
    const dir = path.join(tmp, 'refused');
    const failure = await storeBlogImage(localFileStore(dir), Buffer.from('<svg/>')).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(Invalid);
    expect(failure).toMatchObject({ message: BLOG_MESSAGES.imageNotImage });
    expect(await readdir(dir).catch(() => [])).toEqual([]);
  });

  it('stores the three widths under one generated name', async () => {
    const dir = path.join(tmp, 'stored');
    const image = await storeBlogImage(localFileStore(dir), await png());
    const id = path.basename(image.src).slice(0, 36);
    expect((await readdir(dir)).sort()).toEqual(
      [1600, 480, 960].map((width) => `${id}-1600x800-${width}.webp`),
    );
  });
});
