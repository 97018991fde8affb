/**
 * Proxy bidding: the small "hot" auction state every bid changes, and the pure rules that change it
 * (docs/adr/0015-proxy-bidding.md). Each function takes the stored state and returns the next one,
 * so a handler turns one accepted bid into ONE conditional write on the lot's version. No clock
 * reads: the caller passes the time of the bid.
 */
import { incrementAbove, minNextBid } from './bidding.ts';
import { ItemStatus, type BidRefusal, type Lot } from './item.ts';
import { LISTING_RULES } from './listing-rules.ts';
import type { Pence } from './money.ts';
import type { AuctionExtension } from './contract/buying.ts';

/**
 * The part of a lot a bid changes; flat and small because it is embedded in the lot record (shared/item.ts
 * `Lot` says what each field is). Only `ItemStatus.Active` accepts bids.
 */
export type AuctionState = Pick<
  Lot,
  'status' | 'listAsAuction' | 'startingPrice' | 'priceIncrement' | 'reservePrice' | 'buyItNowPrice' | 'listAsBuyNow' | 'currentBid' | 'bidCount' | 'leaderId' | 'leaderMaxBid' | 'leaderMaxAt' | 'runnerUpMaxBid'
> & {
  /** ISO UTC: an auction being bid on has an end (a lot's is null until it goes live); the soft close moves it. */
  endsAt: string;
};

/** One public bid-history entry; `automatic` when the system bid for a standing maximum. */
export interface BidRecord {
  bidderId: string;
  amount: Pence;
  automatic: boolean;
  at: string;
}

/** A bid as the handler passes it: `maxBid` (default `amount`) is the bidder's automatic maximum. */
export interface BidInput {
  bidderId: string;
  amount: Pence;
  maxBid?: Pence;
  at: Date;
}

/** The result of `placeBid`: the next state with its history entries, or the refusal. */
export type BidResult =
  | { ok: true; state: AuctionState; outcome: 'highest' | 'outbid'; history: BidRecord[] }
  | { ok: false; reason: BidRefusal; minNextBid: Pence };

/** Why a reserve could not be lowered. */
export type LowerReserveRefusal = 'notActive' | 'notAuction' | 'ended' | 'noReserve' | 'notLower' | 'belowMinimumReserve';

/** The result of `lowerReserve`: the next state (with the leader's automatic bid if the price moved), or the refusal. */
export type LowerReserveResult =
  | { ok: true; state: AuctionState; history: BidRecord[] }
  | { ok: false; reason: LowerReserveRefusal };

/** Soft close: a bid accepted this close to the end moves the end to this long after the bid. */
export const SOFT_CLOSE_MS = 2 * 60_000;

/** Tunable rules of `placeBid`. */
export interface BiddingRules {
  softCloseMs: number;
}

/** The rules the product runs with. */
export const DEFAULT_BIDDING_RULES: BiddingRules = { softCloseMs: SOFT_CLOSE_MS };

/** True when there is no reserve or the price has reached it (the price never falls and a reserve only goes down, so once met it stays met). */
export function reserveMet(state: Pick<AuctionState, 'reservePrice' | 'currentBid'>): boolean {
  return state.reservePrice === null || (state.currentBid !== null && state.currentBid >= state.reservePrice);
}

/**
 * eBay's Buy it now rule: while Active and listed so, until the first bid when there is no reserve,
 * and until a bid meets the reserve when there is one; never once the price has reached the Buy it
 * now price, nor (when `at` is given) at or after the end.
 */
export function buyNowAvailable(
  state: Pick<AuctionState, 'status' | 'listAsBuyNow' | 'buyItNowPrice' | 'currentBid' | 'reservePrice'> & { endsAt: string | null },
  at?: Date,
): boolean {
  if (state.status !== ItemStatus.Active || !state.listAsBuyNow || state.buyItNowPrice === null) return false;
  if (at && state.endsAt !== null && at.getTime() >= Date.parse(state.endsAt)) return false;
  if (state.currentBid !== null && state.currentBid >= state.buyItNowPrice) return false;
  if (state.reservePrice === null) return state.currentBid === null;
  return !reserveMet(state);
}

/** The end after soft close: a bid within `windowMs` of the end moves it to `windowMs` after the bid; it never moves earlier. */
export function softCloseEnd(endsAt: string, at: Date, windowMs: number = SOFT_CLOSE_MS): string {
  const end = Date.parse(endsAt);
  const extended = at.getTime() + windowMs;
  return extended > end ? new Date(extended).toISOString() : endsAt;
}

/**
 * The price a leader pays: one increment (the band of the runner-up's maximum, or the seller's own
 * step) above the runner-up's maximum, the starting price for a lone bidder, and at least the
 * reserve; never above the leader's maximum (so a maximum below the reserve is bid in full), never
 * below the price already shown.
 */
function standingPrice(state: AuctionState, leaderMax: Pence, runnerUpMax: Pence | null): Pence {
  const competitive = runnerUpMax === null ? state.startingPrice : runnerUpMax + incrementAbove(runnerUpMax, state.priceIncrement);
  const target = Math.max(competitive, state.startingPrice, state.reservePrice ?? 0);
  return Math.max(state.currentBid ?? 0, Math.min(leaderMax, target));
}

function assertPence(value: number, name: string): void {
  // Money is integer pence everywhere; anything else reaching here is a bug in the caller, not a bid.
  if (!Number.isSafeInteger(value) || value <= 0) throw new RangeError(`${name} must be a positive whole number of pence, got ${value}`);
}

function hasEnded(state: Pick<AuctionState, 'endsAt'>, at: Date): boolean {
  return at.getTime() >= Date.parse(state.endsAt);
}

/**
 * Applies one bid under the proxy rules (ADR 0015): every bid is a maximum; the leader pays one
 * increment over the runner-up's maximum (capped at their own); equal maximums go to the one placed
 * first (the standing one); below an unmet reserve a maximum is bid in full, and a maximum that
 * meets the reserve lifts the price to it; a bid in the last two minutes moves the end.
 */
export function placeBid(state: AuctionState, bid: BidInput, rules: BiddingRules = DEFAULT_BIDDING_RULES): BidResult {
  const minimum = minNextBid(state);
  const refuse = (reason: BidRefusal): BidResult => ({ ok: false, reason, minNextBid: minimum });
  assertPence(bid.amount, 'amount');
  if (bid.maxBid !== undefined) assertPence(bid.maxBid, 'maxBid');
  if (Number.isNaN(bid.at.getTime())) throw new RangeError('at must be a valid date');

  if (state.status !== ItemStatus.Active) return refuse('notActive');
  if (!state.listAsAuction) return refuse('notAuction');
  if (hasEnded(state, bid.at)) return refuse('ended');
  if (bid.amount < minimum) return refuse('belowMinimum');
  const max = bid.maxBid ?? bid.amount;
  if (max < bid.amount) return refuse('maxBelowAmount');

  const at = bid.at.toISOString();
  const previousPrice = state.currentBid;
  // A record written before leaderMaxBid existed: the price is the least the leader committed to.
  const standingMax = state.leaderMaxBid ?? state.currentBid ?? state.startingPrice;
  let leaderId: string;
  let leaderMax: Pence;
  let leaderMaxAt: string | null;
  let runnerUpMax: Pence | null;
  const history: BidRecord[] = [];

  if (state.leaderId === null) {
    // The first bid: a lone maximum opens at the starting price (or higher to meet the reserve).
    leaderId = bid.bidderId;
    leaderMax = max;
    leaderMaxAt = at;
    runnerUpMax = null;
  } else if (state.leaderId === bid.bidderId) {
    // The leader raising their own maximum; the price moves only to meet the reserve or settle a tie.
    if (max <= standingMax) return refuse('maxNotRaised');
    leaderId = bid.bidderId;
    leaderMax = max;
    leaderMaxAt = at;
    runnerUpMax = state.runnerUpMaxBid;
  } else if (max > standingMax) {
    // A higher maximum takes the lead; the displaced leader's proxy had bid up to their whole maximum.
    leaderId = bid.bidderId;
    leaderMax = max;
    leaderMaxAt = at;
    runnerUpMax = standingMax;
    if (previousPrice === null || standingMax > previousPrice) {
      history.push({ bidderId: state.leaderId, amount: standingMax, automatic: true, at });
    }
  } else {
    // Not above the leader's maximum (equal included: the standing one was placed first), so the
    // leader stays and their proxy answers; this bidder's whole maximum is now shown as their bid.
    leaderId = state.leaderId;
    leaderMax = standingMax;
    leaderMaxAt = state.leaderMaxAt;
    runnerUpMax = Math.max(state.runnerUpMaxBid ?? 0, max);
  }

  const price = standingPrice(state, leaderMax, runnerUpMax);
  if (leaderId === bid.bidderId) {
    history.push({ bidderId: bid.bidderId, amount: price, automatic: false, at });
  } else {
    history.push({ bidderId: bid.bidderId, amount: max, automatic: false, at });
    history.push({ bidderId: leaderId, amount: price, automatic: true, at });
  }

  return {
    ok: true,
    outcome: leaderId === bid.bidderId ? 'highest' : 'outbid',
    history,
    state: {
      ...state,
      currentBid: price,
      bidCount: state.bidCount + 1,
      leaderId,
      leaderMaxBid: leaderMax,
      leaderMaxAt,
      runnerUpMaxBid: runnerUpMax,
      endsAt: softCloseEnd(state.endsAt, bid.at, rules.softCloseMs),
    },
  };
}

/**
 * The soft close a write made, told to everyone watching: null unless the end moved later (a bid in
 * the last `windowMs`; the end never moves otherwise).
 */
export function extensionOf(before: string | null, after: string | null, windowMs: number = SOFT_CLOSE_MS): AuctionExtension | null {
  if (!before || !after || Date.parse(after) <= Date.parse(before)) return null;
  return { previousEndsAt: before, endsAt: after, windowMinutes: Math.round(windowMs / 60_000) };
}

/**
 * Lowers the reserve of a live auction (issue 9 point 10): only lower than the current reserve and at
 * least £150. If the leader's maximum meets the new reserve the price rises to it (never above that
 * maximum, never down), recorded as the leader's automatic bid.
 */
export function lowerReserve(state: AuctionState, newReserve: Pence, at: Date): LowerReserveResult {
  assertPence(newReserve, 'newReserve');
  if (state.status !== ItemStatus.Active) return { ok: false, reason: 'notActive' };
  if (!state.listAsAuction) return { ok: false, reason: 'notAuction' };
  if (hasEnded(state, at)) return { ok: false, reason: 'ended' };
  if (state.reservePrice === null) return { ok: false, reason: 'noReserve' };
  if (newReserve >= state.reservePrice) return { ok: false, reason: 'notLower' };
  if (newReserve < LISTING_RULES.minReserve) return { ok: false, reason: 'belowMinimumReserve' };

  const lowered: AuctionState = { ...state, reservePrice: newReserve };
  if (state.leaderId === null) return { ok: true, state: lowered, history: [] };
  const leaderMax = state.leaderMaxBid ?? state.currentBid ?? state.startingPrice;
  const price = standingPrice(lowered, leaderMax, state.runnerUpMaxBid);
  if (price === state.currentBid) return { ok: true, state: lowered, history: [] };
  return {
    ok: true,
    state: { ...lowered, currentBid: price },
    history: [{ bidderId: state.leaderId, amount: price, automatic: true, at: at.toISOString() }],
  };
}
