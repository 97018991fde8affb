import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { listBids } from '../../lambdas/data/entities/bid.ts';
import { getBidDecision, queueBid } from '../../lambdas/data/entities/bid-queue.ts';
import { writeCarriedInBatches } from '../../lambdas/data/entities/bid-store.ts';
import { createLot, getLot, getLotWithQueue, lotKey } from '../../lambdas/data/entities/lot.ts';
import { listNotifications, putEventNotification } from '../../lambdas/data/entities/notification.ts';
import { getRecord, putRecord, queryPartition } from '../../lambdas/data/table.ts';
import type { QueuedBid } from '../../shared/bid-queue.ts';
import type { BidDecision } from '../../shared/item.ts';
import { splitItem, type Bid, type Lot } from '../../shared/item.ts';
import { useStackTable } from '../support/stack-db.ts';
import { makeItem } from '../unit/fixtures.ts';

/*
 * The bidders' batched stores (docs/adr/0038), against the stack's dynalite: what a version of a hot
 * lot carries (its history lines, its decisions, its bids' removal from the queue) is stored whole
 * however many batches of 25 it takes, storing it again changes nothing, and a bidder's first look
 * reads only the head of the queue. What a hot lot's bids read less of: the head of the queue past the
 * bids a version decided, the shown history packed on the lot, an outbid notice in one record.
 */

beforeAll(() => useStackTable());

const AT = '2026-11-24T12:00:00.000Z';

/** A lot of its own (a fresh id: nothing else touches it) with `queued` bids in its queue. */
async function lotWithQueue(queued: number): Promise<{ lot: Lot; bids: QueuedBid[] }> {
  const lot = { ...splitItem(makeItem({ id: `batch-${ulid()}` })).lot, version: 7 };
  expect(await createLot(lot)).toBe(true);
  const bids = Array.from({ length: queued }, (_, n): QueuedBid => ({ bidId: ulid(), bidderId: `bidder-${n}`, bidderName: `Bidder ${n}`, amount: 1_000 + n * 5, maxBid: null, at: AT }));
  for (const bid of bids) await queueBid(lot.id, bid);
  return { lot, bids };
}

describe('a hot lot version stored in batches', () => {
  it('stores every history line and decision and empties the queue, over several batches; storing it again changes nothing', async () => {
    const { lot, bids } = await lotWithQueue(30);
    const version = lot.version + 1;
    // 30 decisions, their 30 queue removals and 45 history lines: 106 writes, five batches.
    const decisions: BidDecision[] = bids.map((b, n) => ({ bidId: b.bidId, bidderId: b.bidderId, ok: false, reason: 'belowMinimum', minNextBid: 1_000 + n }));
    const lines: Bid[] = Array.from({ length: 45 }, (_, n) => ({ itemId: lot.id, bidderId: `bidder-${n % 30}`, bidderName: `Bidder ${n % 30}`, amount: 1_000 + n * 5, at: AT, automatic: n % 2 === 1, version, line: n }));
    const carrying: Lot = { ...lot, version, lastBids: lines, lastDecisions: decisions };

    await writeCarriedInBatches(carrying);
    const stored = await listBids(lot.id);
    expect(stored.map((b) => [b.version, b.line, b.amount])).toEqual([...lines].reverse().map((b) => [b.version, b.line, b.amount]));
    for (const decision of decisions) expect(await getBidDecision(lot.id, decision.bidId, version)).toEqual(decision);
    expect((await getLotWithQueue(lot.id))!.queue).toEqual([]);

    await writeCarriedInBatches(carrying);
    expect((await listBids(lot.id)).length).toBe(45);
    expect((await getLotWithQueue(lot.id))!.queue).toEqual([]);
  });

  it("a bidder's first look reads the lot and only the head of its queue", async () => {
    const { lot, bids } = await lotWithQueue(5);
    // The queue is in bid id order (ULIDs made in the same millisecond are not ordered among themselves).
    const inQueueOrder = bids.map((b) => b.bidId).sort();
    const head = (await getLotWithQueue(lot.id, 1))!;
    expect(head.lot.id).toBe(lot.id);
    expect(head.queue.map((b) => b.bidId)).toEqual(inQueueOrder.slice(0, 1));
    expect((await getLotWithQueue(lot.id))!.queue.map((b) => b.bidId)).toEqual(inQueueOrder);
  });
});

describe('what a hot lot reads less of (docs/adr/0038)', () => {
  it('a waiting bidder reads past the bids the version decided to the first still waiting, and all of it when it is their turn', async () => {
    const { lot, bids } = await lotWithQueue(8);
    const inQueueOrder = bids.map((b) => b.bidId).sort();
    // Three decided by the lot's version (still queued until stored) and two more: the first two waiting.
    const head = (await getLotWithQueue(lot.id, 3 + 2))!;
    expect(head.queue.map((b) => b.bidId)).toEqual(inQueueOrder.slice(0, 5));
    expect((await getLotWithQueue(lot.id, 20))!.queue.map((b) => b.bidId)).toEqual(inQueueOrder);
  });

  it('the lot stores its shown history as one string attribute and reads it back as lines; a lot without one stays without', async () => {
    const shown = [
      { bidder: 'a***n', amount: 1_005, at: AT, automatic: true },
      { bidder: 'b***b', amount: 1_000, at: AT, automatic: false },
    ];
    const lot: Lot = { ...splitItem(makeItem({ id: `shown-${ulid()}` })).lot, shownBids: shown };
    expect(await createLot(lot)).toBe(true);
    const stored = await getRecord<Record<string, unknown>>(lotKey(lot.id));
    expect(typeof stored!.shownBids).toBe('string');
    expect((await getLot(lot.id))!.shownBids).toEqual(shown);
    expect((await getLotWithQueue(lot.id))!.lot.shownBids).toEqual(shown);
    const { shownBids: _none, ...legacy } = { ...lot, id: `legacy-${ulid()}` };
    expect(await createLot(legacy)).toBe(true);
    expect(await getLot(legacy.id)).not.toHaveProperty('shownBids');
  });

  it('the lines and decisions a version carries are stored as one string each and read back whole; a lot stored with lists reads as before', async () => {
    const lastBids: Bid[] = [
      { itemId: 'x', bidderId: 'u-1', bidderName: 'Ann Bidder', amount: 1_005, at: AT, automatic: true, version: 3, line: 1 },
      { itemId: 'x', bidderId: 'u-2', bidderName: 'Bob Bidder', amount: 1_000, at: AT, version: 3, line: 0 },
    ];
    const lastDecisions: BidDecision[] = [
      { bidId: 'q-1', bidderId: 'u-2', ok: false, reason: 'belowMinimum', minNextBid: 1_010 },
      { bidId: 'q-2', bidderId: 'u-1', ok: true, outcome: 'highest', maxBid: 1_200, currentBid: 1_005, minNextBid: 1_010, bidCount: 2, endsAt: AT, reserveMet: true, highBidder: true },
    ];
    const lot: Lot = { ...splitItem(makeItem({ id: `carried-${ulid()}` })).lot, lastBids, lastDecisions };
    expect(await createLot(lot)).toBe(true);
    const stored = await getRecord<Record<string, unknown>>(lotKey(lot.id));
    expect([typeof stored!.lastBids, typeof stored!.lastDecisions]).toEqual(['string', 'string']);
    for (const read of [await getLot(lot.id), (await getLotWithQueue(lot.id))!.lot]) {
      expect(read!.lastBids).toEqual(lastBids);
      expect(read!.lastDecisions).toEqual(lastDecisions);
    }
    const listed = { ...lot, id: `listed-${ulid()}` };
    await putRecord(lotKey(listed.id), { ...listed, shownBids: undefined });
    expect((await getLot(listed.id))!.lastBids).toEqual(lastBids);
    expect((await getLot(listed.id))!.lastDecisions).toEqual(lastDecisions);
  });

  it('an outbid notice is one record, made once however often its event is told (no claim record)', async () => {
    const uid = `notice-${ulid()}`;
    const draft = { type: 'AUCTION' as const, title: 'Outbid', body: 'You have been outbid', item: null, createdAt: AT };
    const first = await putEventNotification(uid, draft, 'outbid:lot-1:v9');
    const again = await putEventNotification(uid, draft, 'outbid:lot-1:v9');
    expect([first.created, again.created]).toEqual([true, false]);
    expect(again.notification.id).toBe(first.notification.id);
    expect(first.notification.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect((await putEventNotification(uid, draft, 'outbid:lot-1:v10')).created).toBe(true);
    const records = await queryPartition<{ id?: string }>({ pk: `USER#${uid}` });
    expect(records).toHaveLength(2);
    expect((await listNotifications(uid, 10, 0)).map((n) => n.id).sort()).toEqual(records.map((r) => r.id).sort());
  });
});
