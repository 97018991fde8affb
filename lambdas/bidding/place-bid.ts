import type { BidState, PlaceBidInput } from '../../shared/contract/buying.ts';
import type { Bid, Lot } from '../../shared/item.ts';
import { canSeeLot } from '../../shared/item-status.ts';
import { nextLot } from '../../shared/lot-rules.ts';
import { formatMoney, GBP } from '../../shared/money.ts';
import { placeBid, type BidRefusal } from '../../shared/proxy-bidding.ts';
import { livePush, pushQuietly } from '../adapters/live-push.ts';
import { recordMyBid } from '../data/entities/bid.ts';
import { commitLot, getLot, StaleLotError } from '../data/entities/lot.ts';
import { getListing } from '../data/entities/lot-listing.ts';
import type { Caller } from '../lib/caller.ts';
import { badRequest, CallError, conflict, forbidden, notFound } from '../lib/errors.ts';
import { notify } from '../notify/notify.ts';
import { bidStatesAfter, readBidState } from './bid-state.ts';

/** How often a bid is decided again on a fresh lot when other bids keep landing first. */
const MAX_ATTEMPTS = 100;

/**
 * A lot the caller may bid on or buy: seen, not their own (refused with `ownItemMessage`: bidding
 * and buying say it differently), not one they reviewed as an expert.
 */
export async function lotForBuyer(caller: Caller, itemId: string, ownItemMessage: 'ownItem' | 'ownItemBuy' = 'ownItem'): Promise<Lot> {
  const lot = await getLot(itemId, true);
  if (!lot || !canSeeLot(caller, lot)) throw notFound();
  if (lot.sellerId === caller.uid) throw forbidden(ownItemMessage);
  // The expert who judged a listing may not bid on it or buy it (a shill guard).
  if (lot.reviewerId === caller.uid) throw forbidden('reviewerCannotBuy');
  return lot;
}

/** The answer to a bid the rules refuse: 400 for the bid itself, 409 with the fresh state for the lot's. */
async function refusal(reason: BidRefusal, minimum: number, lot: Lot, caller: Caller, now: Date): Promise<CallError> {
  if (reason === 'belowMinimum') {
    const notice = { code: 'bidBelowMinimum', params: { minimum: formatMoney(minimum, GBP) } } as const;
    const error = badRequest(notice, { amount: notice });
    return new CallError(400, notice, { ...(error.data as object), minNextBid: minimum });
  }
  if (reason === 'maxBelowAmount') return badRequest('maxBelowAmount', { maxBid: 'maxBelowAmount' });
  if (reason === 'maxNotRaised') return badRequest('alreadyLeading', { maxBid: 'alreadyLeading' });
  const code = reason === 'notAuction' ? 'notAnAuction' : reason === 'ended' ? 'auctionEnded' : 'notOnSale';
  return conflict(code, await readBidState(lot, caller, now));
}

/**
 * A bid (every bid is a maximum): decided by the proxy rules on the lot as read, and accepted by ONE
 * conditional write on its version; when another write came first, decided again on the fresh lot,
 * so no bid is lost and none is counted twice. The history lines it makes ride on the lot and are
 * stored by the next write. Then, without undoing anything if they fail: the bidder's own maximum,
 * the outbid notice to the leader it displaced, and the new state to every open page of the lot.
 */
export async function placeBidOnLot(caller: Caller, input: PlaceBidInput, now: Date): Promise<{ outcome: 'highest' | 'outbid'; state: BidState }> {
  let lot = await lotForBuyer(caller, input.itemId);
  for (let attempt = 1; ; attempt++) {
    const result = placeBid({ ...lot, endsAt: lot.endsAt ?? now.toISOString() }, { bidderId: caller.uid, amount: input.amount, maxBid: input.maxBid, at: now });
    if (!result.ok) throw await refusal(result.reason, result.minNextBid, lot, caller, now);
    const nameOf = (uid: string) => (uid === caller.uid ? caller.name : (lot.leaderName ?? 'bidder'));
    const history: Bid[] = result.history.map((r) => ({
      itemId: lot.id,
      bidderId: r.bidderId,
      bidderName: nameOf(r.bidderId),
      amount: r.amount,
      at: r.at,
      automatic: r.automatic,
      version: lot.version + 1,
    }));
    const { currentBid, bidCount, leaderId, leaderMaxBid, leaderMaxAt, runnerUpMaxBid, endsAt } = result.state;
    const next = nextLot(lot, { currentBid, bidCount, leaderId, leaderMaxBid, leaderMaxAt, runnerUpMaxBid, endsAt, leaderName: leaderId ? nameOf(leaderId) : null, lastBids: history }, now);
    try {
      await commitLot(lot, next);
    } catch (error) {
      if (!(error instanceof StaleLotError) || attempt >= MAX_ATTEMPTS) throw error;
      lot = (await getLot(lot.id, true))!;
      continue;
    }
    return { outcome: result.outcome, state: await afterBid(caller, input, lot, next, now) };
  }
}

/**
 * The follow-ups of an accepted bid, side by side, none able to undo the bid (each is idempotent):
 * the bidder's own maximum, the outbid notice to the leader it displaced, the new state to every
 * open page of the lot; answers the bidder's own view of the lot. The history is read once for both views.
 */
async function afterBid(caller: Caller, input: PlaceBidInput, before: Lot, after: Lot, now: Date): Promise<BidState> {
  const displaced = before.leaderId && before.leaderId !== after.leaderId ? before.leaderId : null;
  const maxBid = input.maxBid ?? input.amount;
  // When this maximum was stored, it is the bidder's standing one; otherwise a higher one stands (read it).
  const recorded = recordMyBid({ uid: caller.uid, itemId: after.id, maxBid, lastBidAt: now.toISOString() });
  const states = bidStatesAfter(after, caller, now, recorded.then((stored) => (stored ? maxBid : null)));
  const [{ mine }] = await Promise.all([
    states,
    pushQuietly(async () => livePush().toLot(after.id, { type: 'bid', itemId: after.id, state: (await states).shared })),
    displaced ? tellOutbid(displaced, after, now) : null,
  ]);
  return mine;
}

async function tellOutbid(uid: string, lot: Lot, now: Date): Promise<void> {
  const listing = await getListing(lot.id);
  if (!listing) return;
  await notify({
    uid,
    template: 'outbid',
    params: { itemName: listing.name, price: formatMoney(lot.currentBid ?? 0, GBP) },
    item: { id: lot.id, photos: listing.photos, listAsAuction: lot.listAsAuction },
    dedupeKey: `outbid:${lot.id}:${lot.version}`,
    link: `/items/${lot.id}/auction`,
    at: now,
  });
}
