import { createHash } from 'node:crypto';
import { LISTING_RULES } from '../../shared/contract/selling.ts';
import type { PhotoRef } from '../../shared/item.ts';
import { thumbnailKey } from '../../shared/listing.ts';
import { phoneKey } from '../../shared/photo-sizes.ts';
import { headPhoto, readPhoto, writePhoto } from '../adapters/storage.ts';
import { getLot } from '../data/entities/lot.ts';
import { claimPhoto, photoClaimOf, reclaimPhoto } from '../data/entities/photo-claim.ts';
import { badRequest, conflict } from '../lib/errors.ts';
import { phoneCopyOf, sharp, thumbnailOf } from './photo-copies.ts';

/** JPEG starts FF D8 FF; PNG with its 8-byte signature. */
function sniffImage(bytes: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

const isUpload = (uid: string, key: string) => key.startsWith(`uploads/${uid}/`);
const isListingPhoto = (itemId: string | null, key: string) => itemId !== null && key.startsWith(`listings/${itemId}/`);

/**
 * A draft's photos (the wizard saves right after each upload): each must be the seller's own upload
 * and exist under 2 MB; its 400×300 thumbnail is made the first time, for the wizard's preview. A
 * draft only previews: what a listing shows is checked again, by its bytes, when it is submitted.
 */
export async function confirmPhotos(uid: string, keys: string[], itemId: string | null = null): Promise<void> {
  for (const [index, key] of keys.entries()) {
    const path = `photos.${index}`;
    if (isListingPhoto(itemId, key)) continue;
    if (!isUpload(uid, key)) throw badRequest('errorUploadingImage', { [path]: 'notYourPhoto' });
    const head = await headPhoto(key);
    if (!head) throw badRequest('photoMissing', { [path]: 'photoMissing' });
    if (head.size >= LISTING_RULES.maxPhotoBytes) throw badRequest('imageTooLarge', { [path]: 'imageTooLarge' });
    if (await headPhoto(thumbnailKey(key))) continue;
    const bytes = await readPhoto(key);
    if (!sniffImage(bytes)) throw badRequest('onlyJpgPng', { [path]: 'onlyJpgPng' });
    await writePhoto(thumbnailKey(key), await thumbnailOf(bytes), 'image/jpeg');
  }
}

/** One photo of a listing, read and checked once. */
interface CheckedPhoto {
  bytes: Uint8Array;
  type: 'image/jpeg' | 'image/png';
  hash: string;
}

/** Reads an upload and checks it by its bytes: present, under 2 MB, JPEG or PNG, and decodable. */
async function checkUpload(key: string, path: string): Promise<CheckedPhoto> {
  const head = await headPhoto(key);
  if (!head) throw badRequest('photoMissing', { [path]: 'photoMissing' });
  if (head.size >= LISTING_RULES.maxPhotoBytes) throw badRequest('imageTooLarge', { [path]: 'imageTooLarge' });
  const bytes = await readPhoto(key);
  // The size again on what was read: the object may have been replaced since the HEAD.
  if (bytes.length >= LISTING_RULES.maxPhotoBytes) throw badRequest('imageTooLarge', { [path]: 'imageTooLarge' });
  const type = sniffImage(bytes);
  if (!type) throw badRequest('onlyJpgPng', { [path]: 'onlyJpgPng' });
  try {
    const meta = await (await sharp())(bytes).metadata();
    if (!meta.width || !meta.height || (meta.format !== 'jpeg' && meta.format !== 'png')) throw new Error('not a picture');
  } catch {
    throw badRequest('onlyJpgPng', { [path]: 'onlyJpgPng' });
  }
  return { bytes, type, hash: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * The photos of a submitted listing (and of a relist's edit), made immutable: every upload is read
 * once and checked by its bytes (JPEG or PNG, under 2 MB, decodable), must differ from the others in
 * content, and is copied with its thumbnail and its phone copy (shared/photo-sizes.ts) to
 * `listings/<lot>/<content hash>`, a folder no upload policy ever names, so nothing a seller uploads
 * later can change what the lot shows. The copies are named by content, so a repeat writes the same
 * objects. Each upload is claimed for the lot: a photo belongs to one listing only. Photos the lot
 * already has (a relist keeping them: `kept`, the lot's photos as stored) stay as they are.
 */
export async function publishPhotos(uid: string, itemId: string, keys: string[], now: Date, kept: readonly PhotoRef[] = []): Promise<PhotoRef[]> {
  const checked = new Map<string, CheckedPhoto>();
  const hashes = new Map<string, string>();
  for (const [index, key] of keys.entries()) {
    const path = `photos.${index}`;
    if (isListingPhoto(itemId, key)) {
      const hash = key.slice(key.lastIndexOf('/') + 1, key.lastIndexOf('.'));
      if (hashes.has(hash)) throw badRequest('photosDistinct', { [path]: 'photosDistinct' });
      hashes.set(hash, key);
      continue;
    }
    if (!isUpload(uid, key)) throw badRequest('errorUploadingImage', { [path]: 'notYourPhoto' });
    const photo = await checkUpload(key, path);
    const short = photo.hash.slice(0, 16);
    if (hashes.has(short)) throw badRequest('photosDistinct', { [path]: 'photosDistinct' });
    hashes.set(short, key);
    checked.set(key, photo);
  }
  // Claimed only once every photo passed, so a refused submission holds none of them.
  for (const [index, key] of keys.entries()) {
    if (!checked.has(key) || (await claimPhoto(key, itemId, now))) continue;
    const holder = await photoClaimOf(key);
    // A claim left by a submission that never made its lot is free to take.
    if (holder && !(await getLot(holder)) && (await reclaimPhoto(key, holder, itemId, now))) continue;
    throw conflict('photoInOtherListing', { fields: { [`photos.${index}`]: 'photoInOtherListing' } });
  }
  const refs: PhotoRef[] = [];
  for (const key of keys) {
    const photo = checked.get(key);
    if (!photo) {
      // Kept as stored (with its phone copy if it has one); a photo from before copies shows in full.
      refs.push(kept.find((ref) => ref.key === key) ?? { key, thumbKey: thumbnailKey(key) });
      continue;
    }
    const copy = `listings/${itemId}/${photo.hash.slice(0, 16)}.${photo.type === 'image/png' ? 'png' : 'jpg'}`;
    await writePhoto(copy, photo.bytes, photo.type);
    await writePhoto(thumbnailKey(copy), await thumbnailOf(photo.bytes), 'image/jpeg');
    const phone = await phoneCopyOf(photo.bytes);
    await writePhoto(phoneKey(copy), phone.bytes, 'image/jpeg');
    refs.push({ key: copy, thumbKey: thumbnailKey(copy), phone: { key: phoneKey(copy), width: phone.width, fullWidth: phone.fullWidth } });
  }
  return refs;
}
