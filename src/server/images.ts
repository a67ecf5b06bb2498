import sharp from 'sharp';
import { UploadRefused } from './errors.ts';

/** Formats an upload may arrive in, as sharp reads them from the bytes (AVIF reads as heif/av1). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
/** Guards against decompression bombs: a small file that decodes to a huge image. */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Checks that uploaded bytes are an image by decoding them (never by the file
 * name or the declared type); anything else is refused with `notImage`.
 */
export async function assertImage(
  input: Buffer,
  notImage: string,
  upload: 'image' | 'avatar',
): Promise<void> {
  let format: string | undefined;
  let compression: string | undefined;
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    format = metadata.format;
    compression = metadata.compression;
  } catch {
    throw new UploadRefused(notImage, [{ upload, type: 'unreadable' }]);
  }
  if (!format || !ACCEPTED.has(format) || (format === 'heif' && compression !== 'av1')) {
    // sharp's format names are a fixed set: a bounded label.
    throw new UploadRefused(notImage, [{ upload, type: format ?? 'unreadable' }]);
  }
}

/**
 * A decoded, upright (EXIF orientation applied) image ready to re-encode:
 * re-encoding keeps nothing but pixels, so no metadata (EXIF location,
 * camera serial) and no payload hidden in the file survives.
 */
export const decodeUpright = (input: Buffer) =>
  sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
