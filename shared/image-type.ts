/** The photo types the product accepts, named by their MIME types. */
export type PhotoType = 'image/jpeg' | 'image/png';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A JPEG (FF D8 FF) or PNG (its 8-byte signature) told by its first bytes, whatever it was called; null otherwise. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

/** The media type of a Content-Type header value ("image/JPEG; x=y" → "image/jpeg"). */
export function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}
