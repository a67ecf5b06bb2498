import { randomUUID } from 'node:crypto';
import {
  BLOG_IMAGE_WIDTHS,
  blogImage,
  uploadAddress,
  type ResponsiveImage,
} from '../../shared/blog.ts';
import { BLOG_MESSAGES } from '../../shared/blog-authoring.ts';
import { Invalid } from '../errors.ts';
import { assertImage, decodeUpright } from '../images.ts';
import { fileStoreFor, type StorageConfig, type StorageLog } from '../storage-factory.ts';
import type { FileStore } from '../storage.ts';

/**
 * Where every authored image (posts' and case studies') is kept: one store
 * (DATA_DIR/uploads/blogs, or uploads/blogs/ in the bucket), served at
 * /uploads/blogs/<key> by the blog module.
 */
export const contentImageStore = (config: StorageConfig, log: StorageLog) =>
  fileStoreFor(config, 'uploads/blogs', log);

/** A stored file's key from its public address (/uploads/blogs/<key>). */
export const UPLOAD_PREFIX = '/uploads/blogs/';
const KEY = /^[0-9a-f-]{36}-\d{1,5}x\d{1,5}-(480|960|1600)\.webp$/;
export const isBlogImageKey = (key: string) => KEY.test(key);

/**
 * Stores an uploaded image the way every blog image is served: checked by
 * decoding it, turned upright, re-encoded as WebP without metadata, in each
 * width of BLOG_IMAGE_WIDTHS (never enlarged), under a generated name that
 * carries the picture's proportions (so pages can give width and height).
 * Every width is stored or none: should the store fail (503), the widths
 * already written are removed again.
 */
export async function storeBlogImage(store: FileStore, input: Buffer): Promise<ResponsiveImage> {
  await assertImage(input, BLOG_MESSAGES.imageNotImage, 'image');
  const id = randomUUID();
  let variants;
  try {
    variants = await Promise.all(
      [...BLOG_IMAGE_WIDTHS].reverse().map(async (width) => {
        const { data, info } = await decodeUpright(input)
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { width, data, info };
      }),
    );
  } catch {
    throw new Invalid(BLOG_MESSAGES.imageNotImage);
  }
  // The largest variant's size gives the proportions every variant shares.
  const largest = variants[0]!.info;
  const keyOf = (width: number) =>
    uploadAddress(id, largest.width, largest.height, width).slice(UPLOAD_PREFIX.length);
  const stored = await Promise.allSettled(
    variants.map((variant) => store.put(keyOf(variant.width), variant.data)),
  );
  const failed = stored.find(
    (result): result is PromiseRejectedResult => result.status === 'rejected',
  );
  if (failed) {
    await Promise.allSettled(variants.map((variant) => store.remove(keyOf(variant.width))));
    throw failed.reason;
  }
  return blogImage(uploadAddress(id, largest.width, largest.height, 960));
}

/** Removes every width of an uploaded image (stock images are not ours to remove). */
export async function removeBlogImage(store: FileStore, address: string): Promise<void> {
  if (!address.startsWith(UPLOAD_PREFIX)) return;
  const key = address.slice(UPLOAD_PREFIX.length);
  if (!isBlogImageKey(key)) return;
  await Promise.all(
    BLOG_IMAGE_WIDTHS.map((width) =>
      store.remove(key.replace(/-(480|960|1600)\.webp$/, `-${width}.webp`)),
    ),
  );
}
