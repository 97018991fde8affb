/**
 * Random auctions, generated and shrunk by fast-check, replayed through placeBid and lowerReserve;
 * after every step the invariants of ADR 0015 are checked against an independent model that only
 * remembers each bidder's highest maximum and when it was accepted. A failure prints fast-check's
 * seed and the smallest auction it shrank to; TEST_SEED=<seed> replays it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { incrementAbove } from '../../shared/bidding.ts';
import { lowerReserve, placeBid, reserveMet, SOFT_CLOSE_MS, type AuctionState, type BidInput } from '../../shared/proxy-bidding.ts';
import { seedForThisFile } from '../support/test-seed.ts';
import { auction, OPENS } from './bidding-fixtures.ts';

/**
 * Auctions per run: about the CPU time of the hand-made generator's 600 (~0.34 s). fast-check builds
 * each step as a shrinkable value, so these replay ~11k steps (~8k accepted bids) where the 600
 * replayed ~22k; its bias towards edge values (a bid exactly at the minimum, a maximum equal to the
 * amount) reaches the rules' boundaries more often per step.
 */
const RUNS = 500;
const seed = seedForThisFile('bidding-property');

/*
 * The arbitraries describe each step relative to the auction as it then stands ("at the minimum",
 * "£20 under it", "the leader's maximum"), so every generated step stays meaningful while fast-check
 * drops steps and shrinks numbers towards a minimal counterexample.
 */
const BIDDERS = ['a', 'b', 'c', 'd', 'e', 'f'];

const setupArb = fc.record({
  startingPrice: fc.constantFrom(100, 500, 1_450, 1_500, 5_000, 14_999, 29_950, 150_000),
  /** The reserve above the starting price (null: none); half of them clear the £150 minimum reserve by far. */
  reserve: fc.option(fc.record({ above: fc.integer({ min: 0, max: 60_000 }), clearsMinimum: fc.boolean() }), { freq: 2 }),
  priceIncrement: fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, { arbitrary: fc.integer({ min: 1, max: 3_000 }), weight: 1 }),
  bidders: fc.integer({ min: 2, max: BIDDERS.length }),
});

/** How the clock moves before a step: not at all (equal instants), on, into the soft-close window, rarely past the end. */
const clockArb = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('still' as const) }), weight: 18 },
  { arbitrary: fc.record({ kind: fc.constant('on' as const), ms: fc.integer({ min: 1, max: 60_000 }) }), weight: 70 },
  { arbitrary: fc.record({ kind: fc.constant('softClose' as const), beforeEnd: fc.integer({ min: 1, max: 200_000 }) }), weight: 11 },
  { arbitrary: fc.record({ kind: fc.constant('pastEnd' as const), after: fc.integer({ min: 0, max: 5_000 }) }), weight: 1 },
);

/** The maximum: none (the amount is the maximum), some headroom over the amount, or (a mistake) under it. */
const maxArb = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('none' as const) }), weight: 26 },
  { arbitrary: fc.record({ kind: fc.constant('headroom' as const), by: fc.oneof(fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 0, max: 80_000 })) }), weight: 70 },
  { arbitrary: fc.record({ kind: fc.constant('underAmount' as const), by: fc.integer({ min: 1, max: 200_000 }) }), weight: 4 },
);

/**
 * A bid at or over the minimum; under it; or the leader's own maximum (a tie; at the minimum when no
 * leader reaches it). `bidder` picks among the auction's bidders, modulo their number.
 */
const bidArb = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('bid' as const), bidder: fc.nat(BIDDERS.length - 1), over: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 5_000 })), max: maxArb }), weight: 70 },
  { arbitrary: fc.record({ kind: fc.constant('bidBelow' as const), bidder: fc.nat(BIDDERS.length - 1), under: fc.integer({ min: 1, max: 200_000 }) }), weight: 12 },
  { arbitrary: fc.record({ kind: fc.constant('bidTie' as const), bidder: fc.nat(BIDDERS.length - 1) }), weight: 18 },
);

/** The seller lowers the reserve (when there is one) by `drop` from just above it, never under £140. */
const lowerArb = fc.record({ kind: fc.constant('lowerReserve' as const), drop: fc.integer({ min: 0, max: 80_000 }) });

const stepArb = fc.record({ clock: clockArb, action: fc.oneof({ arbitrary: bidArb, weight: 19 }, { arbitrary: lowerArb, weight: 1 }) });
const auctionArb = fc.record({ setup: setupArb, steps: fc.array(stepArb, { maxLength: 80, size: 'max' }) });
type RandomAuction = typeof auctionArb extends fc.Arbitrary<infer T> ? T : never;

/** The model: each bidder's highest accepted maximum and the order in which it was accepted. */
type Maxima = Map<string, { max: number; order: number }>;

function modelLeader(maxima: Maxima): { id: string; max: number } | null {
  let best: { id: string; max: number; order: number } | null = null;
  for (const [id, m] of maxima) if (!best || m.max > best.max || (m.max === best.max && m.order < best.order)) best = { id, ...m };
  return best && { id: best.id, max: best.max };
}

function modelRunnerUp(maxima: Maxima, leaderId: string): number | null {
  let best: number | null = null;
  for (const [id, m] of maxima) if (id !== leaderId && (best === null || m.max > best)) best = m.max;
  return best;
}

function expectedMinimum(state: AuctionState): number {
  return state.currentBid === null ? state.startingPrice : state.currentBid + incrementAbove(state.currentBid, state.priceIncrement);
}

type Coverage = { accepted: number; refused: number; ties: number; extended: number; reserveJumps: number; reserveLowered: number };

/** Replays one auction; throws at the first broken invariant, naming the step (fast-check then shrinks the auction). */
function runAuction({ setup, steps }: RandomAuction, seen: Coverage): void {
  const { startingPrice } = setup;
  const initialReserve = setup.reserve && startingPrice + setup.reserve.above + (setup.reserve.clearsMinimum ? 15_000 : 0);
  let state = auction({
    startingPrice,
    priceIncrement: setup.priceIncrement,
    reservePrice: initialReserve,
    endsAt: new Date(OPENS + 3_600_000).toISOString(),
  });
  const bidders = BIDDERS.slice(0, setup.bidders);
  const maxima: Maxima = new Map();
  let now = OPENS;
  let accepted = 0;
  let manualEntries = 0;
  // Plain comparisons rather than an expect per check: ~11k steps a run.
  let stepIndex = 0;
  const check = (ok: boolean, what: string, actual: unknown) => {
    if (!ok) throw new Error(`step ${stepIndex}: ${what} (got ${JSON.stringify(actual)})`);
  };

  for (const [index, { clock, action }] of steps.entries()) {
    stepIndex = index;
    const end = Date.parse(state.endsAt);
    if (clock.kind === 'pastEnd') now = end + clock.after;
    else if (clock.kind === 'softClose') now = Math.max(now, end - clock.beforeEnd);
    else if (clock.kind === 'on') now += clock.ms;
    const at = new Date(now);

    if (action.kind === 'lowerReserve') {
      if (state.reservePrice === null) continue;
      const target = Math.max(14_000, state.reservePrice + 1_000 - action.drop);
      const result = lowerReserve(state, target, at);
      const expectedRefusal = now >= end ? 'ended' : target >= state.reservePrice ? 'notLower' : target < 15_000 ? 'belowMinimumReserve' : null;
      check((result.ok ? null : result.reason) === expectedRefusal, `lowerReserve(${target}) should give ${expectedRefusal}`, result);
      if (!result.ok) {
        if (now >= end) return;
        continue;
      }
      seen.reserveLowered++;
      check((result.state.currentBid ?? 0) >= (state.currentBid ?? 0), 'lowering the reserve never lowers the price', result.state.currentBid);
      state = result.state;
      continue;
    }

    const minimum = expectedMinimum(state);
    const bidderId = bidders[action.bidder % bidders.length]!;
    const leader = modelLeader(maxima);
    let amount: number;
    let maxBid: number | undefined;
    if (action.kind === 'bidBelow') {
      amount = Math.max(1, minimum - Math.min(action.under, Math.max(1, minimum - 1)));
    } else if (action.kind === 'bidTie') {
      amount = minimum;
      if (leader && leader.max >= minimum) maxBid = leader.max;
    } else {
      amount = minimum + action.over;
      if (action.max.kind === 'headroom') maxBid = amount + action.max.by;
      if (action.max.kind === 'underAmount') maxBid = amount - Math.min(action.max.by, Math.max(1, amount - 1));
    }
    const bid: BidInput = { bidderId, amount, at };
    if (maxBid !== undefined) bid.maxBid = maxBid;
    const max = maxBid ?? amount;
    const before = state;
    const result = placeBid(state, bid);

    // Refusals: exactly when the rules say, in this order, always naming the minimum.
    const expectedRefusal =
      now >= end ? 'ended'
      : amount < minimum ? 'belowMinimum'
      : max < amount ? 'maxBelowAmount'
      : leader?.id === bidderId && max <= leader.max ? 'maxNotRaised'
      : null;
    if (!result.ok) {
      seen.refused++;
      check(result.reason === expectedRefusal && result.minNextBid === minimum, `refusal should be ${expectedRefusal} naming ${minimum}`, result);
      if (result.reason === 'ended') return;
      continue;
    }
    check(expectedRefusal === null, `bid should be refused: ${expectedRefusal}`, bid);
    accepted++;
    seen.accepted++;
    const previous = maxima.get(bidderId);
    if (!previous || max > previous.max) maxima.set(bidderId, { max, order: accepted });
    state = result.state;

    const lead = modelLeader(maxima)!;
    const runnerUp = modelRunnerUp(maxima, lead.id);
    const price = state.currentBid!;
    if (runnerUp === lead.max) seen.ties++;
    if (Date.parse(state.endsAt) > end) seen.extended++;
    // The leader has the highest maximum, the earliest accepted of equals.
    check(state.leaderId === lead.id && state.leaderMaxBid === lead.max, `leader should be ${lead.id} at ${lead.max}`, [state.leaderId, state.leaderMaxBid]);
    check(state.runnerUpMaxBid === runnerUp, `runner-up maximum should be ${runnerUp}`, state.runnerUpMaxBid);
    check(result.outcome === (lead.id === bidderId ? 'highest' : 'outbid'), 'outcome names whether the bidder leads', result.outcome);
    // The price: within the leader's maximum, at least the runner-up's, never down.
    check(price <= lead.max, 'price <= leader maximum', price);
    check(runnerUp === null || price >= runnerUp, 'price >= runner-up maximum', price);
    check(price >= Math.max(before.currentBid ?? 0, state.startingPrice), 'price never falls, nor below the start', price);
    // ... and no more than needed: one increment over the runner-up, the start, the reserve ever set, or where it stood.
    const needed = runnerUp === null ? state.startingPrice : runnerUp + incrementAbove(runnerUp, state.priceIncrement);
    check(price <= Math.max(needed, initialReserve ?? 0, before.currentBid ?? 0), `price no more than needed (${needed})`, price);
    // The reserve: met exactly when the leading maximum reaches it; below it the maximum is bid in full.
    if (state.reservePrice !== null) {
      check(reserveMet(state) === lead.max >= state.reservePrice, 'reserve met exactly when the leading maximum reaches it', [price, state.reservePrice]);
      check(lead.max >= state.reservePrice || price === lead.max, 'below the reserve the leading maximum is bid in full', price);
      if (lead.max >= state.reservePrice && (before.currentBid ?? 0) < state.reservePrice) seen.reserveJumps++;
    }
    // Counting and history: one manual entry per accepted bid; nobody is shown above their maximum.
    check(state.bidCount === accepted, 'bidCount counts accepted bids', state.bidCount);
    manualEntries += result.history.filter((h) => !h.automatic).length;
    check(manualEntries === accepted, 'one manual history entry per accepted bid', manualEntries);
    for (const h of result.history) {
      check(h.amount <= maxima.get(h.bidderId)!.max && h.amount <= price && h.at === at.toISOString(), 'history entries within maxima, at the bid time', h);
    }
    check(result.history.at(-1)!.amount === price, 'the last history entry shows the price', result.history);
    // Soft close: the end never moves earlier and is at least two minutes after an accepted bid.
    check(Date.parse(state.endsAt) === Math.max(end, now + SOFT_CLOSE_MS), 'soft close end', state.endsAt);
  }
}

describe('proxy bidding invariants over random auctions', () => {
  it(`hold for ${RUNS} random bid sequences (fast-check, shrunk to a minimal one on failure)`, () => {
    const seen: Coverage = { accepted: 0, refused: 0, ties: 0, extended: 0, reserveJumps: 0, reserveLowered: 0 };
    fc.assert(
      fc.property(auctionArb, (randomAuction) => runAuction(randomAuction, seen)),
      { seed, numRuns: RUNS },
    );
    // The arbitraries reach every rule in bulk (a guard against ones that stopped exercising a rule).
    expect(seen.accepted).toBeGreaterThan(5_000);
    expect(seen.refused).toBeGreaterThan(1_000);
    expect(seen.ties).toBeGreaterThan(100);
    expect(seen.extended).toBeGreaterThan(100);
    expect(seen.reserveJumps).toBeGreaterThan(50);
    expect(seen.reserveLowered).toBeGreaterThan(20);
  });
});
