import type { Pence } from './money.ts';
import type { PhoneCopy } from './photo-sizes.ts';

/**
 * A lot's statuses: the specification's list, spelled as it spells them, plus `Awaiting Payment`, the
 * sale between the hammer and the buyer's payment, which the specification names only by its outcomes
 * (docs/adr/0011-lot-and-order-status.md).
 */
export const ItemStatus = {
  AwaitingApproval: 'Awaiting Approval',
  Active: 'Active',
  AwaitingPayment: 'Awaiting Payment',
  Sold: 'Sold',
  Unsold: 'Unsold',
  Shipping: 'Shipping',
  InDispute: 'In dispute',
  CancelledUnpaid: 'Cancelled - Unpaid',
  EndedUnsold: 'Auction Ended - Item Unsold',
  ReserveNotMet: 'Reserve Price Not Met',
  PaymentNotDone: 'Payment Not Done On Time',
} as const;
export type ItemStatus = (typeof ItemStatus)[keyof typeof ItemStatus];

/** How a sold lot sold: its auction's hammer or Buy it now (item-status.ts soldVia, docs/adr/0054). */
export type SoldVia = 'auction' | 'buyNow';

export const ITEM_STATUSES = Object.values(ItemStatus) as ItemStatus[];

/** A shipping zone's offer: cost in pence and estimated delivery days; null when not offered. */
export interface ShippingOffer {
  cost: Pence;
  days: number;
}
export interface ShippingOffers {
  nationwide: ShippingOffer | null;
  europe: ShippingOffer | null;
  worldwide: ShippingOffer | null;
}

/** A stored photo: the S3 keys of the full image and its thumbnail, and its phone copy (absent on photos published before copies existed). */
export interface PhotoRef {
  key: string;
  thumbKey: string;
  phone?: PhoneCopy;
}

/** The fulfilment services a seller asked for. */
export interface Fulfilment {
  shipWithUs: boolean;
  professionallyCleaned: boolean;
  photography: boolean;
  threeSixtyPhotography: boolean;
}

/**
 * The lot's small "hot" record: what a bid, a Buy it now, a review decision or the auction's end
 * changes, each with ONE conditional write on `version`. It carries no index key, so a bid writes
 * nothing but this record (docs/adr/0010-data-by-entity.md). Money in pence, times ISO 8601 UTC; the
 * reserve and the leader's maximum are private (only shared/catalogue.ts decides who sees them).
 */
export interface Lot {
  id: string;
  status: ItemStatus;
  /** Raised by every write; a write names the version it read. */
  version: number;
  sellerId: string;
  listAsAuction: boolean;
  listAsBuyNow: boolean;
  startingPrice: Pence;
  /** The seller's own bid step; null means the standard increment table. */
  priceIncrement: Pence | null;
  reservePrice: Pence | null;
  buyItNowPrice: Pence | null;
  /** The public price; null before the first bid. */
  currentBid: Pence | null;
  /** Accepted bids (automatic answers are not counted). */
  bidCount: number;
  leaderId: string | null;
  leaderMaxBid: Pence | null;
  /** When the leading maximum was placed (ISO UTC; ties go to the earlier maximum). */
  leaderMaxAt: string | null;
  /** The highest maximum of anyone but the leader. */
  runnerUpMaxBid: Pence | null;
  /** The leader's name as their bids show it (masked when shown). */
  leaderName: string | null;
  /**
   * The bid-history records this version of the lot made (a bid and the automatic answer it drew).
   * Kept on the lot until the next write stores them: no history is lost to a crash after the bid.
   */
  lastBids: Bid[];
  /**
   * The decisions on the queued bids this version applied (docs/adr/0031), each read by its bidder;
   * like `lastBids`, stored by the next write before it replaces this version.
   */
  lastDecisions?: BidDecision[];
  /**
   * The bidder who wrote this version commits the lot's queue again (docs/adr/0038, "the committer
   * stays"): a bid still waiting need not read the queue to learn whose turn it is. This version's only.
   */
  committerStays?: boolean;
  /**
   * The history as every page shows it (the newest BID_HISTORY_SHOWN lines, masked, newest first),
   * carried so that a bid's answer and the live push need no history query (docs/adr/0038). The
   * history records stay the system of record (getMyBids, the outcome, second chance). Absent on a
   * lot whose bids were placed before it was carried: its history is read from the records then.
   */
  shownBids?: PublicBid[];
  activatedAt: string | null;
  endsAt: string | null;
  /** The expert who accepted or rejected it (may not bid on it). */
  reviewerId: string | null;
  rejectionNote: string | null;
  /** The sale: its buyer, order and price (the hammer or Buy it now). */
  buyerId: string | null;
  orderId: string | null;
  soldAt: string | null;
  soldPrice: Pence | null;
  updatedAt: string;
}

/** An auction's bidding before its first bid: no price yet, no bids, no leader, no runner-up. */
export function noBidsYet(): Pick<Lot, 'currentBid' | 'bidCount' | 'leaderId' | 'leaderMaxBid' | 'leaderMaxAt' | 'runnerUpMaxBid'> {
  return { currentBid: null, bidCount: 0, leaderId: null, leaderMaxBid: null, leaderMaxAt: null, runnerUpMaxBid: null };
}

/** A lot's market before review and its first bid: no bid, leader, dates, reviewer or sale. A new listing and a relist both start here. */
export function freshMarket(): Pick<
  Lot,
  | 'currentBid' | 'bidCount' | 'leaderId' | 'leaderMaxBid' | 'leaderMaxAt' | 'runnerUpMaxBid' | 'leaderName' | 'lastBids' | 'shownBids'
  | 'activatedAt' | 'endsAt' | 'reviewerId' | 'rejectionNote' | 'buyerId' | 'orderId' | 'soldAt' | 'soldPrice'
> {
  return {
    ...noBidsYet(),
    leaderName: null,
    lastBids: [],
    shownBids: [],
    activatedAt: null,
    endsAt: null,
    reviewerId: null,
    rejectionNote: null,
    buyerId: null,
    orderId: null,
    soldAt: null,
    soldPrice: null,
  };
}

/**
 * The lot's cold record: what the seller wrote, which changes only on submission and relist. It is
 * the record the status and seller indexes point at; `status` here mirrors the lot's (`statusVersion`
 * is the lot version it mirrors), so an index read is always checked against the lot itself.
 */
export interface LotListing {
  id: string;
  itemNumber: string;
  sellerId: string;
  sellerName: string;
  status: ItemStatus;
  statusVersion: number;
  name: string;
  caption: string;
  description: string;
  categoryId: string;
  subCategoryId: string | null;
  /** Item specifics as label → value, in the seller form's order. */
  specifics: Record<string, string>;
  photos: PhotoRef[];
  location: string;
  durationDays: number;
  estimatedValue: Pence;
  shipping: ShippingOffers;
  insured: boolean;
  shippingPaidBy: 'buyer' | 'seller';
  fulfilment: Fulfilment;
  createdAt: string;
  submittedAt: string | null;
}

/** A lot as people see it: its listing and its hot record together (the lot's status wins). */
export type Item = Lot & Omit<LotListing, 'status' | 'statusVersion'>;

/** The fields of an Item that live on the hot record. */
export const LOT_FIELDS = [
  'id', 'status', 'version', 'sellerId', 'listAsAuction', 'listAsBuyNow', 'startingPrice', 'priceIncrement', 'reservePrice',
  'buyItNowPrice', 'currentBid', 'bidCount', 'leaderId', 'leaderMaxBid', 'leaderMaxAt', 'runnerUpMaxBid', 'leaderName', 'lastBids', 'shownBids', 'activatedAt', 'endsAt',
  'reviewerId', 'rejectionNote', 'buyerId', 'orderId', 'soldAt', 'soldPrice', 'updatedAt',
] as const satisfies readonly (keyof Lot)[];

/** Joins a lot's records into the Item people see. */
export function joinItem(lot: Lot, listing: LotListing): Item {
  const { status: _mirrored, statusVersion: _v, ...cold } = listing;
  return { ...cold, ...lot };
}

/** Splits an Item into its hot record and its listing (the listing mirrors the lot's status). */
export function splitItem(item: Item): { lot: Lot; listing: LotListing } {
  const lot = Object.fromEntries(LOT_FIELDS.map((f) => [f, item[f]])) as unknown as Lot;
  const listing: LotListing = {
    id: item.id,
    itemNumber: item.itemNumber,
    sellerId: item.sellerId,
    sellerName: item.sellerName,
    status: item.status,
    statusVersion: item.version,
    name: item.name,
    caption: item.caption,
    description: item.description,
    categoryId: item.categoryId,
    subCategoryId: item.subCategoryId,
    specifics: item.specifics,
    photos: item.photos,
    location: item.location,
    durationDays: item.durationDays,
    estimatedValue: item.estimatedValue,
    shipping: item.shipping,
    insured: item.insured,
    shippingPaidBy: item.shippingPaidBy,
    fulfilment: item.fulfilment,
    createdAt: item.createdAt,
    submittedAt: item.submittedAt,
  };
  return { lot, listing };
}

/** A bid as stored and shown in the bidding history. */
export interface Bid {
  itemId: string;
  bidderId: string;
  bidderName: string;
  amount: Pence;
  at: string;
  /** Placed by the bidder's standing maximum, not by the bidder's own hand. */
  automatic?: boolean;
  /** The lot version this bid made (its history records are keyed by it). */
  version?: number;
  /** Its place among the lines its version made (a version that applied several bids made several). */
  line?: number;
}

/** One line of a lot's public bid history: the bidder masked ("j***n"). */
export interface PublicBid {
  bidder: string;
  amount: Pence;
  at: string;
  automatic: boolean;
}

/** Why a bid was refused; every refusal carries the minimum next bid for the answer. */
export type BidRefusal =
  | 'notActive'
  | 'notAuction'
  | 'ended'
  | 'belowMinimum'
  | 'maxBelowAmount'
  /** The leader bid again without raising their own maximum. */
  | 'maxNotRaised';

/** The lot right after one accepted bid: what that bidder's answer shows. */
export interface BidMoment {
  currentBid: Pence;
  minNextBid: Pence;
  bidCount: number;
  endsAt: string;
  reserveMet: boolean;
  /** The bidder leads right after their bid. */
  highBidder: boolean;
}

/** What the rules decided about one queued bid. */
export type BidDecision =
  | ({ bidId: string; bidderId: string; ok: true; outcome: 'highest' | 'outbid'; maxBid: Pence } & BidMoment)
  | { bidId: string; bidderId: string; ok: false; reason: BidRefusal; minNextBid: Pence };
