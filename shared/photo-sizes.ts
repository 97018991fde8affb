/**
 * Phone-sized copies of the photos a phone's first screen shows (issue 14, point 2; docs/adr/0037):
 * a lot's photos here, the home page's banners in banner-phone.ts. A copy is a sibling object of the
 * photo (the photo's key keeps its meaning), made where the photo is made public, and named by the
 * photo's own key, so a repeat writes the same object. A lot photo reaches pages with its `srcset`
 * (made here, once), which the rendered page and the island both write with the same `sizes`, so the
 * file the page fetched first is the file the island shows. Photos stored before copies existed have none and show the full photo. Pure.
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
 * The `srcset` of a lot photo (its URL) with a phone copy (the copy's URL and the widths): the copy, then
 * the full photo when it is wider. A photo without a copy has none: it shows in full, by its `src`.
 */
export function lotPhotoSrcset(url: string, phone: { url: string; width: number; fullWidth: number }): string {
  const copy = `${srcsetUrl(phone.url)} ${phone.width}w`;
  return phone.fullWidth > phone.width ? `${copy}, ${srcsetUrl(url)} ${phone.fullWidth}w` : copy;
}
