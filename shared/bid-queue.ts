/**
 * Group commit of bids (docs/adr/0031-hot-lot-group-commit.md): every bid is first queued as a record
 * of its own, then whoever commits the lot applies every queued bid, in queue order, through the pure
 * proxy rules (proxy-bidding.ts placeBid), and writes the result with ONE conditional write on the
 * lot's version. Each bid's decision rides on that version of the lot (`lastDecisions`), as its
 * history lines do, so the bidder reads their own decision. No I/O, no clock reads.
 */
import { minNextBid } from './bidding.ts';
import type { Bid, BidDecision, Lot } from './item.ts';
import type { Pence } from './money.ts';
import { placeBid, reserveMet } from './proxy-bidding.ts';

/** A bid waiting in a lot's queue; `bidId` is time-ordered (a ULID), so the queue's order is arrival order. */
export interface QueuedBid {
  bidId: string;
  bidderId: string;
  /** How the bidder is named in the history (masked when shown). */
  bidderName: string;
  amount: Pence;
  maxBid: Pence | null;
  /** The time of the bid's request (ISO UTC): the end and soft close are judged by it. */
  at: string;
}

/** The result of applying a queue: the lot's changes, one decision per bid, and who was outbid. */
export interface AppliedQueue {
  changes: Pick<Lot, 'currentBid' | 'bidCount' | 'leaderId' | 'leaderMaxBid' | 'leaderMaxAt' | 'runnerUpMaxBid' | 'endsAt' | 'leaderName' | 'lastBids'>;
  decisions: BidDecision[];
  /** Leaders displaced by this batch who do not lead at its end (each told once). */
  outbid: string[];
}

/**
 * Applies `queue` in order to the lot as read, each bid through the proxy rules on the state the bids
 * before it left; `version` is the version the write will make (the history lines are keyed by it and
 * numbered in the order they were made). A refused bid changes nothing and the next is decided as if
 * it had never come.
 */
export function applyQueuedBids(lot: Lot, queue: readonly QueuedBid[], version: number): AppliedQueue {
  let state = { ...lot, endsAt: lot.endsAt ?? lot.updatedAt };
  let leaderName = lot.leaderName;
  const lines: Bid[] = [];
  const decisions: BidDecision[] = [];
  const displaced = new Set<string>();
  for (const queued of queue) {
    const result = placeBid(state, { bidderId: queued.bidderId, amount: queued.amount, maxBid: queued.maxBid ?? undefined, at: new Date(queued.at) });
    if (!result.ok) {
      decisions.push({ bidId: queued.bidId, bidderId: queued.bidderId, ok: false, reason: result.reason, minNextBid: result.minNextBid });
      continue;
    }
    const nameOf = (uid: string) => (uid === queued.bidderId ? queued.bidderName : (leaderName ?? 'bidder'));
    for (const record of result.history) {
      lines.push({ itemId: lot.id, bidderId: record.bidderId, bidderName: nameOf(record.bidderId), amount: record.amount, at: record.at, automatic: record.automatic, version, line: lines.length });
    }
    if (state.leaderId && state.leaderId !== result.state.leaderId) displaced.add(state.leaderId);
    leaderName = result.state.leaderId ? nameOf(result.state.leaderId) : null;
    const { currentBid, bidCount, leaderId, leaderMaxBid, leaderMaxAt, runnerUpMaxBid, endsAt } = result.state;
    state = { ...state, currentBid, bidCount, leaderId, leaderMaxBid, leaderMaxAt, runnerUpMaxBid, endsAt };
    decisions.push({
      bidId: queued.bidId,
      bidderId: queued.bidderId,
      ok: true,
      outcome: result.outcome,
      maxBid: queued.maxBid ?? queued.amount,
      currentBid: state.currentBid!,
      minNextBid: minNextBid(state),
      bidCount: state.bidCount,
      endsAt: state.endsAt,
      reserveMet: reserveMet(state),
      highBidder: state.leaderId === queued.bidderId,
    });
  }
  const { currentBid, bidCount, leaderId, leaderMaxBid, leaderMaxAt, runnerUpMaxBid } = state;
  // Only an accepted bid moves the end (a lot read without one keeps what it had).
  const endsAt = bidCount === lot.bidCount ? lot.endsAt : state.endsAt;
  return {
    changes: { currentBid, bidCount, leaderId, leaderMaxBid, leaderMaxAt, runnerUpMaxBid, endsAt, leaderName, lastBids: lines },
    decisions,
    outbid: [...displaced].filter((uid) => uid !== leaderId),
  };
}
