/**
 * Phone-sized copies of the photos a phone's first screen shows (issue 14, point 2; docs/adr/0037):
 * a lot's photos and the home page's banners. A copy is a sibling object of the photo (the photo's key
 * keeps its meaning), made where the photo is made public, and named by the photo's own key, so a
 * repeat writes the same object. Pages and islands ask for it with the same `srcset`/`sizes` (lot
 * photos) or `<picture>` media (banners), so the file a rendered page fetched first is the file the
 * hydrated island shows. Photos stored before copies existed have none and show the full photo. Pure.
 */

/** How a phone copy is made: this wide at most, JPEG at this quality (mozjpeg), chosen by measurement (0037). */
export const PHONE_PHOTO = { width: 800, quality: 75 } as const;

/** A phone copy's key beside its photo's ("listings/l/abc.jpg" → "listings/l/abc-phone.jpg"). */
export function phoneKey(key: string): string {
  return key.replace(/\.(jpg|jpeg|png)$/, '') + '-phone.jpg';
}

/** A lot photo's stored phone copy: its key, its width, and the full photo's width as shown (both for `srcset`). */
export interface PhoneCopy {
  key: string;
  width: number;
  fullWidth: number;
}

/** A lot photo's phone copy as pages get it: its URL, its width and the full photo's. */
export interface PhoneImage {
  url: string;
  width: number;
  fullWidth: number;
}

/**
 * What the lot page's main photo is shown at (`sizes`): the whole width up to 900 px (one column), else
 * the gallery's column of the 1,240 px container (about 640 px). Its box is square and the photo
 * `contain`ed, so the photo is never wider than this.
 */
export const LOT_PHOTO_SIZES = '(max-width: 900px) 100vw, 640px';

/** A URL as a `srcset` candidate: commas and spaces would split it, so they are percent-encoded. */
export function srcsetUrl(url: string): string {
  return url.replace(/[\s,]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/**
 * The `srcset` of a lot photo: its phone copy, then the full photo when it is wider; null for a photo
 * without a copy (it shows the full photo by its `src`).
 */
export function lotPhotoSrcset(photo: { url: string; phone?: PhoneImage | undefined }): string | null {
  if (!photo.phone) return null;
  const { url, width, fullWidth } = photo.phone;
  const phone = `${srcsetUrl(url)} ${width}w`;
  return fullWidth > width ? `${phone}, ${srcsetUrl(photo.url)} ${fullWidth}w` : phone;
}

/**
 * A banner's phone copy is its centre at 4:3, as tall as the banner (at most `PHONE_BANNER.height`): the
 * part a phone shows. The slider's box is 380 px tall below 1,055 px wide, and the banner `cover`s it,
 * so up to 4/3 × 380 ≈ 506 px wide a phone sees exactly this centre, at the full banner's sharpness; a
 * banner scaled down to 800 px wide instead would be stretched 2.2× there. It is art direction, not a
 * smaller size of the same picture, so it is chosen by media query (`<picture>`, a preload's `media`).
 */
export const PHONE_BANNER = { height: 600, aspect: 4 / 3, media: '(max-width: 500px)' } as const;

/** The media query under which a banner's full image is shown (the complement of `PHONE_BANNER.media`). */
export const FULL_BANNER_MEDIA = `not all and ${PHONE_BANNER.media}`;

/** The part of a banner its phone copy keeps (pixels), or null for a banner no wider than 4:3 (nothing to crop). */
export function phoneBannerCrop(width: number, height: number): { left: number; top: number; width: number; height: number } | null {
  const cropWidth = Math.round(height * PHONE_BANNER.aspect);
  if (cropWidth >= width) return null;
  return { left: Math.floor((width - cropWidth) / 2), top: 0, width: cropWidth, height };
}
