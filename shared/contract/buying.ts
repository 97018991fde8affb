import * as z from 'zod';
import type { ItemStatus, PublicBid, SoldVia } from '../item.ts';
import type { Pence } from '../money.ts';
import { IdSchema, PenceSchema, type ItemSummary } from './catalogue.ts';
import { ruleIssue, said } from './protocol.ts';

/*
 * The buying calls' payloads (contract/CALLS.md, "Buying") and the live bid state they and the
 * socket carry. Every bid is a maximum: `maxBid` (default `amount`) is what the bidder's automatic
 * bids may reach.
 */

/** Positive whole pence: a bid of nothing is no bid. */
const BidPenceSchema = PenceSchema.refine((n) => n > 0, said('bidPositive'));

export const PlaceBidInputSchema = z
  .strictObject({ itemId: IdSchema, amount: BidPenceSchema, maxBid: BidPenceSchema.optional() })
  .superRefine((bid, ctx) => {
    if (bid.maxBid !== undefined && bid.maxBid < bid.amount) ctx.addIssue(ruleIssue(['maxBid'], 'maxBelowAmount'));
  });
export type PlaceBidInput = z.output<typeof PlaceBidInputSchema>;

export const GetBidStateInputSchema = z.strictObject({ itemId: IdSchema });
export const GetMyBidsInputSchema = z.strictObject({});
export const BuyNowInputSchema = z.strictObject({ itemId: IdSchema });
export const LowerReservePriceInputSchema = z.strictObject({ itemId: IdSchema, reservePrice: PenceSchema });

export type { PublicBid } from '../item.ts';

/**
 * A lot's bidding as anyone may see it (getBidState, and every `bid` message on the socket): never
 * another bidder's maximum, never the reserve amount. `now` is the server's clock (the test clock
 * locally), so a countdown never follows the browser's.
 */
export interface BidState {
  itemId: string;
  status: ItemStatus;
  currentBid: Pence | null;
  minNextBid: Pence;
  bidCount: number;
  endsAt: string | null;
  reserveMet: boolean;
  hasReserve: boolean;
  buyNowAvailable: boolean;
  buyItNowPrice: Pence | null;
  bids: PublicBid[];
  now: string;
  /**
   * How a sold lot sold, once it is sold (shared/item-status.ts soldVia): public, as the catalogue's
   * realised prices say it, and carried so that a page told of the sale live says whether its buyer
   * won or bought it without reading the lot again.
   */
  soldVia?: SoldVia;
  /** The order of a sold lot, for its buyer only. */
  orderId?: string | null;
  // for a signed-in caller
  highBidder?: boolean;
  myMaxBid?: Pence | null;
  watching?: boolean;
}

/**
 * A soft close as the live `bid` message tells it (an optional field added to CALLS.md's
 * `{"type": "bid", "itemId", "state"}`): the write this message reports moved the end from
 * `previousEndsAt` to `endsAt` because a bid came in within `windowMinutes` of it.
 */
export interface AuctionExtension {
  previousEndsAt: string;
  endsAt: string;
  windowMinutes: number;
}

/** The socket's `bid` message: the lot's public state after an accepted bid or reserve change. */
export interface LiveBidMessage {
  type: 'bid';
  itemId: string;
  state: BidState;
  extended?: AuctionExtension;
}

export interface PlaceBidOutput {
  outcome: 'highest' | 'outbid';
  item: Pick<BidState, 'currentBid' | 'minNextBid' | 'bidCount' | 'endsAt' | 'reserveMet'> & { highBidder: boolean };
  state: BidState;
}

/** Where a person stands on a lot they bid on. */
export type MyBidStanding = 'winning' | 'outbid' | 'won' | 'lost';

export interface GetMyBidsOutput {
  bids: { item: ItemSummary; myMaxBid: Pence; state: MyBidStanding }[];
}

export interface BuyNowOutput {
  orderId: string;
}
