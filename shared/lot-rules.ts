import { shownAfter } from './bid-state.ts';
import { canTransition } from './item-status.ts';
import { freshMarket, ItemStatus, type Lot } from './item.ts';
import type { Pence } from './money.ts';
import { reserveMet } from './proxy-bidding.ts';

/** A status write the transitions table does not allow (the caller answers 409 with the lot's state). */
export class IllegalTransitionError extends Error {
  readonly from: ItemStatus;
  readonly to: ItemStatus;
  constructor(from: ItemStatus, to: ItemStatus) {
    super(`A lot cannot move from ${from} to ${to}`);
    this.name = 'IllegalTransitionError';
    this.from = from;
    this.to = to;
  }
}

/**
 * The lot after one write: `changes` applied, the version raised, the time stamped, and a status
 * change checked against the transitions table (IllegalTransitionError otherwise). Only a bid's own
 * write carries bid-history records (`lastBids`); any other starts the version with none. The lines a
 * version makes go on top of the history the lot shows (`shownBids`).
 */
export function nextLot(lot: Lot, changes: Partial<Omit<Lot, 'id' | 'version' | 'updatedAt'>>, now: Date): Lot {
  // A version's pending bid history belongs to that version only (commitLot stores it first).
  // So are the decisions on queued bids it carried (docs/adr/0031): a write sets them or carries none.
  const { lastDecisions: _decided, committerStays: _stays, ...kept } = lot;
  const next: Lot = { ...kept, lastBids: [], ...changes, version: lot.version + 1, updatedAt: now.toISOString() };
  // The shown history follows the lines this version made (it rides on the record, docs/adr/0038).
  if (changes.lastBids?.length) next.shownBids = shownAfter(lot, changes.lastBids);
  if (next.status !== lot.status && !canTransition(lot.status, next.status)) throw new IllegalTransitionError(lot.status, next.status);
  return next;
}

/** When an accepted listing ends: `durationDays` after activation (auctions and Buy it now alike). */
export function endTimeFor(durationDays: number, activatedAt: Date): Date {
  return new Date(activatedAt.getTime() + durationDays * 86_400_000);
}

/** The expert's decision on a lot under review: accepted → Active until its end; rejected → Unsold with the note. */
export function decideReview(lot: Lot, decision: { accept: boolean; note: string; reviewerId: string; durationDays: number }, now: Date): Lot {
  const to = decision.accept ? ItemStatus.Active : ItemStatus.Unsold;
  if (lot.status !== ItemStatus.AwaitingApproval) throw new IllegalTransitionError(lot.status, to);
  if (decision.accept) {
    return nextLot(
      lot,
      { status: ItemStatus.Active, activatedAt: now.toISOString(), endsAt: endTimeFor(decision.durationDays, now).toISOString(), reviewerId: decision.reviewerId, rejectionNote: null },
      now,
    );
  }
  return nextLot(lot, { status: ItemStatus.Unsold, reviewerId: decision.reviewerId, rejectionNote: decision.note }, now);
}

/** A lot going back to review (relist): every trace of its last run cleared, its pricing from the (edited) listing. */
export function relistLot(
  lot: Lot,
  pricing: Pick<Lot, 'listAsAuction' | 'listAsBuyNow' | 'startingPrice' | 'priceIncrement' | 'reservePrice' | 'buyItNowPrice'>,
  now: Date,
): Lot {
  return nextLot(
    lot,
    {
      ...pricing,
      status: ItemStatus.AwaitingApproval,
      ...freshMarket(),
    },
    now,
  );
}

/** What the end of a live lot comes to (lifecycle step 4). */
export type AuctionOutcome =
  | { status: typeof ItemStatus.EndedUnsold }
  | { status: typeof ItemStatus.ReserveNotMet }
  | { status: typeof ItemStatus.AwaitingPayment; buyerId: string; price: Pence };

/**
 * The end of a live lot: no bids → Auction Ended - Item Unsold (a Buy-it-now listing nobody bought
 * too); the highest maximum below the reserve → Reserve Price Not Met; otherwise a sale to the leader
 * at the current price (awaiting payment).
 */
export function resolveAuctionEnd(lot: Pick<Lot, 'leaderId' | 'currentBid' | 'reservePrice'>): AuctionOutcome {
  if (lot.leaderId === null || lot.currentBid === null) return { status: ItemStatus.EndedUnsold };
  // The proxy rules lift the price to the reserve as soon as the leading maximum reaches it.
  if (!reserveMet(lot)) return { status: ItemStatus.ReserveNotMet };
  return { status: ItemStatus.AwaitingPayment, buyerId: lot.leaderId, price: lot.currentBid };
}
