/**
 * What a live auction must come to, worked out by the tests on their own from the rules as the
 * product states them (docs/adr/0015-proxy-bidding.md, issue 9), never from the server's code: a
 * replay of the accepted bids, in the order the server accepted them, with each bidder's highest
 * maximum. The integration tests compare the server's answers, history and final state with it.
 */

/** eBay UK's increments by current price (https://www.ebay.co.uk/pages/help/buy/bid-increments.html), pence. */
const EBAY_UK_STEPS: ReadonlyArray<readonly [fromPence: number, stepPence: number]> = [
  [300_000, 10_000], // £3,000.00 and up: £100
  [150_000, 5_000], // £1,500.00–£2,999.99: £50
  [60_000, 2_000], // £600.00–£1,499.99: £20
  [30_000, 1_000], // £300.00–£599.99: £10
  [15_000, 500], // £150.00–£299.99: £5
  [6_000, 200], // £60.00–£149.99: £2
  [1_500, 100], // £15.00–£59.99: £1
  [500, 50], // £5.00–£14.99: 50p
  [100, 20], // £1.00–£4.99: 20p
  [0, 5], // £0.01–£0.99: 5p
];

/** The step above a price (the seller's own step replaces the table). */
export function stepAbove(price: number, sellerStep: number | null = null): number {
  if (sellerStep) return sellerStep;
  return EBAY_UK_STEPS.find(([from]) => price >= from)![1];
}

/** The listing's rules a replay needs. */
export interface ModelListing {
  startingPrice: number;
  reservePrice: number | null;
  priceIncrement?: number | null;
}

/** A bid as placed: who, the amount, and the maximum (the amount when none is given). */
export interface ModelBid {
  bidder: string;
  amount: number;
  maxBid?: number;
}

/** One history line the product must show: the bidder, the amount, and whether the system bid it. */
export interface ModelLine {
  bidder: string;
  amount: number;
  automatic: boolean;
}

/** Where an auction stands after some accepted bids. */
export interface ModelState {
  price: number | null;
  leader: string | null;
  leaderMax: number | null;
  bidCount: number;
  minNextBid: number;
  reserveMet: boolean;
  /** The history lines, in the order the bids made them (oldest first). */
  lines: ModelLine[];
}

/** Why the model refuses a bid (the server must refuse it too). */
export type ModelRefusal = 'belowMinimum' | 'notRaised';

/**
 * A replay of accepted bids. The price is the lower of the leader's maximum and the highest other
 * maximum plus one step (the step of that maximum's band), at least the starting price, lifted to
 * the reserve when the leader's maximum reaches it (a leading maximum under the reserve is bid in
 * full), and it never falls. The leader holds the highest maximum; of equal maximums, the one placed
 * first.
 */
export class AuctionModel {
  private readonly listing: ModelListing;
  /** Each bidder's highest maximum and when (in acceptance order) they placed it. */
  private readonly maxima = new Map<string, { max: number; order: number }>();
  private accepted = 0;
  private price: number | null = null;
  private readonly lines: ModelLine[] = [];

  constructor(listing: ModelListing) {
    this.listing = listing;
  }

  /** The auction as it stands. */
  state(): ModelState {
    const leader = this.leader();
    return {
      price: this.price,
      leader: leader?.bidder ?? null,
      leaderMax: leader?.max ?? null,
      bidCount: this.accepted,
      minNextBid: this.minNextBid(),
      reserveMet: this.listing.reservePrice === null || (this.price !== null && this.price >= this.listing.reservePrice),
      lines: [...this.lines],
    };
  }

  /** The least the next bid's amount must be. */
  minNextBid(): number {
    return this.price === null ? this.listing.startingPrice : this.price + stepAbove(this.price, this.listing.priceIncrement ?? null);
  }

  /** Why the rules refuse this bid now, or null when they accept it. */
  refusal(bid: ModelBid): ModelRefusal | null {
    if (bid.amount < this.minNextBid()) return 'belowMinimum';
    const leader = this.leader();
    if (leader?.bidder === bid.bidder && (bid.maxBid ?? bid.amount) <= leader.max) return 'notRaised';
    return null;
  }

  /** Accepts a bid (throws when the rules refuse it: the caller checks `refusal` first). */
  accept(bid: ModelBid): ModelState {
    const why = this.refusal(bid);
    if (why) throw new Error(`The model refuses ${JSON.stringify(bid)}: ${why}`);
    const max = bid.maxBid ?? bid.amount;
    const before = this.leader();
    const priceBefore = this.price;
    this.accepted++;
    const mine = this.maxima.get(bid.bidder);
    if (!mine || max > mine.max) this.maxima.set(bid.bidder, { max, order: this.accepted });

    const leader = this.leader()!;
    const others = [...this.maxima.entries()].filter(([who]) => who !== leader.bidder).map(([, m]) => m.max);
    const runnerUp = others.length ? Math.max(...others) : null;
    const floor = Math.max(
      runnerUp === null ? this.listing.startingPrice : runnerUp + stepAbove(runnerUp, this.listing.priceIncrement ?? null),
      this.listing.startingPrice,
      this.listing.reservePrice ?? 0,
    );
    this.price = Math.max(this.price ?? 0, Math.min(leader.max, floor));

    // The history: the bidder's own line (the new price when they lead, else their whole maximum);
    // the leader's automatic answer when someone else bid; a displaced leader's proxy up to their maximum.
    if (leader.bidder === bid.bidder) {
      if (before && before.bidder !== bid.bidder && (priceBefore === null || before.max > priceBefore)) {
        this.lines.push({ bidder: before.bidder, amount: before.max, automatic: true });
      }
      this.lines.push({ bidder: bid.bidder, amount: this.price, automatic: false });
    } else {
      this.lines.push({ bidder: bid.bidder, amount: max, automatic: false });
      this.lines.push({ bidder: leader.bidder, amount: this.price, automatic: true });
    }
    return this.state();
  }

  private leader(): { bidder: string; max: number } | null {
    let best: { bidder: string; max: number; order: number } | null = null;
    for (const [bidder, m] of this.maxima) {
      if (!best || m.max > best.max || (m.max === best.max && m.order < best.order)) best = { bidder, ...m };
    }
    return best;
  }
}
