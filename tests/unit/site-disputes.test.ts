import { describe, expect, it } from 'vitest';
import type { OrderView } from '../../shared/contract/orders.ts';
import { DISPUTE_MESSAGE_MAX } from '../../shared/dispute.ts';
import { catalogues } from '../../shared/i18n/index.ts';
import {
  charactersLeft,
  checkDisputeMessage,
  countByStatus,
  DISPUTE_LIST_ORDER,
  mayDispute,
  newDisputePath,
  orderToDispute,
  submittedPath,
  submittedThreadPath,
  threadOf,
} from '../../site/src/features/disputes/dispute-rules.ts';

/*
 * The dispute screens' own decisions (site/src/features/disputes/dispute-rules.ts): who is offered a
 * dispute, the characters left, the thread's order, the lists by status and the addresses between the
 * form, /Submited-disputes and the thread. The server decides who may open, write and settle.
 */

const order = (over: Partial<Pick<OrderView, 'status' | 'role'>>): Pick<OrderView, 'status' | 'role'> => ({ status: 'paid', role: 'buyer', ...over });

describe('who is offered "Open a dispute"', () => {
  it('is the buyer of a paid, shipped or received order', () => {
    for (const status of ['paid', 'shipped', 'received'] as const) expect(mayDispute(order({ status }))).toBe(true);
  });

  it('is never the seller, nor an order unpaid, lapsed, already in dispute or refunded', () => {
    expect(mayDispute(order({ role: 'seller' }))).toBe(false);
    for (const status of ['awaiting_payment', 'cancelled_unpaid', 'in_dispute', 'refunded'] as const) expect(mayDispute(order({ status }))).toBe(false);
  });
});

describe('a dispute message', () => {
  it('counts the characters left down to none at the server’s limit', () => {
    expect(charactersLeft('')).toBe(DISPUTE_MESSAGE_MAX);
    expect(charactersLeft('The dial is cracked.')).toBe(DISPUTE_MESSAGE_MAX - 20);
    expect(charactersLeft('x'.repeat(DISPUTE_MESSAGE_MAX))).toBe(0);
    expect(charactersLeft('x'.repeat(DISPUTE_MESSAGE_MAX + 5))).toBe(0);
  });

  it('must say something: blank or spaces only is refused before sending', () => {
    expect(checkDisputeMessage({ message: '' })).toEqual({ message: 'msg.required' });
    expect(checkDisputeMessage({ message: '  \n ' })).toEqual({ message: 'msg.required' });
    expect(checkDisputeMessage({ message: 'Cracked' })).toEqual({});
  });

  it('says the characters left in both languages, one and many', () => {
    for (const locale of ['en', 'fr'] as const) {
      expect(catalogues[locale]['disputes.charactersLeft.one']).toContain('{count}');
      expect(catalogues[locale]['disputes.charactersLeft.other']).toContain('{count}');
    }
  });
});

describe('the thread', () => {
  it('starts with the buyer’s opening message, then every reply in the order written', () => {
    const replies = [
      { from: 'seller' as const, message: 'It left here whole.', at: '2026-11-24T10:00:00.000Z' },
      { from: 'manager' as const, message: 'Please send photographs.', at: '2026-11-24T11:00:00.000Z' },
    ];
    expect(threadOf({ message: 'The dial is cracked.', createdAt: '2026-11-24T09:00:00.000Z', replies })).toEqual([
      { from: 'buyer', message: 'The dial is cracked.', at: '2026-11-24T09:00:00.000Z' },
      ...replies,
    ]);
    expect(threadOf({ message: 'Missing key.', createdAt: '2026-11-24T09:00:00.000Z' })).toHaveLength(1);
  });
});

describe('the lists by status', () => {
  it('shows open (action required) first, then resolved, closed and sale cancelled, each counted', () => {
    expect(DISPUTE_LIST_ORDER).toEqual(['open', 'resolved', 'closed', 'sale_cancelled']);
    expect(countByStatus([{ status: 'open' }, { status: 'sale_cancelled' }, { status: 'open' }])).toEqual({ open: 2, resolved: 0, closed: 0, sale_cancelled: 1 });
  });

  it('names every status in both languages', () => {
    for (const locale of ['en', 'fr'] as const) {
      for (const status of DISPUTE_LIST_ORDER) expect(catalogues[locale][`disputes.status.${status}`], `${locale} ${status}`).toBeTruthy();
    }
    expect(catalogues.en['disputes.status.open']).toBe('Open (action required)');
  });
});

describe('the way from an order to its thread', () => {
  it('opens the form for one order from the disputes tab, and reads the order back', () => {
    const path = newDisputePath('ORD 1/2');
    expect(path).toBe('/my-account/disputes?order=ORD%201%2F2');
    expect(orderToDispute(path.slice(path.indexOf('?')))).toBe('ORD 1/2');
    expect(orderToDispute('')).toBeNull();
    expect(orderToDispute('?order=%20')).toBeNull();
  });

  it('goes to /Submited-disputes naming the dispute, whose link opens its thread in the page’s language', () => {
    const path = submittedPath('ORD1-d3');
    expect(path).toBe('/Submited-disputes?dispute=ORD1-d3');
    expect(submittedThreadPath('/fr/my-account/disputes-details/', path.slice(path.indexOf('?')))).toBe('/fr/my-account/disputes-details/ORD1-d3');
    expect(submittedThreadPath('/my-account/disputes-details/', '')).toBeNull();
  });
});
