import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { PlaceBidInputSchema } from '../../../shared/contract/buying.ts';
import { ReviewSubmissionInputSchema, SubmitListingInputSchema, type ListingForm } from '../../../shared/contract/selling.ts';
import type { SellerForm } from '../../../shared/seller-form.ts';
import { getSeedMarker, putBanners, putCategory, putCurrencies, putSeedMarker, putSupportArticle, listSellerForms, putSellerForm } from '../../../lambdas/data/entities/catalogue-reference.ts';
import { getLot } from '../../../lambdas/data/entities/lot.ts';
import { placeBidOnLot } from '../../../lambdas/bidding/place-bid.ts';
import { CallError } from '../../../lambdas/lib/errors.ts';
import { reviewLot } from '../../../lambdas/lots/review.ts';
import { phoneBannerOf } from '../../../lambdas/selling/photo-copies.ts';
import { submitLot } from '../../../lambdas/selling/submit.ts';
import { LOCAL_CREDENTIALS, type LocalStackConfig } from '../config.ts';
import { DEMO_BANNERS, DEMO_CATEGORIES, DEMO_CURRENCIES, DEMO_LISTINGS, DEMO_SUPPORT_ARTICLES, inFrenchToo, type DemoListing } from './demo-data.ts';
import { demoListingForm, demoTimeline, demoUploadKey, type DemoTimeline } from './demo-listing.ts';
import { seedSoldListing } from './history.ts';
import { renderBanner, renderPhoto } from './photos.ts';
import { DEMO_SELLER_FORMS } from './seller-forms.ts';
import type { DemoPerson, DemoRole } from './accounts.ts';
import { forEachLimited } from '../../../lambdas/lib/for-each-limited.ts';

/**
 * Raised when the demo data changes shape, so an older .data is seeded again (after `npm run reset`).
 * 5: banners and help articles in French. 6: phone copies of banners and lot photos. 7: categories and
 * seller forms with their French names (docs/adr/0051).
 */
export const SEED_VERSION = 7;

/** The seeded accounts the listings and bids belong to (see accounts.ts). */
export type DemoPeople = Record<DemoRole, DemoPerson>;

/**
 * Demo listings seeded at once. Each renders its photos (sharp, CPU) and then waits on calls to the
 * emulators, so a few in flight keep two cores busy without queueing on either.
 */
const LISTINGS_AT_ONCE = 4;


/** The demo seller forms, written when the table has none (so older local data gets them too). */
export async function seedSellerForms(): Promise<void> {
  if ((await listSellerForms()).length) return;
  await Promise.all(DEMO_SELLER_FORMS.map((form) => putSellerForm(form)));
}

/**
 * What a listing needs to exist before it can be made, and no more: the categories, currencies and
 * support articles (the seller forms are seedSellerForms'). The rehearsal subset's stack has only these
 * (PATINA_SEED=reference): its people and lots are made through the API.
 */
export async function seedReferenceData(): Promise<void> {
  await Promise.all(DEMO_CATEGORIES.map((c) => putCategory(inFrenchToo(c))));
  await putCurrencies(DEMO_CURRENCIES);
  await Promise.all(DEMO_SUPPORT_ARTICLES.map((a) => putSupportArticle(a)));
}

/** What the seed needs to seed one listing. */
interface SeedContext {
  now: Date;
  people: DemoPeople;
  sellerForms: SellerForm[];
  upload(key: string, body: Buffer): Promise<unknown>;
}

/**
 * Fills an empty local stack with the demo catalogue: categories, currencies, support articles,
 * banners, and the listings, each through the same use cases a real one takes (see seedListing).
 * Live auctions therefore have their item workflows running (the workflow engine must be installed
 * first). Runs once: the marker written last records it; a seed stopped half-way runs again on the
 * next start and finishes the same lots (every step is idempotent).
 */
export async function seedDemoData(config: LocalStackConfig, now: Date, people: DemoPeople, log: (line: string) => void = () => {}): Promise<boolean> {
  const marker = await getSeedMarker();
  if (marker) {
    if (marker.version < SEED_VERSION) log(`The demo data in ${config.dataDir} is from an older version: run npm run reset to seed it afresh.`);
    return false;
  }
  const started = performance.now();
  const s3 = new S3Client({
    region: config.region,
    endpoint: `http://${config.emulatorHost}:${config.s3Port}`,
    forcePathStyle: true,
    credentials: LOCAL_CREDENTIALS,
  });
  const upload = (Key: string, Body: Buffer) => s3.send(new PutObjectCommand({ Bucket: config.photoBucket, Key, Body, ContentType: 'image/jpeg' }));
  try {
    await seedReferenceData();
    await putBanners(DEMO_BANNERS);
    await forEachLimited(DEMO_BANNERS.map((b, n) => ({ b, n })), 3, async ({ b, n }) => {
      const image = await renderBanner(n);
      await upload(b.image, image);
      const phone = b.phoneImage ? await phoneBannerOf(image) : null;
      if (b.phoneImage && phone) await upload(b.phoneImage, phone);
    });
    // The forms as stored: the listings answer what the site would ask their seller.
    const context: SeedContext = { now, people, sellerForms: await listSellerForms(), upload };
    await forEachLimited(DEMO_LISTINGS, LISTINGS_AT_ONCE, (listing) => seedListing(listing, context));
  } finally {
    s3.destroy();
  }
  await putSeedMarker(SEED_VERSION, now.toISOString());
  const photos = DEMO_LISTINGS.reduce((n, l) => n + l.photos.length, 0);
  const bids = DEMO_LISTINGS.reduce((n, l) => n + l.bids.length, 0);
  log(`seeded ${DEMO_CATEGORIES.length} categories, ${DEMO_LISTINGS.length} listings (${photos} photos, ${bids} bids) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/**
 * One demo listing, as its people would have made it: the seller uploads its photos and submits it
 * (submitLot checks the form, its seller form and the photos by their bytes, publishes the photos
 * under `listings/<lot>/` and starts the lot's workflow), the demo expert accepts it (reviewLot), and
 * the demo bidders place its bids (placeBidOnLot, the proxy rules), each at its time in the past.
 * A sold listing is history and written as such (history.ts). Anything refused stops the seed.
 */
async function seedListing(listing: DemoListing, context: SeedContext): Promise<void> {
  const { people } = context;
  const timeline = demoTimeline(listing, context.now);
  const photos = await uploadPhotos(listing, people.seller.uid, context.upload);
  // As the call validates it (strict, with the listing rules).
  const { form } = SubmitListingInputSchema.parse({ form: demoListingForm(listing, photos, context.sellerForms) });
  if (listing.status === 'Sold') await failLoudly(listing, 'its past sale', () => seedSoldListing(listing, form, timeline, people, context.now));
  else await seedLiveListing(listing, form, timeline, people);
}

/** Submitted, accepted and bid on through the use cases: a live lot with its workflow waiting for its end. */
async function seedLiveListing(listing: DemoListing, form: ListingForm, timeline: DemoTimeline, people: DemoPeople): Promise<void> {
  const { itemId } = await failLoudly(listing, 'its submission', () => submitLot(people.seller, form, undefined, timeline.submittedAt));
  const decision = ReviewSubmissionInputSchema.parse({ itemId, decision: 'accept' });
  await failLoudly(listing, 'its review', () => reviewLot({ ...decision, reviewerId: people.expert.uid }, timeline.acceptedAt));
  // Every accepted bid counts one: a seed run again after stopping half-way places only the rest.
  const placed = (await getLot(itemId, true))?.bidCount ?? 0;
  for (const [n, bid] of listing.bids.entries()) {
    if (n < placed) continue;
    const input = PlaceBidInputSchema.parse({ itemId, amount: bid.amount, ...(bid.maxBid !== undefined ? { maxBid: bid.maxBid } : {}) });
    await failLoudly(listing, `bid ${n + 1} (${bid.bidder}, ${bid.amount}p)`, () => placeBidOnLot(people[bid.bidder], input, timeline.bidAt(bid)));
  }
}

/** Renders a listing's photos and stores each as the seller's own upload (as the upload form would). */
async function uploadPhotos(listing: DemoListing, sellerUid: string, upload: SeedContext['upload']): Promise<string[]> {
  const keys: string[] = [];
  for (const [n, spec] of listing.photos.entries()) {
    const key = demoUploadKey(sellerUid, listing.slug, n);
    await upload(key, await renderPhoto(spec));
    keys.push(key);
  }
  return keys;
}

/** Runs one step of a listing's story; a refusal names the listing, the step and the call's answer. */
async function failLoudly<T>(listing: DemoListing, step: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const answer = error instanceof CallError ? `${error.status} ${error.code}: ${error.message} ${JSON.stringify(error.data)}` : String(error);
    throw new Error(`The demo listing ${listing.slug} could not be seeded: ${step} was refused (${answer})`, { cause: error });
  }
}
