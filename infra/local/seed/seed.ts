import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { monotonicFactory } from 'ulid';
import { ItemStatus, splitItem, type Bid, type Item } from '../../../shared/item.ts';
import { getSeedMarker, nextItemNumber, putBanners, putCategory, putCurrencies, putSeedMarker, putSupportArticle, listSellerForms, putSellerForm } from '../../../lambdas/data/entities/catalogue-reference.ts';
import { putBidHistory } from '../../../lambdas/data/entities/bid.ts';
import { createLot } from '../../../lambdas/data/entities/lot.ts';
import { putListing } from '../../../lambdas/data/entities/lot-listing.ts';
import { LOCAL_CREDENTIALS, type LocalStackConfig } from '../config.ts';
import { DEMO_BANNERS, DEMO_CATEGORIES, DEMO_CURRENCIES, DEMO_LISTINGS, DEMO_SUPPORT_ARTICLES, type DemoListing } from './demo-data.ts';
import { renderBanner, renderPhoto, thumbnail } from './photos.ts';
import { DEMO_SELLER_FORMS } from './seller-forms.ts';
import type { DemoPerson, DemoRole } from './accounts.ts';

/** Raised when the demo data changes shape, so an older .data is seeded again (after `npm run reset`). */
export const SEED_VERSION = 3;

/** The seeded accounts the listings and bids belong to (see accounts.ts). */
export type DemoPeople = Record<DemoRole, DemoPerson>;

const HOUR_MS = 3_600_000;

/** Runs `work` over `items` with at most `limit` at a time. */
async function inBatches<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(workers);
}

/** The demo seller forms, written when the table has none (so older local data gets them too). */
export async function seedSellerForms(): Promise<void> {
  if ((await listSellerForms()).length) return;
  await Promise.all(DEMO_SELLER_FORMS.map((form) => putSellerForm(form)));
}

/** Turns a demo listing into a stored item at the seed's time, with its auction state from its bids. */
export function demoItem(listing: DemoListing, id: string, itemNumber: string, now: Date, people: DemoPeople): Item {
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR_MS).toISOString();
  const lastBid = listing.bids.at(-1);
  const sold = listing.status === 'Sold';
  const endsAt = at(listing.endsInHours);
  const leader = lastBid ? people[lastBid.bidder] : null;
  const leaderAt = lastBid ? at(-lastBid.hoursAgo + Math.min(0, listing.endsInHours)) : null;
  const runnerUp = [...listing.bids].reverse().find((b) => b.bidder !== lastBid?.bidder);
  const created = at(listing.endsInHours - listing.durationDays * 24 - 1);
  return {
    id,
    itemNumber,
    sellerId: people[listing.seller].uid,
    sellerName: people[listing.seller].name,
    status: sold ? ItemStatus.Sold : ItemStatus.Active,
    name: listing.name,
    caption: listing.caption,
    description: listing.description,
    categoryId: listing.categoryId,
    subCategoryId: listing.subCategoryId,
    specifics: listing.specifics,
    photos: listing.photos.map((_, n) => ({ key: `demo/${listing.slug}/${n + 1}.jpg`, thumbKey: `demo/${listing.slug}/${n + 1}-thumb.jpg` })),
    location: listing.location,
    listAsAuction: listing.listAsAuction,
    listAsBuyNow: listing.listAsBuyNow,
    startingPrice: listing.startingPrice,
    priceIncrement: listing.priceIncrement,
    durationDays: listing.durationDays,
    reservePrice: listing.reservePrice,
    buyItNowPrice: listing.buyItNowPrice,
    estimatedValue: listing.estimatedValue,
    shipping: listing.shipping,
    insured: listing.insured,
    shippingPaidBy: listing.shippingPaidBy,
    fulfilment: { shipWithUs: false, professionallyCleaned: false, photography: false, threeSixtyPhotography: false },
    currentBid: lastBid?.amount ?? null,
    bidCount: listing.bids.length,
    leaderId: leader?.uid ?? null,
    // The leader's maximum is what they bid: the seed places plain bids, no automatic maximums.
    leaderMaxBid: lastBid?.amount ?? null,
    leaderMaxAt: leaderAt,
    runnerUpMaxBid: runnerUp?.amount ?? null,
    leaderName: leader?.name ?? null,
    lastBids: [],
    version: listing.bids.length,
    createdAt: created,
    submittedAt: created,
    activatedAt: at(listing.endsInHours - listing.durationDays * 24),
    endsAt,
    reviewerId: people.expert.uid,
    rejectionNote: null,
    buyerId: sold ? (leader?.uid ?? people.buyer.uid) : null,
    orderId: null,
    soldAt: sold ? endsAt : null,
    soldPrice: sold ? (listing.soldPrice ?? lastBid?.amount ?? listing.buyItNowPrice) : null,
    updatedAt: sold ? endsAt : created,
  };
}

/**
 * Fills an empty local stack with the demo catalogue: categories, currencies, support articles,
 * banners, listings with generated photos (and thumbnails) in S3, and their bids. Runs once: the
 * marker written last records it.
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
    endpoint: `http://${config.host}:${config.s3Port}`,
    forcePathStyle: true,
    credentials: LOCAL_CREDENTIALS,
  });
  const upload = (Key: string, Body: Buffer) =>
    s3.send(new PutObjectCommand({ Bucket: config.photoBucket, Key, Body, ContentType: 'image/jpeg' }));

  await Promise.all(DEMO_CATEGORIES.map((c) => putCategory(c)));
  await putCurrencies(DEMO_CURRENCIES);
  await Promise.all(DEMO_SUPPORT_ARTICLES.map((a) => putSupportArticle(a)));
  await putBanners(DEMO_BANNERS);
  await inBatches(DEMO_BANNERS.map((b, n) => ({ b, n })), 3, async ({ b, n }) => void (await upload(b.image, await renderBanner(n))));

  const newId = monotonicFactory();
  let photos = 0;
  await inBatches(DEMO_LISTINGS, 4, async (listing) => {
    const item = demoItem(listing, newId(now.getTime()), await nextItemNumber(), now, people);
    for (const [n, spec] of listing.photos.entries()) {
      const full = await renderPhoto(spec);
      await upload(item.photos[n]!.key, full);
      await upload(item.photos[n]!.thumbKey, await thumbnail(full));
      photos += 1;
    }
    // Each demo bid made one version of the lot; its history record is keyed by that version.
    for (const [n, bid] of listing.bids.entries()) {
      const at = new Date(now.getTime() + (listing.endsInHours < 0 ? listing.endsInHours : 0) * HOUR_MS - bid.hoursAgo * HOUR_MS);
      const bidder = people[bid.bidder];
      const record: Bid = { itemId: item.id, bidderId: bidder.uid, bidderName: bidder.name, amount: bid.amount, at: at.toISOString(), version: n + 1 };
      await putBidHistory(item.id, n + 1, [record]);
    }
    const { lot, listing: stored } = splitItem(item);
    await putListing(stored);
    await createLot(lot);
  });
  s3.destroy();
  await putSeedMarker(SEED_VERSION, now.toISOString());
  log(`seeded ${DEMO_CATEGORIES.length} categories, ${DEMO_LISTINGS.length} listings, ${photos} photos in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
