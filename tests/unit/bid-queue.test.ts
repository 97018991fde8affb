import { describe, expect, it } from 'vitest';
import { applyQueuedBids, type QueuedBid } from '../../shared/bid-queue.ts';
import { BID_HISTORY_SHOWN, packShown, publicHistory, unpackShown } from '../../shared/bid-state.ts';
import { ItemStatus, splitItem, type Bid, type Lot } from '../../shared/item.ts';
import { nextLot, relistLot } from '../../shared/lot-rules.ts';
import { placeBid } from '../../shared/proxy-bidding.ts';
import { lotRow } from '../../lambdas/search/projector.ts';
import { makeItem } from './fixtures.ts';

/*
 * Group commit (docs/adr/0031): a queue of bids applied in one write must decide each bid exactly as
 * the proxy rules decide it on the state the bids before it left, one write per bid.
 */

const lotOf = (overrides: Partial<Lot> = {}): Lot => splitItem(makeItem(overrides)).lot;
const AT = '2026-11-05T12:00:00.000Z';
let n = 0;
const queued = (bidderId: string, amount: number, maxBid: number | null = null, at = AT): QueuedBid => ({
  bidId: `bid-${String(++n).padStart(4, '0')}`,
  bidderId,
  bidderName: `Name ${bidderId}`,
  amount,
  maxBid,
  at,
});

/** The same bids applied one write at a time, through placeBid, as the single-bid path did. */
function oneByOne(lot: Lot, queue: QueuedBid[]) {
  let state = { ...lot, endsAt: lot.endsAt! };
  const outcomes: (string | null)[] = [];
  for (const bid of queue) {
    const result = placeBid(state, { bidderId: bid.bidderId, amount: bid.amount, maxBid: bid.maxBid ?? undefined, at: new Date(bid.at) });
    outcomes.push(result.ok ? result.outcome : result.reason);
    if (result.ok) state = { ...state, ...result.state, status: state.status };
  }
  return { state, outcomes };
}

describe('applying a queue of bids in one write', () => {
  it('decides each bid as the rules decide it after the ones before it, and the lot ends where one-by-one writes would', () => {
    const lot = lotOf({ startingPrice: 1_000, reservePrice: 5_000 });
    const queue = [
      queued('ann', 1_000, 3_000),
      queued('bob', 1_500),
      queued('cat', 1_000), // below the minimum by then
      queued('bob', 4_000, 6_000),
      queued('ann', 3_500, 3_500), // under bob's maximum: outbid, bob's proxy answers
      queued('bob', 6_000), // the leader not raising their maximum
      queued('dan', 8_000),
    ];
    const applied = applyQueuedBids(lot, queue, lot.version + 1);
    const expected = oneByOne(lot, queue);
    expect(applied.decisions.map((d) => (d.ok ? d.outcome : d.reason))).toEqual(expected.outcomes);
    expect(applied.changes).toMatchObject({
      currentBid: expected.state.currentBid,
      bidCount: expected.state.bidCount,
      leaderId: 'dan',
      leaderMaxBid: expected.state.leaderMaxBid,
      runnerUpMaxBid: expected.state.runnerUpMaxBid,
      leaderName: 'Name dan',
    });
    // Each accepted bid's answer is the lot right after it, not after the whole batch.
    const first = applied.decisions[0]!;
    // Below an unmet reserve a maximum is bid in full.
    expect(first).toMatchObject({ ok: true, outcome: 'highest', currentBid: 3_000, bidCount: 1, highBidder: true, reserveMet: false });
    const belowMinimum = applied.decisions[2]!;
    expect(belowMinimum).toMatchObject({ ok: false, reason: 'belowMinimum' });
    // The accepted ones are counted in order, one each.
    const counts = applied.decisions.filter((d) => d.ok).map((d) => (d.ok ? d.bidCount : 0));
    expect(counts).toEqual(counts.map((_, i) => i + 1));
    expect(counts.length).toBe(expected.state.bidCount);
    expect(counts.length).toBeGreaterThan(2);
  });

  it('numbers the history lines in the order they were made, all of the one version, and names each bidder', () => {
    const lot = lotOf({ version: 7 });
    const applied = applyQueuedBids(lot, [queued('ann', 1_000, 2_000), queued('bob', 1_500)], 8);
    expect(applied.changes.lastBids.map((b) => [b.line, b.version, b.bidderName, b.amount, b.automatic])).toEqual([
      [0, 8, 'Name ann', 1_000, false],
      [1, 8, 'Name bob', 1_500, false],
      [2, 8, 'Name ann', 1_600, true],
    ]);
  });

  it('tells each displaced leader who does not lead at the end of the batch, once', () => {
    const lot = lotOf({ currentBid: 1_000, bidCount: 1, leaderId: 'ann', leaderMaxBid: 1_000, leaderMaxAt: AT, leaderName: 'Name ann' });
    const applied = applyQueuedBids(lot, [queued('bob', 2_000), queued('cat', 3_000), queued('ann', 4_000), queued('bob', 5_000)], lot.version + 1);
    expect(applied.changes.leaderId).toBe('bob');
    expect(applied.outbid.sort()).toEqual(['ann', 'cat']);
  });

  it('refuses every bid on a lot that no longer takes bids, and changes nothing of it', () => {
    const lot = lotOf({ status: ItemStatus.AwaitingPayment, currentBid: 2_000, bidCount: 3, leaderId: 'ann', leaderMaxBid: 2_000 });
    const applied = applyQueuedBids(lot, [queued('bob', 5_000), queued('cat', 6_000)], lot.version + 1);
    expect(applied.decisions.map((d) => (d.ok ? 'accepted' : d.reason))).toEqual(['notActive', 'notActive']);
    expect(applied.changes).toMatchObject({ currentBid: 2_000, bidCount: 3, leaderId: 'ann', endsAt: lot.endsAt, lastBids: [] });
    expect(applied.outbid).toEqual([]);
  });

  it('refuses a bid placed at or after the end, and a bid in the last two minutes moves the end for the ones after it', () => {
    const lot = lotOf({ endsAt: '2026-11-05T12:01:00.000Z' });
    const applied = applyQueuedBids(lot, [queued('ann', 1_000, null, '2026-11-05T12:00:30.000Z'), queued('bob', 1_500, null, '2026-11-05T12:02:00.000Z'), queued('cat', 2_000, null, '2026-11-05T12:05:00.000Z')], lot.version + 1);
    expect(applied.decisions.map((d) => (d.ok ? d.outcome : d.reason))).toEqual(['highest', 'highest', 'ended']);
    expect(applied.changes.endsAt).toBe('2026-11-05T12:04:00.000Z');
  });

  it('the next write of the lot carries none of the decisions (they are stored first)', () => {
    const lot = lotOf();
    const applied = applyQueuedBids(lot, [queued('ann', 1_000)], lot.version + 1);
    const decided = nextLot(lot, { ...applied.changes, lastDecisions: applied.decisions }, new Date(AT));
    expect(decided.lastDecisions).toHaveLength(1);
    expect(nextLot(decided, { status: ItemStatus.AwaitingPayment }, new Date(AT)).lastDecisions).toBeUndefined();
  });
});

describe('the shown history riding on the lot (docs/adr/0038)', () => {
  it('after each write is the newest 50 lines of the whole history, masked, newest first, as the records would show them', () => {
    let lot = lotOf({ startingPrice: 1_000, priceIncrement: 5 });
    const made: Bid[] = [];
    // 40 writes of one to three bids each: far more lines than are shown.
    for (let write = 0; write < 40; write++) {
      const queue = Array.from({ length: 1 + (write % 3) }, (_, i) => queued(`bidder${(write + i) % 7}`, 1_000 + 40 * write + 10 * i, 1_000 + 40 * write + 10 * i + 5));
      const applied = applyQueuedBids(lot, queue, lot.version + 1);
      lot = nextLot(lot, applied.changes, new Date(AT));
      made.push(...applied.changes.lastBids);
    }
    expect(made.length).toBeGreaterThan(BID_HISTORY_SHOWN);
    expect(lot.shownBids).toEqual(publicHistory(made));
    expect(lot.shownBids![0]!.bidder).toMatch(/^\w\*\*\*\w$/);
    // Writes that place no bid keep it; a relist clears it.
    const ended = nextLot(lot, { status: ItemStatus.EndedUnsold }, new Date(AT));
    expect(ended.shownBids).toEqual(lot.shownBids);
    expect(relistLot(ended, lot, new Date(AT)).shownBids).toEqual([]);
  });

  it('is not made up for a lot whose earlier bids it never carried (their records are read instead)', () => {
    const { shownBids: _none, ...legacy } = lotOf({ currentBid: 1_000, bidCount: 2, leaderId: 'ann', leaderMaxBid: 1_500, leaderMaxAt: AT, leaderName: 'Name ann' });
    const applied = applyQueuedBids(legacy, [queued('bob', 2_000)], legacy.version + 1);
    expect(nextLot(legacy, applied.changes, new Date(AT)).shownBids).toBeUndefined();
    // A lot with no bid yet starts it from its first.
    const { shownBids: _unset, ...fresh } = lotOf();
    const first = applyQueuedBids(fresh, [queued('bob', 2_000)], fresh.version + 1);
    expect(nextLot(fresh, first.changes, new Date(AT)).shownBids).toEqual(publicHistory(first.changes.lastBids));
  });

  it('is not kept by the catalogue read model (its row drops what rides on the lot for bidders)', () => {
    const lot = lotOf({ shownBids: [{ bidder: 'a***n', amount: 1_000, at: AT, automatic: false }], lastDecisions: [] });
    const row = lotRow(lot);
    expect(row.lot).not.toHaveProperty('shownBids');
    expect(row.lot).not.toHaveProperty('lastBids');
    expect(row.lot).not.toHaveProperty('lastDecisions');
  });

  it('is stored as one string and read back the same', () => {
    const shown = [
      { bidder: 'a***n', amount: 12_345, at: AT, automatic: true },
      { bidder: 'b***"', amount: 1_000, at: AT, automatic: false },
    ];
    expect(typeof packShown(shown)).toBe('string');
    expect(unpackShown(packShown(shown))).toEqual(shown);
    expect(unpackShown(packShown([]))).toEqual([]);
  });
});
