import { PHONE_BANNER, phoneBannerCrop } from '../../shared/banner-phone.ts';
import { PHONE_PHOTO } from '../../shared/photo-sizes.ts';

/**
 * The smaller copies made of a photo when it is made public: a lot photo's 400×300 thumbnail (cards,
 * the gallery's strip) and its phone copy, and a banner's phone copy (shared/photo-sizes.ts, shared/banner-phone.ts). Used by
 * the listing's photos (photos.ts), the local seed and the deploy's reference seed (banners).
 */

/** sharp is native and slow to load: only a call that reads pixels pays for it, not every cold start. */
export async function sharp() {
  return (await import('sharp')).default;
}

/** A photo's 400×300 JPEG thumbnail (cropped to cover, turned upright). */
export async function thumbnailOf(bytes: Uint8Array): Promise<Buffer> {
  return (await sharp())(bytes).rotate().resize(400, 300, { fit: 'cover' }).jpeg({ quality: 80 }).toBuffer();
}

/** JPEG as phone copies are written: mozjpeg's encoder, a third smaller at the same quality setting. */
const PHONE_JPEG = { quality: PHONE_PHOTO.quality, mozjpeg: true } as const;

/**
 * A lot photo's phone copy: upright, at most `PHONE_PHOTO.width` wide (never enlarged), JPEG on white
 * (a transparent PNG would turn black). Answers its bytes, its width and the photo's width as a browser
 * shows it (EXIF orientation applied, as to the copy).
 */
export async function phoneCopyOf(bytes: Uint8Array): Promise<{ bytes: Buffer; width: number; fullWidth: number }> {
  const resize = await sharp();
  const meta = await resize(bytes).metadata();
  const { data, info } = await resize(bytes)
    .rotate()
    .resize({ width: PHONE_PHOTO.width, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg(PHONE_JPEG)
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, fullWidth: meta.autoOrient.width };
}

/** A banner's phone copy (its centre at 4:3, at most `PHONE_BANNER.height` tall), or null for a banner with nothing to crop. */
export async function phoneBannerOf(bytes: Uint8Array): Promise<Buffer | null> {
  const resize = await sharp();
  const { width, height } = (await resize(bytes).metadata()).autoOrient;
  const crop = phoneBannerCrop(width, height);
  if (!crop) return null;
  return resize(bytes)
    .rotate()
    .extract(crop)
    .resize({ height: PHONE_BANNER.height, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg(PHONE_JPEG)
    .toBuffer();
}
