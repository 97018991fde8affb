import { describe, expect, it } from 'vitest';
import { DEMO_BANNERS, DEMO_CATEGORIES, DEMO_LISTINGS, DEMO_SUPPORT_ARTICLES, inFrenchToo, type DemoListing } from '../../infra/local/seed/demo-data.ts';
import { missingFrench } from '../../shared/admin/seller-forms.ts';
import { lacksFrench } from '../../shared/categories.ts';
import { acceptedAuction, demoListingForm, demoTimeline, demoUploadKey, replayDemoBids } from '../../infra/local/seed/demo-listing.ts';
import { thumbnailOf } from '../../lambdas/selling/photo-copies.ts';
import { renderPhoto } from '../../infra/local/seed/photos.ts';
import { DEMO_SELLER_FORMS } from '../../infra/local/seed/seller-forms.ts';
import { categoryTranslationKey } from '../../shared/categories.ts';
import { ListingSubmitFormSchema, listingRuleIssues } from '../../shared/contract/selling.ts';
import enCategories from '../../shared/i18n/en/categories.ts';
import frCategories from '../../shared/i18n/fr/categories.ts';
import { ItemStatus } from '../../shared/item.ts';
import { resolveAuctionEnd } from '../../shared/lot-rules.ts';
import { buyNowAvailable } from '../../shared/proxy-bidding.ts';
import { checkSpecifics, formFields, pickSellerForm } from '../../shared/seller-form.ts';

/*
 * The demo catalogue goes through the real rules: each listing's form as the seed submits it through
 * the listing schema, the listing rules and its category's seller form; each listing's bids through
 * the proxy-bidding rules, in order, at their times. The seed runs the same forms and bids through the
 * use cases (tests/integration/demo-catalogue.test.ts checks what it stored).
 */

const NOW = new Date('2026-11-02T12:00:00.000Z');
const SELLER = 'demo-seller-uid';
const bySlug = (slug: string) => DEMO_LISTINGS.find((l) => l.slug === slug)!;
const formOf = (listing: DemoListing) =>
  demoListingForm(
    listing,
    listing.photos.map((_, n) => demoUploadKey(SELLER, listing.slug, n)),
    DEMO_SELLER_FORMS,
  );
/** A listing's bids as the seed places them, the bidders named by their demo role. */
const replay = (listing: DemoListing) => {
  const timeline = demoTimeline(listing, NOW);
  return replayDemoBids(listing, acceptedAuction(listing, timeline.endsAt), timeline, (bid) => bid.bidder);
};
const finalState = (listing: DemoListing) => replay(listing).at(-1)?.state ?? acceptedAuction(listing, demoTimeline(listing, NOW).endsAt);

describe('demo categories', () => {
  it('uses unique ids (the catalogue routes by them), each sub-category under its category', () => {
    const ids = DEMO_CATEGORIES.flatMap((c) => [c.id, ...c.subCategories.map((s) => s.id)]);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(ids).size).toBe(ids.length);
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

  it('links every banner to a category page that exists', () => {
    const categoryIds = new Set(DEMO_CATEGORIES.map((c) => c.id));
    for (const b of DEMO_BANNERS) {
      const target = b.link.match(/^\/catagoriesDetails\/([a-z0-9-]+)$/)?.[1];
      expect(target === 'all' || (target !== undefined && categoryIds.has(target)), b.link).toBe(true);
    }
  });
});

describe('demo help articles', () => {
  it("state the product's rules as the spec gives them", () => {
    const all = DEMO_SUPPORT_ARTICLES.map((a) => a.body).join('\n');
    for (const rule of ['£1', '7 days', '2.95%', 'within 24 hours', 'fortnightly', '£150', 'at least 5 photos', 'JPG or PNG', '2 MB', 'Nationwide', 'Europe', 'Rest of the world', '24 to 48 hours']) {
      expect(all, rule).toContain(rule);
    }
  });

  it('each have their French: title, body and topic, all translated, the same topics grouped alike', () => {
    const topicInFrench = new Map<string, string>();
    for (const a of DEMO_SUPPORT_ARTICLES) {
      expect(a.fr.title, a.id).not.toBe(a.title);
      expect(a.fr.body, a.id).not.toBe(a.body);
      expect(a.fr.category, a.id).not.toBe(a.category);
      expect(a.fr.body.split(/\n\s*\n/).length, `${a.id}: as many paragraphs`).toBe(a.body.split(/\n\s*\n/).length);
      // One English topic is one French topic, so the French help centre groups the articles as the English one does.
      expect(topicInFrench.get(a.category) ?? a.fr.category, a.id).toBe(a.fr.category);
      topicInFrench.set(a.category, a.fr.category);
    }
    expect(new Set(topicInFrench.values()).size).toBe(topicInFrench.size);
    const all = DEMO_SUPPORT_ARTICLES.map((a) => a.fr.body).join('\n');
    for (const rule of ['1 £', '7 jours', '2,95 %', 'sous 24 heures', 'tous les quinze jours', '150 £', 'au moins 5', 'JPG ou PNG', '2 Mo', 'National', 'Europe', 'Reste du monde', '24 à 48 heures']) {
      expect(all, rule).toContain(rule);
    }
  });
});

describe('demo banners', () => {
  it('each have their French title and text', () => {
    for (const b of DEMO_BANNERS) {
      expect(b.fr, b.title).toBeDefined();
      expect(b.fr!.title).not.toBe(b.title);
      expect(b.fr!.text).not.toBe(b.text);
    }
  });
});

describe('demo seller forms', () => {
  it('give every demo category a form, and sub-category forms only to existing sub-categories', () => {
    for (const category of DEMO_CATEGORIES) expect(pickSellerForm(DEMO_SELLER_FORMS, category.id, null), category.id).not.toBeNull();
    for (const form of DEMO_SELLER_FORMS) {
      if (form.subCatId) expect(DEMO_CATEGORIES.find((c) => c.id === form.catId)?.subCategories.map((s) => s.id)).toContain(form.subCatId);
      for (const field of form.itemSpecificForm) if (field.kind === 'dropdwon') expect(field.options?.length, field.label).toBeGreaterThan(1);
    }
  });

  it('are in French too: every label and option, and every category and sub-category name (docs/adr/0051)', () => {
    for (const form of DEMO_SELLER_FORMS) for (const field of form.itemSpecificForm) expect(missingFrench(field), `${form.catId} ${field.label}`).toEqual({ label: false, options: [] });
    const furniture = DEMO_SELLER_FORMS.find((f) => f.catId === 'furniture' && f.subCatId === null)!.itemSpecificForm;
    expect(furniture.find((f) => f.label === 'Wood')).toMatchObject({ labelFr: 'Bois', optionsFr: expect.arrayContaining(['Acajou', 'Chêne']) });
    for (const category of DEMO_CATEGORIES.map(inFrenchToo)) {
      expect(lacksFrench(category), category.name).toBe(false);
      for (const sub of category.subCategories) expect(lacksFrench(sub), sub.name).toBe(false);
    }
    expect(inFrenchToo(DEMO_CATEGORIES.find((c) => c.id === 'furniture')!)).toMatchObject({ name: 'Furniture', nameFr: 'Mobilier' });
  });
});

describe('demo listings as their seller submits them', () => {
  it.each(DEMO_LISTINGS.map((l) => [l.slug, l] as const))('%s passes the listing schema, the listing rules and its seller form', (_slug, listing) => {
    const form = formOf(listing);
    const parsed = ListingSubmitFormSchema.safeParse(form);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(listingRuleIssues(form)).toEqual([]);
    const category = DEMO_CATEGORIES.find((c) => c.id === listing.categoryId);
    expect(category, listing.categoryId).toBeDefined();
    if (listing.subCategoryId) expect(category!.subCategories.map((s) => s.id)).toContain(listing.subCategoryId);
    // The server's check answers the same specifics, by the form's labels (so nothing is lost on the way).
    const fields = formFields(pickSellerForm(DEMO_SELLER_FORMS, listing.categoryId, listing.subCategoryId));
    const { issues, specifics } = checkSpecifics(fields, form.itemSpecifics);
    expect(issues).toEqual([]);
    expect(specifics).toEqual(listing.specifics);
  });

  it('names a specific its seller form lacks as an error of the demo data, not a silent loss', () => {
    const listing = { ...bySlug('moorcroft-pomegranate-vase'), specifics: { Pattern: 'Pomegranate' } };
    expect(() => formOf(listing)).toThrow(/no field "Pattern"/);
  });

  it('uploads distinct photos under the seller’s own folder, the same keys on every run', () => {
    const keys = DEMO_LISTINGS.flatMap((l) => l.photos.map((_, n) => demoUploadKey(SELLER, l.slug, n)));
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key.startsWith(`uploads/${SELLER}/`)).toBe(true);
    expect(demoUploadKey(SELLER, 'a', 0)).toBe(demoUploadKey(SELLER, 'a', 0));
  });
});

describe('demo bids, through the proxy-bidding rules', () => {
  it.each(DEMO_LISTINGS.filter((l) => l.bids.length).map((l) => [l.slug, l] as const))('%s: every bid is accepted, between the acceptance and the end', (_slug, listing) => {
    const timeline = demoTimeline(listing, NOW);
    const replayed = replay(listing);
    expect(replayed).toHaveLength(listing.bids.length);
    for (const step of replayed) {
      expect(step.at.getTime()).toBeGreaterThan(timeline.acceptedAt.getTime());
      expect(step.at.getTime()).toBeLessThan(timeline.endsAt.getTime());
      if (listing.status === 'Active') expect(step.at.getTime()).toBeLessThan(NOW.getTime());
    }
    // Bids far from the end never move it (soft close is for the last two minutes).
    expect(replayed.at(-1)!.state.endsAt).toBe(timeline.endsAt.toISOString());
  });

  it('opens a lone first bid at the starting price, and the leader pays one increment over the runner-up', () => {
    const robot = replay(bySlug('japanese-tinplate-atomic-robot-1960s'));
    expect(robot[0]!.state).toMatchObject({ currentBid: 100, leaderId: 'buyer' });
    // buyer2's £210 maximum leads buyer's £150 by one increment (£5 in the £150+ band)
    expect(robot.at(-1)!.state).toMatchObject({ currentBid: 15_500, leaderId: 'buyer2', leaderMaxBid: 21_000, runnerUpMaxBid: 15_000, bidCount: 8 });
  });

  it("answers a bid below the leader's automatic maximum at once, and the leader keeps the lead", () => {
    const chair = replay(bySlug('george-iii-mahogany-shield-back-chair'));
    const last = chair.at(-1)!;
    expect(last.outcome).toBe('outbid');
    expect(last.history).toEqual([
      expect.objectContaining({ bidderId: 'buyer2', amount: 15_500, automatic: false }),
      expect.objectContaining({ bidderId: 'buyer', amount: 16_000, automatic: true }),
    ]);
    expect(last.state).toMatchObject({ currentBid: 16_000, leaderId: 'buyer' });
    // The ring: buyer raises a maximum they already lead with; the price stays where it was.
    const ring = replay(bySlug('victorian-garnet-cluster-ring'));
    expect(ring[2]!.state).toMatchObject({ leaderId: 'buyer', currentBid: 8_200 });
    expect(ring[3]!.state).toMatchObject({ leaderId: 'buyer', currentBid: 8_200, leaderMaxBid: 10_000 });
    expect(ring.at(-1)!.state).toMatchObject({ leaderId: 'buyer2', currentBid: 14_200 });
  });

  it('bids a maximum below an unmet reserve in full, and jumps to the reserve when a maximum meets it', () => {
    const jar = finalState(bySlug('chinese-famille-rose-ginger-jar'));
    expect(jar).toMatchObject({ currentBid: 28_000, leaderId: 'buyer2' });
    expect(resolveAuctionEnd(jar).status).toBe(ItemStatus.ReserveNotMet);
    const coffer = finalState(bySlug('charles-ii-joined-oak-coffer'));
    expect(coffer).toMatchObject({ currentBid: 50_000, leaderId: 'buyer2', leaderMaxBid: 52_000 });
  });

  it('sells every sold auction to its leader (its reserve met) and every sold Buy-it-now while it was available', () => {
    const sold = DEMO_LISTINGS.filter((l) => l.status === 'Sold');
    expect(sold.length).toBeGreaterThan(0);
    for (const listing of sold) {
      const timeline = demoTimeline(listing, NOW);
      expect(timeline.soldAt!.getTime(), listing.slug).toBeLessThan(NOW.getTime());
      const state = finalState(listing);
      if (listing.listAsAuction) expect(resolveAuctionEnd(state), listing.slug).toMatchObject({ status: ItemStatus.AwaitingPayment, buyerId: state.leaderId });
      else expect(buyNowAvailable(state, timeline.soldAt!), listing.slug).toBe(true);
    }
  });

  it('leaves every live demo listing on sale past the seed time', () => {
    for (const listing of DEMO_LISTINGS.filter((l) => l.status === 'Active')) {
      expect(demoTimeline(listing, NOW).endsAt.getTime(), listing.slug).toBeGreaterThan(NOW.getTime());
    }
  });
});

describe('demo photos', () => {
  it('renders a deterministic 1200×900 JPEG under 2 MB and a 400×300 thumbnail', async () => {
    const spec = DEMO_LISTINGS[0]!.photos[0]!;
    const [a, b] = await Promise.all([renderPhoto(spec), renderPhoto(spec)]);
    expect(a.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(a.equals(b)).toBe(true);
    expect(a.length).toBeLessThan(2 * 1024 * 1024);
    const { default: sharp } = await import('sharp');
    expect(await sharp(a).metadata()).toMatchObject({ width: 1200, height: 900, format: 'jpeg' });
    expect(await sharp(await thumbnailOf(a)).metadata()).toMatchObject({ width: 400, height: 300, format: 'jpeg' });
  });
});
