import type { BidState, BuyNowOutput, PlaceBidOutput } from '../../../../shared/contract/buying.ts';
import { call } from '../../lib/api.ts';
import { refreshLot, showBidState } from '../../lib/live.ts';
import { saidOf, type Said } from '../../lib/messages.ts';

/*
 * The buying actions, beside the lot stores they change (lib/live.ts): each answer that carries a
 * lot's state (an accepted bid, a 409 with the fresh state) shows it at once on this page.
 */

/** What an action came to: its HTTP status (401 asks for sign-in), its message by code, and its data. */
export interface ActionOutcome<T> {
  status: number;
  message: Said;
  data: T | null;
}

/** A 409's data is the lot's fresh state (contract/CALLS.md "Errors"). */
function freshState(data: unknown): BidState | null {
  const state = data as Partial<BidState> | null;
  return state && typeof state.itemId === 'string' && typeof state.now === 'string' ? (state as BidState) : null;
}

/** Places a bid (a maximum when `maxBid` is given). */
export async function placeBid(itemId: string, amount: number, maxBid?: number): Promise<ActionOutcome<PlaceBidOutput>> {
  const result = await call('placeBid', maxBid === undefined ? { itemId, amount } : { itemId, amount, maxBid });
  if (result.status === 200) showBidState(result.data.state);
  else if (result.status === 409) {
    const state = freshState(result.data);
    if (state) showBidState(state);
  } else if (result.status === 400 && (result.data as { minNextBid?: number } | null)?.minNextBid !== undefined) {
    // the price moved while the bidder typed: the minimum shown is brought up to date
    void refreshLot(itemId);
  }
  return { status: result.status, message: saidOf(result), data: result.status === 200 ? result.data : null };
}

/** Buys the lot at its Buy it now price: answers the order to pay. */
export async function buyItNow(itemId: string): Promise<ActionOutcome<BuyNowOutput>> {
  const result = await call('buyNow', { itemId });
  if (result.status === 200) void refreshLot(itemId);
  else if (result.status === 409) {
    const state = freshState(result.data);
    if (state) showBidState(state);
  }
  return { status: result.status, message: saidOf(result), data: result.status === 200 ? result.data : null };
}
