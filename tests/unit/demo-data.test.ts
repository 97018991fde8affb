import { describe, expect, it } from 'vitest';
import {
  DEMO_BANNERS,
  DEMO_CATEGORIES,
  DEMO_CURRENCIES,
  DEMO_LISTINGS,
  DEMO_SUPPORT_ARTICLES,
  type DemoListing,
} from '../../infra/local/seed/demo-data.ts';
import { PHOTO_KINDS, PHOTO_VIEWS, renderPhoto, thumbnail } from '../../infra/local/seed/photos.ts';
import { incrementAbove } from '../../shared/bidding.ts';
import { categoryTranslationKey } from '../../shared/categories.ts';
import enCategories from '../../shared/i18n/en/categories.ts';
import frCategories from '../../shared/i18n/fr/categories.ts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const isPence = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0;
const auctionOnly = (l: DemoListing) => l.listAsAuction && !l.listAsBuyNow;
const buyNowOnly = (l: DemoListing) => !l.listAsAuction && l.listAsBuyNow;
const both = (l: DemoListing) => l.listAsAuction && l.listAsBuyNow;

describe('demo categories', () => {
  it('has at least 12 categories, each with 3 to 6 sub-categories', () => {
    expect(DEMO_CATEGORIES.length).toBeGreaterThanOrEqual(12);
    for (const c of DEMO_CATEGORIES) {
      expect(c.subCategories.length, c.id).toBeGreaterThanOrEqual(3);
      expect(c.subCategories.length, c.id).toBeLessThanOrEqual(6);
    }
  });

  it('uses unique slug ids and unique names', () => {
    const ids = DEMO_CATEGORIES.flatMap((c) => [c.id, ...c.subCategories.map((s) => s.id)]);
    const names = DEMO_CATEGORIES.flatMap((c) => [c.name, ...c.subCategories.map((s) => s.name)]);
    for (const id of ids) expect(id).toMatch(SLUG);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(names).size).toBe(names.length);
    for (const c of DEMO_CATEGORIES) for (const s of c.subCategories) expect(s.id.startsWith(`${c.id}-`), s.id).toBe(true);
  });

  it('translates every category and sub-category name in en and fr', () => {
    const names = DEMO_CATEGORIES.flatMap((c) => [c.name, ...c.subCategories.map((s) => s.name)]);
    for (const name of names) {
      const key = `category.${categoryTranslationKey(name)}`;
      expect(enCategories[key], key).toBe(name);
      expect(frCategories[key], key).toBeTruthy();
    }
    expect(Object.keys(frCategories).sort()).toEqual(Object.keys(enCategories).sort());
  });
});

describe('demo currencies', () => {
  it('starts with GBP at rate 1 and includes EUR, USD, CHF and JPY', () => {
    expect(DEMO_CURRENCIES[0]).toMatchObject({ code: 'GBP', rate: 1 });
    const codes = DEMO_CURRENCIES.map((c) => c.code);
    for (const code of ['EUR', 'USD', 'CHF', 'JPY']) expect(codes).toContain(code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of DEMO_CURRENCIES) {
      expect(c.code).toMatch(/^[A-Z]{3}$/);
      expect(c.name.length).toBeGreaterThan(0);
      expect(c.symbol.length).toBeGreaterThan(0);
      expect(c.rate).toBeGreaterThan(0);
    }
    // realistic: the yen is worth much less than the pound, the euro a little less
    expect(DEMO_CURRENCIES.find((c) => c.code === 'JPY')!.rate).toBeGreaterThan(100);
    expect(DEMO_CURRENCIES.find((c) => c.code === 'EUR')!.rate).toBeGreaterThan(1);
  });
});

describe('demo support articles', () => {
  it('has at least 12 articles in at least 4 categories, 80 to 250 words each', () => {
    expect(DEMO_SUPPORT_ARTICLES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(DEMO_SUPPORT_ARTICLES.map((a) => a.category)).size).toBeGreaterThanOrEqual(4);
    const ids = DEMO_SUPPORT_ARTICLES.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const a of DEMO_SUPPORT_ARTICLES) {
      expect(a.title.length, a.id).toBeGreaterThan(0);
      expect(words(a.body), a.id).toBeGreaterThanOrEqual(80);
      expect(words(a.body), a.id).toBeLessThanOrEqual(250);
    }
  });

  it('states the product rules', () => {
    const all = DEMO_SUPPORT_ARTICLES.map((a) => a.body).join('\n');
    for (const rule of ['£1', '7 days', '2.95%', 'within 24 hours', 'fortnightly', '£150', 'at least 5 photos', 'JPG or PNG', '2 MB', 'expert', 'Nationwide', 'Europe', 'Rest of the world', '24 to 48 hours']) {
      expect(all, rule).toContain(rule);
    }
  });
});

describe('demo banners', () => {
  it('has three banners with photo keys and site links', () => {
    expect(DEMO_BANNERS).toHaveLength(3);
    const categoryIds = new Set(DEMO_CATEGORIES.map((c) => c.id));
    for (const b of DEMO_BANNERS) {
      expect(b.title.length).toBeGreaterThan(0);
      expect(b.text.length).toBeGreaterThan(0);
      expect(b.image).toMatch(/^demo\/banners\/\d+\.jpg$/);
      const target = b.link.match(/^\/catagoriesDetails\/([a-z0-9-]+)$/)?.[1];
      expect(target === 'all' || (target !== undefined && categoryIds.has(target)), b.link).toBe(true);
    }
  });
});

describe('demo listings', () => {
  const categories = new Map(DEMO_CATEGORIES.map((c) => [c.id, new Set(c.subCategories.map((s) => s.id))]));

  it('has at least 24 listings over at least 10 categories, with unique slugs', () => {
    expect(DEMO_LISTINGS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(DEMO_LISTINGS.map((l) => l.categoryId)).size).toBeGreaterThanOrEqual(10);
    const slugs = DEMO_LISTINGS.map((l) => l.slug);
    for (const slug of slugs) expect(slug).toMatch(SLUG);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(DEMO_LISTINGS.map((l) => l.name)).size).toBe(DEMO_LISTINGS.length);
  });

  it('files every listing under an existing category and sub-category', () => {
    for (const l of DEMO_LISTINGS) {
      const subs = categories.get(l.categoryId);
      expect(subs, l.slug).toBeDefined();
      if (l.subCategoryId !== null) expect(subs!.has(l.subCategoryId), l.slug).toBe(true);
    }
  });

  it('mixes auctions, Buy it now and both, with 4 to 6 sold items', () => {
    const n = DEMO_LISTINGS.length;
    expect(DEMO_LISTINGS.filter(auctionOnly).length / n).toBeGreaterThan(0.3);
    expect(DEMO_LISTINGS.filter(buyNowOnly).length / n).toBeGreaterThan(0.15);
    expect(DEMO_LISTINGS.filter(both).length / n).toBeGreaterThan(0.2);
    const sold = DEMO_LISTINGS.filter((l) => l.status === 'Sold').length;
    expect(sold).toBeGreaterThanOrEqual(4);
    expect(sold).toBeLessThanOrEqual(6);
  });

  it('writes real catalogue text', () => {
    for (const l of DEMO_LISTINGS) {
      expect(l.name.length, l.slug).toBeGreaterThan(10);
      expect(l.caption.length, l.slug).toBeGreaterThan(10);
      expect(words(l.description), l.slug).toBeGreaterThanOrEqual(80);
      expect(words(l.description), l.slug).toBeLessThanOrEqual(200);
      expect(Object.keys(l.specifics).length, l.slug).toBeGreaterThanOrEqual(4);
      expect(l.location.length, l.slug).toBeGreaterThan(2);
    }
  });

  it('has distinctive words that find a small subset', () => {
    const text = (l: DemoListing) => `${l.name} ${l.caption} ${l.description}`.toLowerCase();
    for (const word of ['tortoiseshell', 'staffordshire', 'marquetry', 'meissen', 'sovereign', 'sextant', 'mohair', 'jacobite']) {
      const hits = DEMO_LISTINGS.filter((l) => text(l).includes(word)).length;
      expect(hits, word).toBeGreaterThanOrEqual(1);
      expect(hits, word).toBeLessThanOrEqual(3);
    }
  });

  it('keeps money in whole pence and follows the price rules', () => {
    for (const l of DEMO_LISTINGS) {
      expect(l.listAsAuction || l.listAsBuyNow, l.slug).toBe(true);
      for (const amount of [l.startingPrice, l.estimatedValue, l.reservePrice ?? 0, l.buyItNowPrice ?? 0, l.priceIncrement ?? 0, l.soldPrice ?? 0]) {
        expect(isPence(amount), l.slug).toBe(true);
      }
      expect(l.startingPrice, l.slug).toBeGreaterThanOrEqual(100);
      expect(l.startingPrice, l.slug).toBeLessThanOrEqual(1_200_000);
      expect(l.durationDays, l.slug).toBeGreaterThanOrEqual(1);
      expect(l.durationDays, l.slug).toBeLessThanOrEqual(14);
      expect(Number.isInteger(l.durationDays)).toBe(true);
      if (l.reservePrice !== null) {
        expect(l.listAsAuction, l.slug).toBe(true);
        expect(l.estimatedValue, l.slug).toBeGreaterThan(15_000);
        expect(l.reservePrice, l.slug).toBeGreaterThanOrEqual(15_000);
      }
      if (l.listAsBuyNow) expect(l.buyItNowPrice, l.slug).not.toBeNull();
      else expect(l.buyItNowPrice, l.slug).toBeNull();
      if (both(l)) expect(l.buyItNowPrice!, l.slug).toBeGreaterThan(l.startingPrice);
    }
  });

  it('offers at least one shipping zone, in pence and days', () => {
    for (const l of DEMO_LISTINGS) {
      const zones = [l.shipping.nationwide, l.shipping.europe, l.shipping.worldwide].filter((z) => z !== null);
      expect(zones.length, l.slug).toBeGreaterThanOrEqual(1);
      for (const z of zones) {
        expect(isPence(z.cost), l.slug).toBe(true);
        expect(Number.isInteger(z.days) && z.days >= 1, l.slug).toBe(true);
      }
    }
  });

  it('has ascending bids valid under the increment table, inside the auction window', () => {
    for (const l of DEMO_LISTINGS) {
      if (!l.listAsAuction) {
        expect(l.bids, l.slug).toHaveLength(0);
        continue;
      }
      const started = l.durationDays * 24 - l.endsInHours; // hours before the seed
      const ended = Math.max(0, -l.endsInHours);
      let previous: number | null = null;
      let previousAt = Infinity;
      for (const bid of l.bids) {
        expect(isPence(bid.amount), l.slug).toBe(true);
        const min: number = previous === null ? l.startingPrice : previous + incrementAbove(previous, l.priceIncrement);
        expect(bid.amount, `${l.slug} bid ${bid.amount}`).toBeGreaterThanOrEqual(min);
        if (l.buyItNowPrice !== null) expect(bid.amount, l.slug).toBeLessThan(l.buyItNowPrice);
        expect(bid.hoursAgo, l.slug).toBeLessThan(previousAt);
        expect(bid.hoursAgo, l.slug).toBeLessThan(started);
        expect(bid.hoursAgo, l.slug).toBeGreaterThan(ended);
        previous = bid.amount;
        previousAt = bid.hoursAgo;
      }
    }
  });

  it('ends active listings in the future and sold ones in the past', () => {
    for (const l of DEMO_LISTINGS) {
      if (l.status === 'Active') {
        expect(l.endsInHours, l.slug).toBeGreaterThanOrEqual(2);
        expect(l.endsInHours, l.slug).toBeLessThanOrEqual(l.durationDays * 24);
      } else {
        expect(l.endsInHours, l.slug).toBeLessThan(0);
        if (l.listAsAuction && !l.soldPrice) {
          expect(l.bids.length, l.slug).toBeGreaterThan(0);
          expect(l.bids.at(-1)!.amount, l.slug).toBeGreaterThanOrEqual(l.reservePrice ?? 0);
        } else {
          expect(l.soldPrice, l.slug).toBe(l.buyItNowPrice);
        }
      }
    }
    const active = DEMO_LISTINGS.filter((l) => l.status === 'Active').map((l) => l.endsInHours);
    expect(Math.min(...active)).toBeLessThanOrEqual(6);
    expect(Math.max(...active)).toBeGreaterThanOrEqual(24 * 12);
  });

  it('has at least 5 photos of known kinds and views per listing', () => {
    for (const l of DEMO_LISTINGS) {
      expect(l.photos.length, l.slug).toBeGreaterThanOrEqual(5);
      for (const p of l.photos) {
        expect(PHOTO_KINDS, l.slug).toContain(p.kind);
        expect(PHOTO_VIEWS, l.slug).toContain(p.view);
        expect(p.palette.main).toMatch(/^#[0-9a-f]{6}$/i);
        expect(p.palette.accent).toMatch(/^#[0-9a-f]{6}$/i);
      }
      expect(new Set(l.photos.map((p) => p.view)).size, l.slug).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('demo photos', () => {
  it('renders a deterministic 1200×900 JPEG and a 400×300 thumbnail', async () => {
    const spec = DEMO_LISTINGS[0]!.photos[0]!;
    const [a, b] = await Promise.all([renderPhoto(spec), renderPhoto(spec)]);
    expect(a.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(a.equals(b)).toBe(true);
    expect(a.length).toBeLessThan(2 * 1024 * 1024);
    const { default: sharp } = await import('sharp');
    expect(await sharp(a).metadata()).toMatchObject({ width: 1200, height: 900, format: 'jpeg' });
    expect(await sharp(await thumbnail(a)).metadata()).toMatchObject({ width: 400, height: 300, format: 'jpeg' });
  });
});

describe('demo seller forms', async () => {
  const { DEMO_SELLER_FORMS } = await import('../../infra/local/seed/seller-forms.ts');
  const { DEMO_CATEGORIES } = await import('../../infra/local/seed/demo-data.ts');
  it('gives every demo category a form, each with required fields', () => {
    for (const category of DEMO_CATEGORIES) {
      const form = DEMO_SELLER_FORMS.find((f) => f.catId === category.id && f.subCatId === null);
      expect(form, category.id).toBeDefined();
      expect(form!.itemSpecificForm.some((f) => f.required)).toBe(true);
    }
  });
  it('gives sub-category forms only to existing sub-categories, with dropdowns that have options', () => {
    for (const form of DEMO_SELLER_FORMS) {
      if (form.subCatId) expect(DEMO_CATEGORIES.find((c) => c.id === form.catId)?.subCategories.map((s) => s.id)).toContain(form.subCatId);
      for (const field of form.itemSpecificForm) if (field.kind === 'dropdwon') expect(field.options?.length).toBeGreaterThan(1);
    }
  });
});
