import { incrementAbove } from '../../../../shared/bidding.ts';
import type { BidState, MyBidStanding } from '../../../../shared/contract/buying.ts';
import type { ItemDetail } from '../../../../shared/contract/catalogue.ts';
import { SOLD_STATUSES as SALE_STANDING_STATUSES } from '../../../../shared/item-status.ts';
import type { Pence } from '../../../../shared/money.ts';
import type { LotFacts } from '../catalogue/BidFacts.tsx';

/*
 * What the bidding screens decide, as pure functions (tested in tests/unit/site-bidding.test.ts):
 * the quick-bid steps, reading an amount typed in pounds, the request a maximum makes, where an
 * auction stands on the server's clock and how it ended. The server decides every bid; these only
 * shape what is offered and shown.
 */

/** Statuses of a lot that sold (the sale may still await payment, shipping or a dispute's end): the one list (docs/adr/0054). */
export const SOLD_STATUSES: readonly string[] = SALE_STANDING_STATUSES;

/** The next `count` bids a quick-bid button offers: the minimum, then one increment above each. */
export function quickBids(minNextBid: Pence, priceIncrement: Pence | null, count = 3): Pence[] {
  const steps: Pence[] = [minNextBid];
  while (steps.length < count) {
    const last = steps[steps.length - 1]!;
    steps.push(last + incrementAbove(last, priceIncrement));
  }
  return steps;
}

/** The largest amount the field takes (£10 million): anything above is a slip of the keyboard. */
const MAX_TYPED_PENCE = 1_000_000_000;

/**
 * An amount typed in pounds, in pence: "125", "125.5", "£1,250.00", "1 250,50" or "1.250,50" (French),
 * or null when it is not plainly an amount of money (letters, three decimals, "1.250", negative, zero,
 * above £10 million). The confirmation shows what was read before anything is sent.
 */
export function parsePounds(typed: string): Pence | null {
  const text = typed.replace(/[£\s\u00a0\u202f]/g, '');
  let normal: string | null = null;
  if (/^\d+([.,]\d{1,2})?$/.test(text)) normal = text.replace(',', '.');
  else if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(text)) normal = text.replace(/,/g, '');
  // dotted thousands only with a decimal comma after them: "1.250" alone could be either way
  else if (/^\d{1,3}(\.\d{3})+,\d{1,2}$/.test(text)) normal = text.replace(/\./g, '').replace(',', '.');
  if (normal === null) return null;
  const pence = Math.round(Number(normal) * 100);
  return pence > 0 && pence <= MAX_TYPED_PENCE ? pence : null;
}

/**
 * The bid a typed maximum makes (every bid is a maximum, docs/adr/0015): the minimum next bid now,
 * with the rest kept as the automatic maximum; a maximum equal to the minimum is a plain bid.
 */
export function bidFromMaximum(maximum: Pence, minNextBid: Pence): { amount: Pence; maxBid?: Pence } {
  return maximum > minNextBid ? { amount: minNextBid, maxBid: maximum } : { amount: maximum };
}

/** Where a lot stands on the server's clock: taking bids, past its end but not yet closed by the server, or ended. */
export type Phase = 'open' | 'closing' | 'ended';

export function phaseOf(state: Pick<BidState, 'status' | 'endsAt'>, serverNow: number): Phase {
  if (state.status !== 'Active') return 'ended';
  return state.endsAt && Date.parse(state.endsAt) <= serverNow ? 'closing' : 'open';
}

/** How a lot ended, as its viewer sees it. */
export type Ending = 'won' | 'bought' | 'sold' | 'unsold' | 'reserveNotMet' | 'closed';

/**
 * How a lot ended: the viewer's own purchase (its order comes to the buyer alone), won or bought as the
 * sale says (the live state's `soldVia`, else the lot as read), someone else's, no bids, the reserve not
 * reached, or otherwise closed (a sale that lapsed unpaid, a withdrawn lot).
 */
export function endingOf(state: Pick<BidState, 'status' | 'orderId' | 'soldVia'>, item: Pick<ItemDetail, 'soldVia' | 'listAsAuction'>): Ending {
  if (state.orderId && SOLD_STATUSES.includes(state.status)) {
    const via = state.soldVia ?? item.soldVia ?? (item.listAsAuction ? 'auction' : 'buyNow');
    return via === 'buyNow' ? 'bought' : 'won';
  }
  if (SOLD_STATUSES.includes(state.status)) return 'sold';
  if (state.status === 'Auction Ended - Item Unsold') return 'unsold';
  if (state.status === 'Reserve Price Not Met') return 'reserveNotMet';
  return 'closed';
}

/** The price box's facts: the item as loaded, overlaid with its live bid state once that arrives. */
export function factsOf(item: ItemDetail, state: BidState | null): LotFacts {
  if (!state) return item;
  return {
    ...item,
    status: state.status,
    currentBid: state.currentBid,
    bidCount: state.bidCount,
    endsAt: state.endsAt,
    minNextBid: state.minNextBid,
    hasReserve: state.hasReserve,
    reserveMet: state.reserveMet,
    buyItNowPrice: state.buyItNowPrice ?? item.buyItNowPrice,
    buyNowAvailable: state.buyNowAvailable,
  };
}

/**
 * Where a bidder stands on a lot, live: while it runs, from their own bid state (leading or not);
 * once it has ended, won when its order is theirs. Until the lot's state arrives, what My bids said.
 */
export function standingOf(listed: MyBidStanding, state: BidState | null): MyBidStanding {
  if (!state) return listed;
  if (state.status === 'Active') return state.highBidder === undefined ? listed : state.highBidder ? 'winning' : 'outbid';
  return state.orderId || listed === 'won' ? 'won' : 'lost';
}
