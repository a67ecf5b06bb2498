import sharp from 'sharp';
import { AUTH_MESSAGES, AVATAR_SIZE_PX } from '../../../shared/auth.ts';
import { Invalid } from '../../errors.ts';

/** Formats a photo may arrive in, as sharp reads them from the bytes (AVIF reads as heif/av1). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

/**
 * Turns an uploaded photo into the stored avatar: the type is decided by
 * decoding the bytes (never by the file name or the declared type), the image
 * is re-encoded, so nothing but pixels survives (no scripts, no EXIF
 * location), and cropped to a square WebP.
 */
export async function toAvatarWebp(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  let compression: string | undefined;
  try {
    // limitInputPixels guards against decompression bombs (a tiny file of huge dimensions).
    const metadata = await sharp(input, { limitInputPixels: 50_000_000 }).metadata();
    format = metadata.format;
    compression = metadata.compression;
  } catch {
    throw new Invalid(AUTH_MESSAGES.photoNotImage);
  }
  if (!format || !ACCEPTED.has(format) || (format === 'heif' && compression !== 'av1')) {
    throw new Invalid(AUTH_MESSAGES.photoNotImage);
  }
  try {
    return await sharp(input, { limitInputPixels: 50_000_000, animated: false })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new Invalid(AUTH_MESSAGES.photoNotImage);
  }
}
