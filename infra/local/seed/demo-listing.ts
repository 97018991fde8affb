/**
 * A demo listing as a seller would send it, and its story in time: the listing form the wizard
 * would submit, when it was submitted, accepted and bid on, and its bids replayed through the proxy
 * rules. Pure (no I/O, no clock): the seed (seed.ts) and the demo-data unit test share it, so the test
 * checks exactly what the seed sends.
 */
import { createHash } from 'node:crypto';
import type { ListingForm } from '../../../shared/contract/selling.ts';
import { ItemStatus, noBidsYet } from '../../../shared/item.ts';
import { placeBid, type AuctionState, type BidRecord } from '../../../shared/proxy-bidding.ts';
import { formFields, pickSellerForm, type SellerForm } from '../../../shared/seller-form.ts';
import type { DemoBid, DemoListing } from './demo-data.ts';

const HOUR_MS = 3_600_000;
/** How long the demo expert took to accept a demo listing after it was submitted. */
const REVIEW_HOURS = 1;
/** A demo Buy-it-now sale happened this long before the listing would have ended. */
const BOUGHT_BEFORE_END_HOURS = 24;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The upload key of a demo photo, as createUploadUrl would name it (`uploads/<seller>/<ULID>.jpg`),
 * but derived from the listing and the photo's place: a seed stopped half-way and run again uploads
 * the same keys, so submitting them again is the same submission (the lot it made, not another).
 */
export function demoUploadKey(sellerUid: string, slug: string, index: number): string {
  const hash = createHash('sha256').update(`patina-demo-photo:${slug}:${index}`).digest();
  // 26 Crockford base-32 characters, the first below 8, as every ULID's is.
  let id = CROCKFORD[hash[0]! % 8]!;
  for (let i = 1; i < 26; i++) id += CROCKFORD[hash[i]! % 32]!;
  return `uploads/${sellerUid}/${id}.jpg`;
}

/**
 * The listing form the wizard would submit for a demo listing: its specifics sent by their field's
 * position in the category's seller form (a label the form lacks is an error in the demo data).
 */
export function demoListingForm(listing: DemoListing, photos: string[], sellerForms: SellerForm[]): ListingForm {
  const fields = formFields(pickSellerForm(sellerForms, listing.categoryId, listing.subCategoryId));
  const itemSpecifics: Record<string, string> = {};
  for (const [label, value] of Object.entries(listing.specifics)) {
    const field = fields.find((f) => f.label === label);
    if (!field) throw new Error(`Demo listing ${listing.slug}: the seller form of ${listing.subCategoryId ?? listing.categoryId} has no field "${label}"`);
    itemSpecifics[field.name] = value;
  }
  const { nationwide, europe, worldwide } = listing.shipping;
  const auction = listing.listAsAuction;
  return {
    category: listing.categoryId,
    subCategoryId: listing.subCategoryId,
    photos,
    itemFullFill: false,
    itemName: listing.name,
    itemCaption: listing.caption,
    itemDescription: listing.description,
    itemSpecifics,
    estimatedValue: listing.estimatedValue,
    listAsAuction: auction,
    ...(auction ? { startingAuctionPrice: listing.startingPrice } : {}),
    priceIncrement: auction ? listing.priceIncrement : null,
    reservePrice: auction ? listing.reservePrice : null,
    // A Buy-it-now listing runs for its days too (the wizard's duration applies to both formats).
    auctionDurationDays: listing.durationDays,
    List_of_Buy_it: listing.listAsBuyNow,
    buyItNowPrice: listing.listAsBuyNow ? listing.buyItNowPrice : null,
    Service_info: false,
    shipWithUs: false,
    professionallyCleaned: false,
    photography: false,
    threeSixtyPhotography: false,
    shippingPaidBy: listing.shippingPaidBy,
    insureItem: listing.insured,
    nationwideShippingCost: nationwide?.cost ?? null,
    nationwideShippingDeliveryDays: nationwide?.days ?? null,
    shippingToEuropeCost: europe?.cost ?? null,
    shippingToEuropeDeliveryDays: europe?.days ?? null,
    worldwideShippingCost: worldwide?.cost ?? null,
    worldwideShippingDeliveryDays: worldwide?.days ?? null,
  };
}

/** When a demo listing's events happened, for a seed run at `now`. */
export interface DemoTimeline {
  submittedAt: Date;
  /** The expert's acceptance: the listing then runs `durationDays`, so it ends `endsInHours` from now. */
  acceptedAt: Date;
  endsAt: Date;
  /** A Sold listing's sale: the hammer at its end, or a Buy it now a day before it. */
  soldAt: Date | null;
  bidAt(bid: DemoBid): Date;
}

/** The timeline of a demo listing seeded at `now` (every event before `now`). */
export function demoTimeline(listing: DemoListing, now: Date): DemoTimeline {
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR_MS);
  const endsAt = at(listing.endsInHours);
  const acceptedAt = new Date(endsAt.getTime() - listing.durationDays * 24 * HOUR_MS);
  const sold = listing.status === 'Sold';
  return {
    submittedAt: new Date(acceptedAt.getTime() - REVIEW_HOURS * HOUR_MS),
    acceptedAt,
    endsAt,
    soldAt: !sold ? null : listing.listAsAuction ? endsAt : new Date(endsAt.getTime() - BOUGHT_BEFORE_END_HOURS * HOUR_MS),
    bidAt: (bid) => at(-bid.hoursAgo),
  };
}

/** The auction state of a demo listing as the expert's acceptance leaves it: on sale, no bids yet. */
export function acceptedAuction(listing: DemoListing, endsAt: Date): AuctionState {
  return {
    status: ItemStatus.Active,
    listAsAuction: listing.listAsAuction,
    startingPrice: listing.listAsAuction ? listing.startingPrice : (listing.buyItNowPrice ?? listing.startingPrice),
    priceIncrement: listing.listAsAuction ? listing.priceIncrement : null,
    reservePrice: listing.listAsAuction ? listing.reservePrice : null,
    buyItNowPrice: listing.listAsBuyNow ? listing.buyItNowPrice : null,
    listAsBuyNow: listing.listAsBuyNow,
    ...noBidsYet(),
    endsAt: endsAt.toISOString(),
  };
}

/** One demo bid as the proxy rules took it: the state after it and the history lines it made. */
export interface ReplayedBid {
  bid: DemoBid;
  at: Date;
  outcome: 'highest' | 'outbid';
  state: AuctionState;
  history: BidRecord[];
}

/**
 * Places a demo listing's bids, in order, through the proxy rules (shared/proxy-bidding.ts) from
 * `start`, each bidder named by `bidderId`. A bid the rules refuse is an error in the demo data, never
 * skipped.
 */
export function replayDemoBids(listing: DemoListing, start: AuctionState, timeline: Pick<DemoTimeline, 'bidAt'>, bidderId: (bid: DemoBid) => string): ReplayedBid[] {
  const replayed: ReplayedBid[] = [];
  let state = start;
  for (const [n, bid] of listing.bids.entries()) {
    const at = timeline.bidAt(bid);
    const result = placeBid(state, { bidderId: bidderId(bid), amount: bid.amount, ...(bid.maxBid !== undefined ? { maxBid: bid.maxBid } : {}), at });
    if (!result.ok) throw new Error(`Demo listing ${listing.slug}: bid ${n + 1} (${bid.bidder}, ${bid.amount}p) is refused (${result.reason}; minimum ${result.minNextBid}p)`);
    state = result.state;
    replayed.push({ bid, at, outcome: result.outcome, state, history: result.history });
  }
  return replayed;
}
