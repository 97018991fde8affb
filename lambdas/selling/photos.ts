import { LISTING_RULES } from '../../shared/contract/selling.ts';
import { thumbnailKey } from '../../shared/listing.ts';
import { headPhoto, readPhoto, writePhoto } from '../adapters/storage.ts';
import { badRequest } from '../lib/errors.ts';

/** JPEG starts FF D8 FF; PNG with its 8-byte signature. */
function sniffImage(bytes: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

/**
 * Checks that every photo a listing names was uploaded by this seller, is a real JPEG or PNG under
 * 2 MB (read from the bytes, not the name), and has its thumbnail (made here with sharp, 400×300).
 */
export async function confirmPhotos(uid: string, keys: string[]): Promise<void> {
  for (const [index, key] of keys.entries()) {
    const path = `photos.${index}`;
    if (!key.startsWith(`uploads/${uid}/`)) throw badRequest('errorUploadingImage', { [path]: 'notYourPhoto' });
    const head = await headPhoto(key);
    if (!head) throw badRequest('errorUploadingImage', { [path]: 'photoMissing' });
    if (head.size >= LISTING_RULES.maxPhotoBytes) throw badRequest('imageTooLarge', { [path]: 'imageTooLarge' });
    if (await headPhoto(thumbnailKey(key))) continue;
    const bytes = await readPhoto(key);
    if (!sniffImage(bytes)) throw badRequest('onlyJpgPng', { [path]: 'onlyJpgPng' });
    // sharp is native and slow to load: only a call that makes a thumbnail pays for it, not every cold start.
    const { default: sharp } = await import('sharp');
    const thumb = await sharp(bytes).rotate().resize(400, 300, { fit: 'cover' }).jpeg({ quality: 80 }).toBuffer();
    await writePhoto(thumbnailKey(key), thumb, 'image/jpeg');
  }
}
