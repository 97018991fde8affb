import { describe, expect, it } from 'vitest';
import type { Bid } from '../../shared/item.ts';
import { OrderStatus, payByFor } from '../../shared/order.ts';
import { placeBid, type AuctionState, type BidRecord } from '../../shared/proxy-bidding.ts';
import { planPayment, planShipment, SHIPMENT_REMINDER_SECONDS, shipmentSettled } from '../../shared/sale-deadlines.ts';
import { SECOND_CHANCE_WINDOW_SECONDS, secondChanceOpen, underBidder } from '../../shared/second-chance.ts';
import { MAX_WAIT_SECONDS } from '../../shared/workflow.ts';
import { auction, minute } from './bidding-fixtures.ts';

const SOLD = new Date('2026-11-08T12:00:00.000Z');
const HOUR = 3600_000;
const at = (ms: number) => new Date(SOLD.getTime() + ms);
const awaiting = { status: OrderStatus.AwaitingPayment, payBy: payByFor(SOLD).toISOString() };

describe('the payment deadline (lifecycle step 5)', () => {
  it('waits from the sale until 12 hours before the deadline, then 1 hour before, then the deadline', () => {
    expect(planPayment(awaiting, SOLD)).toEqual({ stage: 'awaiting', secondsLeft: 12 * 3600, reminder: null });
    expect(planPayment(awaiting, at(12 * HOUR))).toEqual({ stage: 'awaiting', secondsLeft: 11 * 3600, reminder: '12h' });
    expect(planPayment(awaiting, at(23 * HOUR))).toEqual({ stage: 'awaiting', secondsLeft: 3600, reminder: '1h' });
    expect(planPayment(awaiting, at(24 * HOUR))).toEqual({ stage: 'due', secondsLeft: 1, reminder: null });
  });

  it('never wakes early: a wait rounds up to whole seconds, and is at least one second', () => {
    expect(planPayment(awaiting, at(12 * HOUR - 1_500)).secondsLeft).toBe(2);
    expect(planPayment(awaiting, at(12 * HOUR - 1)).secondsLeft).toBe(1);
    expect(planPayment(awaiting, at(12 * HOUR - 1)).reminder).toBeNull();
    expect(planPayment(awaiting, at(24 * HOUR - 1))).toEqual({ stage: 'awaiting', secondsLeft: 1, reminder: '1h' });
  });

  it('sends only the latest reminder when the clock jumped past both', () => {
    expect(planPayment(awaiting, at(23.5 * HOUR)).reminder).toBe('1h');
  });

  it('lapses an order cancelled already (a lapse to finish), follows the shipment of a paid one, and closes on a refund', () => {
    expect(planPayment({ ...awaiting, status: OrderStatus.CancelledUnpaid }, at(30 * HOUR)).stage).toBe('due');
    for (const status of [OrderStatus.Paid, OrderStatus.Shipped, OrderStatus.Received, OrderStatus.InDispute]) {
      expect(planPayment({ ...awaiting, status }, at(HOUR)).stage, status).toBe('paid');
    }
    expect(planPayment({ ...awaiting, status: OrderStatus.Refunded }, at(HOUR)).stage).toBe('closed');
  });
});

describe('the shipment (lifecycle step 6)', () => {
  const paid = { status: OrderStatus.Paid, paidAt: SOLD.toISOString() };

  it('waits 5 days after the payment, then reminds the seller and waits as long as a wait may last', () => {
    expect(planShipment(paid, SOLD)).toEqual({ stage: 'waiting', secondsLeft: SHIPMENT_REMINDER_SECONDS, remind: false });
    expect(planShipment(paid, at(SHIPMENT_REMINDER_SECONDS * 1000 - HOUR))).toEqual({ stage: 'waiting', secondsLeft: 3600, remind: false });
    expect(planShipment(paid, at(SHIPMENT_REMINDER_SECONDS * 1000))).toEqual({ stage: 'waiting', secondsLeft: MAX_WAIT_SECONDS, remind: true });
  });

  it('is done once shipped (or received), waits without reminding in a dispute, and closes on a refund', () => {
    expect(planShipment({ ...paid, status: OrderStatus.Shipped }, SOLD).stage).toBe('shipped');
    expect(planShipment({ ...paid, status: OrderStatus.Received }, SOLD).stage).toBe('shipped');
    expect(planShipment({ ...paid, status: OrderStatus.InDispute }, at(30 * 24 * HOUR))).toEqual({ stage: 'waiting', secondsLeft: MAX_WAIT_SECONDS, remind: false });
    expect(planShipment({ ...paid, status: OrderStatus.Refunded }, SOLD).stage).toBe('closed');
    expect(shipmentSettled({ ...paid, status: OrderStatus.Shipped }, SOLD)).toBe(true);
    expect(shipmentSettled(paid, SOLD)).toBe(false);
    expect(shipmentSettled({ ...paid, status: OrderStatus.InDispute }, SOLD)).toBe(false);
  });
});

describe('the second-chance offer', () => {
  const bid = (bidderId: string, amount: number, minuteN: number): Bid => ({ itemId: 'lot', bidderId, bidderName: bidderId, amount, at: minute(minuteN).toISOString() });

  it('is open for a few days after the lapsed order’s deadline', () => {
    const lapsed = { payBy: SOLD.toISOString() };
    expect(secondChanceOpen(lapsed, at(SECOND_CHANCE_WINDOW_SECONDS * 1000 - 1))).toBe(true);
    expect(secondChanceOpen(lapsed, at(SECOND_CHANCE_WINDOW_SECONDS * 1000))).toBe(false);
  });

  it('goes to the highest maximum of this run of the lot, leaving out the buyers whose sales lapsed', () => {
    const bids = [bid('old-run', 90_000, -100), bid('ann', 20_000, 1), bid('bob', 30_000, 2), bid('cat', 31_000, 3), bid('bob', 25_000, 4)];
    expect(underBidder(bids, new Set(['cat']), minute(0).toISOString())).toEqual({ bidderId: 'bob', bidderName: 'bob', maxBid: 30_000 });
    expect(underBidder(bids, new Set(['cat', 'bob']), minute(0).toISOString())).toMatchObject({ bidderId: 'ann', maxBid: 20_000 });
    expect(underBidder(bids, new Set(['cat', 'bob', 'ann']), minute(0).toISOString())).toBeNull();
    // Without a start, every bid counts (the earlier run's too).
    expect(underBidder(bids, new Set(['cat']), null)).toMatchObject({ bidderId: 'old-run' });
  });

  it('gives equal maximums to the bidder who reached it first', () => {
    expect(underBidder([bid('late', 30_000, 5), bid('early', 30_000, 2)], new Set(), null)).toMatchObject({ bidderId: 'early' });
  });

  it('finds, from the public history alone, the runner-up maximum the proxy rules keep (any sequence of bids)', () => {
    // The public history shows every outbid maximum in full (docs/adr/0015): the under-bidder's
    // maximum read from it is the auction's runner-up maximum, whatever the bids were.
    let seed = 20_261_108;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const people = ['ann', 'bob', 'cat', 'dan'];
    let withRunnerUp = 0;
    for (let run = 0; run < 300; run++) {
      let state: AuctionState = auction({ reservePrice: random() < 0.3 ? 20_000 : null, startingPrice: 500 });
      const history: BidRecord[] = [];
      for (let n = 0; n < 12; n++) {
        const minimum = state.currentBid === null ? state.startingPrice : state.currentBid + 100;
        const amount = minimum + Math.floor(random() * 3_000);
        const result = placeBid(state, { bidderId: people[Math.floor(random() * people.length)]!, amount, maxBid: amount + Math.floor(random() * 20_000), at: minute(n + 1) });
        if (!result.ok) continue;
        state = result.state;
        history.push(...result.history);
      }
      if (state.leaderId === null) continue;
      const bids = history.map((h) => ({ itemId: 'lot', bidderId: h.bidderId, bidderName: h.bidderId, amount: h.amount, at: h.at }));
      const found = underBidder(bids, new Set([state.leaderId]), null);
      expect(found?.maxBid ?? null, `run ${run}`).toBe(state.runnerUpMaxBid);
      if (state.runnerUpMaxBid !== null) withRunnerUp++;
    }
    expect(withRunnerUp).toBeGreaterThan(250);
  });
});
