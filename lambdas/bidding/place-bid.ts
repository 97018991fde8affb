import { setTimeout as delay } from 'node:timers/promises';
import { ulid } from '../lib/ids.ts';
import { applyQueuedBids, type AppliedQueue, type QueuedBid } from '../../shared/bid-queue.ts';
import type { BidState, LiveBidMessage, PlaceBidInput, PlaceBidOutput } from '../../shared/contract/buying.ts';
import type { BidDecision, BidRefusal, Lot } from '../../shared/item.ts';
import { canSeeLot } from '../../shared/item-status.ts';
import { nextLot } from '../../shared/lot-rules.ts';
import { formatMoney, GBP } from '../../shared/money.ts';
import { extensionOf } from '../../shared/proxy-bidding.ts';
import { livePush, pushQuietly } from '../adapters/live-push.ts';
import { recordMyBid } from '../data/entities/bid.ts';
import { getBidDecision, queueBid } from '../data/entities/bid-queue.ts';
import { writeCarriedInBatches } from '../data/entities/bid-store.ts';
import { commitLot, getLot, getLotWithQueue, StaleLotError } from '../data/entities/lot.ts';
import { getListing } from '../data/entities/lot-listing.ts';
import type { Caller } from '../lib/caller.ts';
import { badRequest, CallError, conflict, forbidden, notFound } from '../lib/errors.ts';
import { notify } from '../notify/notify.ts';
import { bidderStateAfter, publicBidState, readBidState } from './bid-state.ts';

/** How often a bidder reads the lot again, or tries to commit the queue, before their bid is decided. */
const MAX_ATTEMPTS = 100;
/**
 * The most queued bids one write applies: the decisions and history lines ride on the lot record
 * until the next write, so this bounds its size (two lines and one decision a bid: well under 40 KB).
 */
const MAX_BATCH = 50;
/** The longest a bidder gives way to the committer of their lot's queue before looking again. */
const MAX_GIVE_WAY_MS = 500;
/**
 * How long a waiting bidder lets the lot stand still before taking its queue over (its committer is
 * slow or gone): several looks' worth, at least STALL_MIN_MS. A commit is a few table calls; giving
 * up sooner makes bidders race the committer with writes that lose (docs/adr/0038).
 */
const STALL_LOOKS = 8;
const STALL_MIN_MS = 100;
const STALL_MAX_MS = 3_000;
/**
 * The queued bids a waiting bidder reads to learn who waits first, beyond those the lot's version
 * decided (still queued until stored): the head, not the whole queue (up to MAX_BATCH records).
 */
const QUEUE_HEAD = 2;
/**
 * How many versions in a row one committer writes while bids wait (its own, then the queue again):
 * the bids that queued during its write are decided without each of their bidders reading the queue
 * to learn whose turn it is, at the price of two more writes' time on the committer's own answer.
 */
const COMMITS_IN_A_ROW = 3;

/**
 * A lot the caller may bid on or buy: seen, not their own (refused with `ownItemMessage`: bidding
 * and buying say it differently), not one they reviewed as an expert.
 */
export async function lotForBuyer(caller: Caller, itemId: string, ownItemMessage: 'ownItem' | 'ownItemBuy' = 'ownItem'): Promise<Lot> {
  return mayBuy(caller, await getLot(itemId, true), ownItemMessage);
}

function mayBuy(caller: Caller, lot: Lot | null, ownItemMessage: 'ownItem' | 'ownItemBuy'): Lot {
  if (!lot || !canSeeLot(caller, lot)) throw notFound();
  if (lot.sellerId === caller.uid) throw forbidden(ownItemMessage);
  // The expert who judged a listing may not bid on it or buy it (a shill guard).
  if (lot.reviewerId === caller.uid) throw forbidden('reviewerCannotBuy');
  return lot;
}

/** The answer to a bid the rules refuse: 400 for the bid itself, 409 with the fresh state for the lot's. */
async function refusal(reason: BidRefusal, minimum: number, lot: Lot, caller: Caller, now: Date): Promise<CallError> {
  if (reason === 'belowMinimum') {
    const notice = { code: 'bidBelowMinimum', params: { minimum: formatMoney(minimum, GBP) } } as const;
    const error = badRequest(notice, { amount: notice });
    return new CallError(400, notice, { ...(error.data as object), minNextBid: minimum });
  }
  if (reason === 'maxBelowAmount') return badRequest('maxBelowAmount', { maxBid: 'maxBelowAmount' });
  if (reason === 'maxNotRaised') return badRequest('alreadyLeading', { maxBid: 'alreadyLeading' });
  const code = reason === 'notAuction' ? 'notAnAuction' : reason === 'ended' ? 'auctionEnded' : 'notOnSale';
  return conflict(code, await readBidState(lot, caller, now));
}

/** A bid's answer: its outcome, the lot right after it, and the bidder's view of the lot now. */
export type PlacedBid = PlaceBidOutput;

/**
 * A bid (every bid is a maximum), by group commit when the lot is busy
 * (docs/adr/0031-hot-lot-group-commit.md). The lot and its queue are read together. A bid the rules
 * refuse on the lot as read is refused at once (the minimum only rises). On a quiet lot (nobody
 * queued) the bid is tried with a write of its own; when another write comes first, or others are
 * queued already, it is queued as a record of its own (a put that never conflicts), and the bidder
 * waits for its decision: when it is their turn they apply every queued bid, in arrival order,
 * through the proxy rules and write the result with ONE conditional write on the lot's version;
 * whoever's write lands decides every bid it carried, and the others find theirs on the lot. A bid
 * is decided by exactly one version of the lot, so none is lost or counted twice.
 */
export async function placeBidOnLot(caller: Caller, input: PlaceBidInput, now: Date): Promise<PlacedBid> {
  // The lot and the head of its queue: whether anyone is queued is all this first look needs.
  const found = await getLotWithQueue(input.itemId, 1);
  const read = mayBuy(caller, found?.lot ?? null, 'ownItem');
  const bid: QueuedBid = { bidId: ulid(), bidderId: caller.uid, bidderName: caller.name, amount: input.amount, maxBid: input.maxBid ?? null, at: now.toISOString() };
  // The bid alone on the lot as read: refused at once, or (nobody queued) what its own write carries.
  const asRead = applyQueuedBids(read, [bid], read.version + 1);
  const early = asRead.decisions[0]!;
  if (!early.ok) throw await refusal(early.reason, early.minNextBid, read, caller, now);
  const alone = found!.queue.length === 0 ? await commitAlone(read, found!.storedVersion, asRead, now) : null;
  const queuing = performance.now();
  if (!alone) await queueBid(read.id, bid);
  const queuedMs = performance.now() - queuing;
  // A bid queued behind one still waiting is not the oldest waiting; one whose own write lost may be,
  // and so may one queued behind a bid the lot as read had already decided (it leaves the queue once stored).
  const head = found!.queue[0];
  const mayBeOldest = !read.committerStays && (!head || Boolean(read.lastDecisions?.some((d) => d.bidId === head.bidId)));
  const { decision, lot } = alone ?? (await decisionOn(read, bid.bidId, now, mayBeOldest, queuedMs));
  if (!decision.ok) throw await refusal(decision.reason, decision.minNextBid, lot, caller, now);
  // The bidder's own standing maximum (a higher one of theirs stays), and their view of the lot.
  const [, mine] = await Promise.all([recordMyBid({ uid: caller.uid, itemId: lot.id, maxBid: decision.maxBid, lastBidAt: now.toISOString() }), bidderStateAfter(lot, caller, now, decision.maxBid)]);
  const { currentBid, minNextBid, bidCount, endsAt, reserveMet, highBidder } = decision;
  return { outcome: decision.outcome, item: { currentBid, minNextBid, bidCount, endsAt, reserveMet, highBidder }, state: mine };
}

/**
 * A bid on a lot nobody else is bidding on: its own write (`applied`: the bid alone applied to `read`,
 * a batch of one, nothing queued); null when
 * another write came first (the lot is busy: the bid joins the queue).
 */
async function commitAlone(read: Lot, storedVersion: number, applied: AppliedQueue, now: Date): Promise<{ decision: BidDecision; lot: Lot } | null> {
  const next = nextLot(read, applied.changes, now);
  if (!(await writeVersion(read, next, storedVersion, applied, now))) return null;
  return { decision: applied.decisions[0]!, lot: next };
}

/** Writes the version `next` of `lot` that applied bids (`applied`), then its follow-ups; false when another write came first. */
async function writeVersion(lot: Lot, next: Lot, storedVersion: number, applied: AppliedQueue, now: Date): Promise<boolean> {
  try {
    await commitLot(lot, next, { storedVersion, writeCarried: writeCarriedInBatches });
  } catch (error) {
    if (error instanceof StaleLotError) return false;
    throw error;
  }
  await afterCommit(lot, next, applied.decisions, applied.outbid, now);
  return true;
}

/**
 * Waits for the decision on a queued bid, committing the queue itself when it is its turn: answers
 * the decision and the lot as read or written with it. `queuedOn` is the lot read before the bid was
 * queued: a version at least two after it has stored the decisions of the one before (commitLot).
 *
 * Whose turn it is: the bidder whose bid is the oldest waiting commits at once; the others give way
 * for about the time a commit takes (a few reads' worth, with jitter), then look again. While they
 * wait they look at the lot alone (one record), not at its queue: its decisions are on it. Only when
 * the lot has moved without deciding their bid (it may be their turn now), or has stood still too
 * long (its committer is slow or gone), do they read the queue, and commit themselves if it is their
 * turn, or if the lot has still not moved. Giving way keeps a hot lot's table work for the write that
 * decides everyone, rather than for looks and for writes that lose (docs/adr/0038).
 */
async function decisionOn(queuedOn: Lot, bidId: string, now: Date, mayBeOldest: boolean, queuedMs: number): Promise<{ decision: BidDecision; lot: Lot }> {
  // About the time a commit takes (a few reads' worth, with jitter), from how long the last call took.
  const giveWay = (callMs: number) => delay(Math.min(MAX_GIVE_WAY_MS, callMs * (2 + 2 * Math.random())));
  // A bid queued behind one still waiting gives way before its first look: the lot read right after
  // queueing has not moved yet (a look that only cost a request, one in seven on a hot lot).
  if (!mayBeOldest) await giveWay(queuedMs);
  let seenVersion = queuedOn.version;
  let movedAt = performance.now();
  // How much of the queue the next look reads: none (the lot alone), its head, or all of it.
  // A bid that may be the oldest waiting reads the queue at once (its bidder commits if it is).
  let readQueue: 'none' | 'head' | 'all' = mayBeOldest ? 'head' : 'none';
  // The decisions on the lot last seen: the bids a version decided stay queued until stored, so a
  // head that shows who waits first must reach past them (docs/adr/0038).
  let decidedLately = queuedOn.lastDecisions?.length ?? 0;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const started = performance.now();
    const head = readQueue === 'head' ? decidedLately + QUEUE_HEAD : undefined;
    const look: { lot: Lot; storedVersion: number; queue: QueuedBid[] | null } =
      readQueue === 'none' ? { lot: (await getLot(queuedOn.id, true))!, storedVersion: -1, queue: null } : (await getLotWithQueue(queuedOn.id, head))!;
    const readMs = performance.now() - started;
    const { lot, queue } = look;
    decidedLately = lot.lastDecisions?.length ?? 0;
    // A head read may stop short of the queue's end: it tells whether the bid is still queued only if
    // it reached the bid's place (bidIds sort in queue order).
    const whole = queue !== null && (head === undefined || queue.length < head);
    const gone = queue !== null && !queue.some((q) => q.bidId === bidId) && (whole || queue[queue.length - 1]!.bidId > bidId);
    // Decided by this version, or by an earlier one (stored by now: commitLot stores a version's
    // decisions before the next replaces it), which only a bid no longer queued can have been.
    const decided = lot.lastDecisions?.find((d) => d.bidId === bidId) ?? (gone && lot.version >= queuedOn.version + 2 ? await getBidDecision(lot.id, bidId, queuedOn.version + 1) : null);
    if (decided) return { decision: decided, lot };
    const moved = lot.version !== seenVersion;
    // More than one version since the last look: the one that decided this bid may be among them.
    const skipped = lot.version > seenVersion + 1;
    if (moved) {
      seenVersion = lot.version;
      movedAt = performance.now();
    }
    const stillFor = performance.now() - movedAt;
    const stalled = stillFor > Math.min(STALL_MAX_MS, Math.max(STALL_MIN_MS, STALL_LOOKS * readMs));
    if (!queue) {
      // The lot alone: it moved without deciding this bid, or stood still too long: the queue says whose turn it is.
      // A version whose writer stays on will be followed by its next write: no need to ask whose turn it is.
      readQueue = (moved && (!lot.committerStays || skipped)) || stalled ? 'head' : 'none';
      if (readQueue === 'none') await giveWay(readMs);
      continue;
    }
    // The bids this version decided are still queued until their decisions are stored.
    const decidedHere = new Set(lot.lastDecisions?.map((d) => d.bidId));
    const waiting = queue.filter((q) => !decidedHere.has(q.bidId)).slice(0, MAX_BATCH);
    readQueue = 'none';
    // Not waiting any more: the bid was decided since the lot was read (the next look finds it on the lot).
    if (gone) continue;
    if (waiting[0]?.bidId !== bidId && !stalled && (whole || waiting.length > 0)) {
      await giveWay(readMs);
      continue;
    }
    // Its turn (or the lot stalled): the write applies every waiting bid, so it needs the whole queue.
    if (!whole) {
      readQueue = 'all';
      continue;
    }
    const next = await commitWaiting(lot, look.storedVersion, waiting, now, true);
    // Another write came first: it may have decided this bid, or made it this bidder's turn.
    if (!next) {
      readQueue = 'head';
      continue;
    }
    const mine = next.lastDecisions?.find((d) => d.bidId === bidId);
    if (mine) {
      await commitOnward(next, now);
      return { decision: mine, lot: next };
    }
  }
  throw new StaleLotError(queuedOn.id);
}

/**
 * One version deciding the bids waiting on `lot` (in arrival order, at most MAX_BATCH), saying whether
 * its writer stays on to commit again; with its follow-ups. Null when another write came first.
 */
async function commitWaiting(lot: Lot, storedVersion: number, waiting: readonly QueuedBid[], now: Date, stays: boolean): Promise<Lot | null> {
  const applied = applyQueuedBids(lot, waiting, lot.version + 1);
  const next = nextLot(lot, { ...applied.changes, lastDecisions: applied.decisions, ...(stays ? { committerStays: true } : {}) }, now);
  return (await writeVersion(lot, next, storedVersion, applied, now)) ? next : null;
}

/**
 * The committer stays (`written.committerStays`): it reads the queue again and commits the bids that
 * queued meanwhile, up to COMMITS_IN_A_ROW versions in all, the last saying it leaves. It stops early
 * when nobody waits (a bid queued after that read waits for the stall limit, then commits itself) or
 * when another write came first (that version does not say it stays: the waiting read the queue again).
 */
async function commitOnward(written: Lot, now: Date): Promise<void> {
  let lot = written;
  for (let commits = 2; commits <= COMMITS_IN_A_ROW && lot.committerStays; commits++) {
    const look = await getLotWithQueue(lot.id);
    if (!look || look.lot.version !== lot.version) return;
    const decidedHere = new Set(look.lot.lastDecisions?.map((d) => d.bidId));
    const waiting = look.queue.filter((q) => !decidedHere.has(q.bidId)).slice(0, MAX_BATCH);
    if (!waiting.length) return;
    const next = await commitWaiting(look.lot, look.storedVersion, waiting, now, commits < COMMITS_IN_A_ROW);
    if (!next) return;
    lot = next;
  }
}

/**
 * The follow-ups of a write that applied queued bids, none able to undo them (each is idempotent):
 * when it accepted any, the new state to every open page of the lot (saying so when a bid at the end
 * moved it: soft close), and the outbid notice to each leader it displaced who does not lead at its end.
 */
async function afterCommit(before: Lot, lot: Lot, decisions: readonly BidDecision[], outbid: readonly string[], now: Date): Promise<void> {
  if (!decisions.some((d) => d.ok)) return;
  const extended = extensionOf(before.endsAt, lot.endsAt);
  await Promise.all([
    pushQuietly(async () => {
      const message: LiveBidMessage = { type: 'bid', itemId: lot.id, state: await publicBidState(lot, now), ...(extended ? { extended } : {}) };
      await livePush().toLot(lot.id, message);
    }),
    outbid.length ? tellOutbid(outbid, lot) : null,
  ]);
}

async function tellOutbid(uids: readonly string[], lot: Lot): Promise<void> {
  const listing = await getListing(lot.id);
  if (!listing) return;
  await Promise.all(
    uids.map((uid) =>
      notify({
        uid,
        template: 'outbid',
        params: { itemName: listing.name, price: formatMoney(lot.currentBid ?? 0, GBP) },
        item: { id: lot.id, photos: listing.photos, listAsAuction: lot.listAsAuction },
        // Only the write that made this version tells of it; its time and key make the notice's id (one write).
        dedupeKey: `outbid:${lot.id}:${lot.version}`,
        atIsTheEvent: true,
        link: `/items/${lot.id}/auction`,
        at: new Date(lot.updatedAt),
      }),
    ),
  );
}
