import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { localiseBanner, toItemDetail } from '../../shared/catalogue.ts';
import { PHONE_BANNER, PHONE_BANNER_MEDIA, phoneBannerCrop } from '../../shared/banner-phone.ts';
import { LOT_PHOTO_SIZES, PHONE_PHOTO, lotPhotoSrcset, phoneKey } from '../../shared/photo-sizes.ts';
import { phoneBannerOf, phoneCopyOf } from '../../lambdas/selling/photo-copies.ts';
import { makeItem } from './fixtures.ts';

/** A plain JPEG (or PNG) of the given size; `orientation` sets its EXIF orientation tag. */
const picture = (width: number, height: number, options: { orientation?: number; png?: boolean } = {}) => {
  const image = sharp({ create: { width, height, channels: options.png ? 4 : 3, background: options.png ? { r: 0, g: 0, b: 0, alpha: 0 } : '#8a5a2b' } });
  if (options.png) return image.png().toBuffer();
  return (options.orientation ? image.withMetadata({ orientation: options.orientation }) : image).jpeg().toBuffer();
};

describe("a photo's phone copy", () => {
  it('is a sibling key of the photo, whatever its type, never the photo itself nor its thumbnail', () => {
    expect(phoneKey('listings/01LOT/0123456789abcdef.jpg')).toBe('listings/01LOT/0123456789abcdef-phone.jpg');
    expect(phoneKey('listings/01LOT/0123456789abcdef.png')).toBe('listings/01LOT/0123456789abcdef-phone.jpg');
    expect(phoneKey('demo/banners/1.jpg')).toBe('demo/banners/1-phone.jpg');
  });

  it('is made 800 px wide from a larger photo, and says the width the browser shows the photo at', async () => {
    const copy = await phoneCopyOf(await picture(1200, 900));
    expect(copy.width).toBe(PHONE_PHOTO.width);
    expect(copy.fullWidth).toBe(1200);
    expect(await sharp(copy.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
  });

  it('turns a photo upright first: a portrait taken sideways (EXIF orientation 6) counts its height as its width', async () => {
    const copy = await phoneCopyOf(await picture(1600, 1200, { orientation: 6 }));
    expect(copy.fullWidth).toBe(1200);
    expect(await sharp(copy.bytes).metadata()).toMatchObject({ width: 800, height: 1067 });
  });

  it('never enlarges a small photo, and puts a transparent PNG on white (not black)', async () => {
    const copy = await phoneCopyOf(await picture(500, 400, { png: true }));
    expect(copy).toMatchObject({ width: 500, fullWidth: 500 });
    const { data } = await sharp(copy.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
  });
});

describe("a lot photo's srcset", () => {
  const url = '/photos/listings/01LOT/abc.jpg';
  it('names the phone copy, then the full photo at its own width', () => {
    expect(lotPhotoSrcset(url, { url: '/photos/listings/01LOT/abc-phone.jpg', width: 800, fullWidth: 1200 })).toBe(
      '/photos/listings/01LOT/abc-phone.jpg 800w, /photos/listings/01LOT/abc.jpg 1200w',
    );
  });
  it('names only the copy when the photo is no wider (the lighter file of the same size)', () => {
    expect(lotPhotoSrcset(url, { url: '/photos/x-phone.jpg', width: 640, fullWidth: 640 })).toBe('/photos/x-phone.jpg 640w');
  });
  it('cannot be split into other candidates by a comma or a space in a URL', () => {
    const srcset = lotPhotoSrcset('/photos/a b.jpg', { url: '/photos/x, /evil.jpg 9999w', width: 800, fullWidth: 1200 });
    expect(srcset).toBe('/photos/x%2C%20/evil.jpg%209999w 800w, /photos/a%20b.jpg 1200w');
    expect(srcset.split(', ')).toHaveLength(2);
  });
  it('is sized for the gallery: the whole width on a phone', () => {
    expect(LOT_PHOTO_SIZES).toMatch(/^\(max-width: 900px\) 100vw, /);
  });
});

describe('a lot as pages get it', () => {
  it("carries each photo's srcset with its phone copy, and none for a photo published before copies existed", () => {
    const item = makeItem({
      photos: [
        { key: 'listings/L/a.jpg', thumbKey: 'listings/L/a-thumb.jpg', phone: { key: 'listings/L/a-phone.jpg', width: 800, fullWidth: 1200 } },
        { key: 'listings/L/b.jpg', thumbKey: 'listings/L/b-thumb.jpg' },
      ],
    });
    const { photos } = toItemDetail(item, [], { uid: null, roles: [] }, { rating: null, reviewCount: 0 });
    expect(photos).toEqual([
      { url: '/photos/listings/L/a.jpg', thumbnailUrl: '/photos/listings/L/a-thumb.jpg', srcset: '/photos/listings/L/a-phone.jpg 800w, /photos/listings/L/a.jpg 1200w' },
      { url: '/photos/listings/L/b.jpg', thumbnailUrl: '/photos/listings/L/b-thumb.jpg' },
    ]);
  });
});

describe("a banner's phone copy", () => {
  it('keeps the centre a phone shows, at 4:3 and the banner’s height', () => {
    expect(phoneBannerCrop(1600, 600)).toEqual({ left: 400, top: 0, width: 800, height: 600 });
    expect(phoneBannerCrop(800, 600)).toBeNull();
  });

  it('is cut from the banner at full sharpness (a 1600×600 banner gives 800×600), and none from a narrow one', async () => {
    const copy = await phoneBannerOf(await picture(1600, 600));
    expect(await sharp(copy!).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    expect(await phoneBannerOf(await picture(700, 600))).toBeNull();
    // A taller banner is cut at 4:3 and brought down to the phone copy's height.
    expect(await sharp((await phoneBannerOf(await picture(3200, 1200)))!).metadata()).toMatchObject({ width: 800, height: PHONE_BANNER.height });
  });

  it('covers every phone its media query names (the slider’s least height × 4:3), so a phone sees what the full banner showed', () => {
    const css = readFileSync('site/src/features/catalogue/catalogue.css', 'utf8');
    const least = Number(/\.banner \{[^}]*height: clamp\((\d+)px/.exec(css)![1]);
    const widest = Number(/max-width: (\d+)px/.exec(PHONE_BANNER_MEDIA)![1]);
    expect(widest).toBeLessThanOrEqual(least * PHONE_BANNER.aspect);
  });

  it('reaches readers as a URL beside the image, and a banner without one has none', () => {
    const stored = { title: 'T', text: '', image: 'demo/banners/1.jpg', phoneImage: 'demo/banners/1-phone.jpg', link: '' };
    expect(localiseBanner(stored, 'fr')).toMatchObject({ image: '/photos/demo/banners/1.jpg', phoneImage: '/photos/demo/banners/1-phone.jpg' });
    const { phoneImage: _, ...without } = stored;
    expect(localiseBanner(without, 'en')).not.toHaveProperty('phoneImage');
  });
});
