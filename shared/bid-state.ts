import { maskBidder, minNextBid } from './bidding.ts';
import type { BidState, PublicBid } from './contract/buying.ts';
import type { Bid, Lot } from './item.ts';
import { soldVia } from './item-status.ts';
import { buyNowAvailable, reserveMet } from './proxy-bidding.ts';

/** Who looks at a lot's bidding: a signed-in person's own standing is added for them alone. */
export interface BidViewer {
  uid: string;
  watching: boolean;
  myMaxBid: number | null;
}

/** The newest this many history lines travel with a bid state (the lot page shows them). */
export const BID_HISTORY_SHOWN = 50;

/** One history line as anyone may see it: the bidder's name masked. */
export function publicBid(bid: Bid): PublicBid {
  return { bidder: maskBidder(bid.bidderName), amount: bid.amount, at: bid.at, automatic: bid.automatic === true };
}

/**
 * A lot's history as anyone may see it, masked, newest first in the order the bids were accepted (the
 * lot's version), not by the bids' clocks: a bid decided again after losing a race keeps its request's
 * time but lands after later ones. Within one version, the order its lines were made in (a version
 * that applied several queued bids made several); for lines without it, the automatic answer above the bid.
 */
export function publicHistory(history: readonly Bid[]): PublicBid[] {
  return [...history]
    .sort((a, b) => (b.version ?? 0) - (a.version ?? 0) || (b.line ?? 0) - (a.line ?? 0) || b.at.localeCompare(a.at) || b.amount - a.amount)
    .slice(0, BID_HISTORY_SHOWN)
    .map(publicBid);
}

/**
 * The history a lot shows after a version that made `lines`: those lines, masked and newest first,
 * above the ones it showed, the newest BID_HISTORY_SHOWN kept. Undefined when the lot has bids but
 * carries no shown history (bids placed before it was carried: pages read the records then).
 */
export function shownAfter(lot: Pick<Lot, 'shownBids' | 'bidCount'>, lines: readonly Bid[]): PublicBid[] | undefined {
  const before = lot.shownBids ?? (lot.bidCount === 0 ? [] : undefined);
  if (!before) return undefined;
  return [...publicHistory(lines), ...before].slice(0, BID_HISTORY_SHOWN);
}

/** A shown line as stored: bidder (masked), amount, time, 1 when automatic. */
type PackedLine = [string, number, string, 0 | 1];

/**
 * The shown history as the lot record stores it: ONE string attribute, not a list of maps, so every
 * read of the lot (a hot lot's bidders read it several times a bid) decodes one value instead of a
 * few hundred (docs/adr/0038).
 */
export function packShown(shown: readonly PublicBid[]): string {
  return JSON.stringify(shown.map((b): PackedLine => [b.bidder, b.amount, b.at, b.automatic ? 1 : 0]));
}

/** The shown history from its stored string (packShown). */
export function unpackShown(packed: string): PublicBid[] {
  return (JSON.parse(packed) as PackedLine[]).map(([bidder, amount, at, automatic]) => ({ bidder, amount, at, automatic: automatic === 1 }));
}

/**
 * A lot's bidding as the contract gives it (getBidState, the socket's `bid` message): the price, the
 * next minimum, the end, whether the reserve is met (never its amount), Buy it now, the masked
 * history newest first (`shown`: publicHistory's lines, or the lot's own `shownBids`), and the server's
 * clock. With a viewer, their own standing.
 */
export function toBidState(lot: Lot, shown: readonly PublicBid[], now: Date, viewer: BidViewer | null = null): BidState {
  const state: BidState = {
    itemId: lot.id,
    status: lot.status,
    currentBid: lot.currentBid,
    minNextBid: minNextBid(lot),
    bidCount: lot.bidCount,
    endsAt: lot.endsAt,
    reserveMet: reserveMet(lot),
    hasReserve: lot.reservePrice !== null,
    buyNowAvailable: buyNowAvailable(lot, now),
    buyItNowPrice: lot.buyItNowPrice,
    bids: shown.slice(0, BID_HISTORY_SHOWN),
    now: now.toISOString(),
  };
  if (lot.soldAt !== null) state.soldVia = soldVia(lot);
  if (viewer) {
    state.highBidder = lot.leaderId === viewer.uid;
    state.myMaxBid = viewer.myMaxBid;
    state.watching = viewer.watching;
    if (lot.buyerId === viewer.uid) state.orderId = lot.orderId;
  }
  return state;
}
