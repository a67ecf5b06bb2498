import { AUTH_MESSAGES, AVATAR_SIZE_PX } from '../../../shared/auth.ts';
import { Invalid } from '../../errors.ts';
import { assertImage, decodeUpright } from '../../images.ts';

/**
 * Turns an uploaded photo into the stored avatar: the type is decided by
 * decoding the bytes, the image is re-encoded (nothing but pixels survives)
 * and cropped to a square WebP.
 */
export async function toAvatarWebp(input: Buffer): Promise<Buffer> {
  await assertImage(input, AUTH_MESSAGES.photoNotImage, 'avatar');
  try {
    return await decodeUpright(input)
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new Invalid(AUTH_MESSAGES.photoNotImage);
  }
}
