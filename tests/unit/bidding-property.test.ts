/**
 * Replays many random auctions (seeded, so a failure names a seed that reproduces it) through
 * placeBid and lowerReserve, and checks after every step the invariants of ADR 0015 against an
 * independent model that only remembers each bidder's highest maximum and when it was accepted.
 */
import { describe, expect, it } from 'vitest';
import { incrementAbove } from '../../shared/bidding.ts';
import { lowerReserve, placeBid, reserveMet, SOFT_CLOSE_MS, type AuctionState, type BidInput } from '../../shared/proxy-bidding.ts';
import { seededRandom } from '../support/seeded-random.ts';
import { auction, OPENS } from './bidding-fixtures.ts';

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

function runAuction(seed: number, violations: string[], seen: Coverage): { accepted: number; refused: number } {
  const rnd = seededRandom(seed);
  const startingPrice = rnd.pick([100, 500, 1_450, 1_500, 5_000, 14_999, 29_950, 150_000]);
  const initialReserve = rnd.chance(0.5) ? null : startingPrice + rnd.int(0, 60_000) + (rnd.chance(0.5) ? 15_000 : 0);
  let state = auction({
    startingPrice,
    priceIncrement: rnd.chance(0.25) ? rnd.int(1, 3_000) : null,
    reservePrice: initialReserve,
    endsAt: new Date(OPENS + 3_600_000).toISOString(),
  });
  const bidders = ['a', 'b', 'c', 'd', 'e', 'f'].slice(0, rnd.int(2, 6));
  const maxima: Maxima = new Map();
  let now = OPENS;
  let accepted = 0;
  let refused = 0;
  const publicBids = { manual: 0 };
  // Plain comparisons collected as messages: cheaper than an expect per check over ~20k bids.
  const check = (ok: boolean, what: string, actual: unknown) => {
    if (!ok) violations.push(`seed ${seed}, step ${accepted + refused}: ${what} (got ${JSON.stringify(actual)})`);
  };

  for (let step = 0; step < 80; step++) {
    // Time moves on (sometimes not at all: equal instants), sometimes into the soft-close window, rarely past the end.
    const end = Date.parse(state.endsAt);
    const roll = rnd.int(1, 100);
    if (roll <= 1) now = end + rnd.int(0, 5_000);
    else if (roll <= 12) now = Math.max(now, end - rnd.int(1, 200_000));
    else now += rnd.chance(0.2) ? 0 : rnd.int(1, 60_000);
    const at = new Date(now);

    if (state.reservePrice !== null && rnd.chance(0.05)) {
      const target = rnd.int(14_000, state.reservePrice + 1_000);
      const result = lowerReserve(state, target, at);
      const expectedRefusal = now >= end ? 'ended' : target >= state.reservePrice ? 'notLower' : target < 15_000 ? 'belowMinimumReserve' : null;
      check((result.ok ? null : result.reason) === expectedRefusal, `lowerReserve(${target}) should give ${expectedRefusal}`, result);
      if (!result.ok) {
        if (now >= end) return { accepted, refused };
        continue;
      }
      seen.reserveLowered++;
      check((result.state.currentBid ?? 0) >= (state.currentBid ?? 0), 'lowering the reserve never lowers the price', result.state.currentBid);
      state = result.state;
      continue;
    }

    const minimum = expectedMinimum(state);
    const bidderId = rnd.pick(bidders);
    const leader = modelLeader(maxima);
    let amount: number;
    let maxBid: number | undefined;
    const style = rnd.int(1, 100);
    if (style <= 12) {
      amount = Math.max(1, minimum - rnd.int(1, Math.max(1, minimum - 1)));
    } else if (style <= 30 && leader && leader.max >= minimum) {
      amount = minimum; // the same maximum as the leader: a tie
      maxBid = leader.max;
    } else {
      amount = minimum + (rnd.chance(0.5) ? 0 : rnd.int(0, 5_000));
      if (rnd.chance(0.7)) maxBid = amount + rnd.int(0, rnd.chance(0.5) ? 3_000 : 80_000);
      if (rnd.chance(0.04)) maxBid = amount - rnd.int(1, Math.max(1, amount - 1));
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
      refused++;
      check(result.reason === expectedRefusal && result.minNextBid === minimum, `refusal should be ${expectedRefusal} naming ${minimum}`, result);
      if (result.reason === 'ended') return { accepted, refused };
      continue;
    }
    check(expectedRefusal === null, `bid should be refused: ${expectedRefusal}`, bid);
    accepted++;
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
    publicBids.manual += result.history.filter((h) => !h.automatic).length;
    check(publicBids.manual === accepted, 'one manual history entry per accepted bid', publicBids.manual);
    for (const h of result.history) {
      check(h.amount <= maxima.get(h.bidderId)!.max && h.amount <= price && h.at === at.toISOString(), 'history entries within maxima, at the bid time', h);
    }
    check(result.history.at(-1)!.amount === price, 'the last history entry shows the price', result.history);
    // Soft close: the end never moves earlier and is at least two minutes after an accepted bid.
    check(Date.parse(state.endsAt) === Math.max(end, now + SOFT_CLOSE_MS), 'soft close end', state.endsAt);
  }
  return { accepted, refused };
}

type Coverage = { ties: number; extended: number; reserveJumps: number; reserveLowered: number };

describe('proxy bidding invariants over random auctions', () => {
  it('hold for 600 seeded random bid sequences', () => {
    const violations: string[] = [];
    const seen: Coverage = { ties: 0, extended: 0, reserveJumps: 0, reserveLowered: 0 };
    let accepted = 0;
    let refused = 0;
    for (let seed = 1; seed <= 600; seed++) {
      const run = runAuction(seed, violations, seen);
      accepted += run.accepted;
      refused += run.refused;
    }
    expect(violations.slice(0, 10)).toEqual([]);
    // The generator reaches every rule in bulk (a guard against a generator that stopped exercising one).
    expect(accepted).toBeGreaterThan(5_000);
    expect(refused).toBeGreaterThan(1_000);
    expect(seen.ties).toBeGreaterThan(100);
    expect(seen.extended).toBeGreaterThan(100);
    expect(seen.reserveJumps).toBeGreaterThan(50);
    expect(seen.reserveLowered).toBeGreaterThan(20);
  });
});
