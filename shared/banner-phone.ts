/**
 * The home page banner's phone copy (issue 14, point 2; docs/adr/0037), beside photo-sizes.ts: a
 * banner is chosen by media query rather than by `srcset`, because its copy is a crop. Kept apart
 * so the slider's bundle carries only this. Pure.
 */

/**
 * A banner's phone copy is its centre at 4:3, as tall as the banner (at most `PHONE_BANNER.height`): the
 * part a phone shows. The slider's box is 380 px tall below 1,055 px wide, and the banner `cover`s it,
 * so up to 4/3 × 380 ≈ 506 px wide a phone sees exactly this centre, at the full banner's sharpness; a
 * banner scaled down to 800 px wide instead would be stretched 2.2× there. It is art direction, not a
 * smaller size of the same picture, so it is chosen by media query (`<picture>`, a preload's `media`).
 */
export const PHONE_BANNER = { height: 600, aspect: 4 / 3 } as const;

/** The media query under which a banner's phone copy is shown (phones up to 4/3 × 380 px wide: above). */
export const PHONE_BANNER_MEDIA = '(max-width: 500px)';

/** The media query under which a banner's full image is shown (the complement of `PHONE_BANNER_MEDIA`). */
export const FULL_BANNER_MEDIA = `not all and ${PHONE_BANNER_MEDIA}`;

/** The part of a banner its phone copy keeps (pixels), or null for a banner no wider than 4:3 (nothing to crop). */
export function phoneBannerCrop(width: number, height: number): { left: number; top: number; width: number; height: number } | null {
  const cropWidth = Math.round(height * PHONE_BANNER.aspect);
  if (cropWidth >= width) return null;
  return { left: Math.floor((width - cropWidth) / 2), top: 0, width: cropWidth, height };
}
