import type { Lot } from '../../shared/item.ts';
import { nextLot } from '../../shared/lot-rules.ts';
import { lowerReserve } from '../../shared/proxy-bidding.ts';
import { livePush, pushQuietly } from '../adapters/live-push.ts';
import { commitLot, getLot, StaleLotError } from '../data/entities/lot.ts';
import type { Caller } from '../lib/caller.ts';
import { badRequest, conflict, notFound } from '../lib/errors.ts';
import { publicBidState, readBidState } from './bid-state.ts';

/**
 * The seller lowers the reserve of a live auction (never below £150): one conditional write; if the
 * leader's maximum now meets it, the price rises to it (recorded as the leader's automatic bid), and
 * every open page is told.
 */
export async function lowerLotReserve(caller: Caller, itemId: string, reservePrice: number, now: Date): Promise<Lot> {
  let lot = await getLot(itemId, true);
  if (!lot || lot.sellerId !== caller.uid) throw notFound();
  for (;;) {
    const result = lowerReserve({ ...lot, endsAt: lot.endsAt ?? now.toISOString() }, reservePrice, now);
    if (!result.ok) {
      if (result.reason === 'notLower') throw badRequest('reserveNotLower', { reservePrice: 'reserveNotLower' });
      if (result.reason === 'belowMinimumReserve') throw badRequest('reserveMin', { reservePrice: 'reserveMin' });
      throw conflict(result.reason === 'noReserve' ? 'reserveNone' : result.reason === 'notAuction' ? 'notAnAuction' : 'notOnSale', await readBidState(lot, caller, now));
    }
    const history = result.history.map((r) => ({ itemId: lot!.id, bidderId: r.bidderId, bidderName: lot!.leaderName ?? 'bidder', amount: r.amount, at: r.at, automatic: r.automatic, version: lot!.version + 1 }));
    const next = nextLot(lot, { reservePrice: result.state.reservePrice, currentBid: result.state.currentBid, lastBids: history }, now);
    try {
      await commitLot(lot, next);
    } catch (error) {
      if (!(error instanceof StaleLotError)) throw error;
      lot = (await getLot(itemId, true))!;
      continue;
    }
    await pushQuietly(async () => livePush().toLot(next.id, { type: 'bid', itemId: next.id, state: await publicBidState(next, now) }));
    return next;
  }
}
