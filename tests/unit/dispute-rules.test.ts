import { describe, expect, it } from 'vitest';
import {
  canMoveDispute,
  canOpenDispute,
  canReplyToDispute,
  disputeIdFor,
  disputeListOf,
  disputePartyOf,
  disputeRecipients,
  DisputeStatus,
  lotStatusUnderDispute,
  orderStatusUnderDispute,
} from '../../shared/dispute.ts';
import { ItemStatus } from '../../shared/item.ts';
import { canTransition } from '../../shared/item-status.ts';
import { canMoveOrder, OrderStatus, ORDER_STATUSES } from '../../shared/order.ts';
import { IdSchema } from '../../shared/contract/catalogue.ts';

/* Disputes (issue 11 item 1; docs/adr/0023): who takes part, what the order and the lot become. */

const paid = { shippedAt: null, receivedAt: null };
const shipped = { shippedAt: '2026-11-20T10:00:00.000Z', receivedAt: null };
const received = { shippedAt: '2026-11-20T10:00:00.000Z', receivedAt: '2026-11-22T10:00:00.000Z' };

describe('opening a dispute', () => {
  it('only from a paid, shipped or received order', () => {
    const allowed = ORDER_STATUSES.filter((status) => canOpenDispute({ status }));
    expect(allowed).toEqual([OrderStatus.Paid, OrderStatus.Shipped, OrderStatus.Received]);
    for (const status of allowed) expect(canMoveOrder(status, OrderStatus.InDispute)).toBe(true);
  });

  it('its id is made from the order and the write that put it in dispute, and is a valid id', () => {
    expect(disputeIdFor('LOT123-S4', 7)).toBe(disputeIdFor('LOT123-S4', 7));
    expect(disputeIdFor('LOT123-S4', 7)).not.toBe(disputeIdFor('LOT123-S4', 9));
    expect(IdSchema.safeParse(disputeIdFor('01JD2Z3Y4X5W6V7T8S9R0QPNMK-S12', 13)).success).toBe(true);
  });
});

describe('the order and the lot under each status', () => {
  it('open holds them; resolved and closed give back where the sale stood; sale cancelled refunds and returns the lot', () => {
    expect(orderStatusUnderDispute(DisputeStatus.Open, shipped)).toBe(OrderStatus.InDispute);
    expect(lotStatusUnderDispute(DisputeStatus.Open, shipped)).toBe(ItemStatus.InDispute);
    for (const status of [DisputeStatus.Resolved, DisputeStatus.Closed]) {
      expect([orderStatusUnderDispute(status, paid), lotStatusUnderDispute(status, paid)]).toEqual([OrderStatus.Paid, ItemStatus.Shipping]);
      expect([orderStatusUnderDispute(status, shipped), lotStatusUnderDispute(status, shipped)]).toEqual([OrderStatus.Shipped, ItemStatus.Sold]);
      expect([orderStatusUnderDispute(status, received), lotStatusUnderDispute(status, received)]).toEqual([OrderStatus.Received, ItemStatus.Sold]);
    }
    expect(orderStatusUnderDispute(DisputeStatus.SaleCancelled, received)).toBe(OrderStatus.Refunded);
    expect(lotStatusUnderDispute(DisputeStatus.SaleCancelled, received)).toBe(ItemStatus.Unsold);
  });

  it('every move it makes is one the order and lot tables allow', () => {
    for (const before of [paid, shipped, received]) {
      for (const status of [DisputeStatus.Resolved, DisputeStatus.Closed, DisputeStatus.SaleCancelled]) {
        expect(canMoveOrder(OrderStatus.InDispute, orderStatusUnderDispute(status, before))).toBe(true);
        expect(canTransition(ItemStatus.InDispute, lotStatusUnderDispute(status, before))).toBe(true);
      }
    }
    // The seller may relist a lot whose sale was cancelled.
    expect(canTransition(ItemStatus.Unsold, ItemStatus.AwaitingApproval)).toBe(true);
  });
});

describe('the manager’s moves', () => {
  it('a cancelled sale is final; resolved or closed may be reopened', () => {
    expect(canMoveDispute(DisputeStatus.Open, DisputeStatus.SaleCancelled)).toBe(true);
    expect(canMoveDispute(DisputeStatus.Resolved, DisputeStatus.Open)).toBe(true);
    expect(canMoveDispute(DisputeStatus.Closed, DisputeStatus.Open)).toBe(true);
    expect(canMoveDispute(DisputeStatus.Resolved, DisputeStatus.SaleCancelled)).toBe(false);
    for (const to of Object.values(DisputeStatus)) expect(canMoveDispute(DisputeStatus.SaleCancelled, to)).toBe(false);
  });

  it('lists: open (action required) apart from the closed ones', () => {
    expect(Object.values(DisputeStatus).map(disputeListOf)).toEqual(['open', 'closed', 'closed', 'closed']);
  });
});

describe('who takes part', () => {
  const dispute = { buyerId: 'b', sellerId: 's' };
  it('the buyer, the seller, an admin as manager; nobody else', () => {
    expect(disputePartyOf(dispute, 'b', false)).toBe('buyer');
    expect(disputePartyOf(dispute, 's', true)).toBe('seller');
    expect(disputePartyOf(dispute, 'x', true)).toBe('manager');
    expect(disputePartyOf(dispute, 'x', false)).toBeNull();
  });

  it('a reply is told to the other parties; buyer and seller stop writing once it is closed', () => {
    expect(disputeRecipients('buyer')).toEqual(['seller']);
    expect(disputeRecipients('seller')).toEqual(['buyer']);
    expect(disputeRecipients('manager')).toEqual(['buyer', 'seller']);
    expect(canReplyToDispute(DisputeStatus.Closed, 'buyer')).toBe(false);
    expect(canReplyToDispute(DisputeStatus.SaleCancelled, 'seller')).toBe(false);
    expect(canReplyToDispute(DisputeStatus.Closed, 'manager')).toBe(true);
    expect(canReplyToDispute(DisputeStatus.Open, 'seller')).toBe(true);
  });
});
