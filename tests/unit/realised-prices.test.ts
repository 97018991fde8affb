import { describe, expect, it } from 'vitest';
import { toItemSummary } from '../../shared/catalogue.ts';
import { soldVia } from '../../shared/item-status.ts';
import { ItemStatus } from '../../shared/item.ts';
import { guideMonths } from '../../lambdas/search/catalogue.ts';
import { makeItem } from './fixtures.ts';

/* Realised prices' pure rules (docs/adr/0054): when a price sold for is shown, how a lot sold, a guide's months. */

const sale = { soldPrice: 9_000, soldAt: '2026-11-02T09:30:00.000Z' };

describe('a lot’s sale as lists show it', () => {
  it('carries the price, moment and way only while the sale stands; a lapsed or cancelled sale shows none', () => {
    for (const status of [ItemStatus.AwaitingPayment, ItemStatus.Shipping, ItemStatus.Sold, ItemStatus.InDispute]) {
      expect(toItemSummary(makeItem({ status, ...sale }))).toMatchObject({ soldPrice: 9_000, soldAt: sale.soldAt, soldVia: expect.any(String) });
    }
    for (const status of [ItemStatus.Unsold, ItemStatus.PaymentNotDone]) {
      const summary = toItemSummary(makeItem({ status, ...sale }));
      expect([summary.soldPrice, summary.soldAt, summary.soldVia]).toEqual([undefined, undefined, undefined]);
    }
  });

  it('tells Buy it now (a fixed-price lot, or an auction before its end) from the hammer (at or after the end)', () => {
    const endsAt = '2026-11-08T11:00:00.000Z';
    expect(soldVia({ listAsAuction: false, soldAt: '2026-11-09T00:00:00.000Z', endsAt })).toBe('buyNow');
    expect(soldVia({ listAsAuction: true, soldAt: '2026-11-02T09:30:00.000Z', endsAt })).toBe('buyNow');
    expect(soldVia({ listAsAuction: true, soldAt: endsAt, endsAt })).toBe('auction');
    expect(soldVia({ listAsAuction: true, soldAt: '2026-11-10T08:00:00.000Z', endsAt })).toBe('auction');
  });
});

describe('a price guide’s window', () => {
  it('is every calendar month (UTC) up to the current one, oldest first, across a year’s turn', () => {
    expect(guideMonths(new Date('2026-02-15T12:00:00Z'), 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(guideMonths(new Date('2026-11-30T23:59:59Z'), 12)).toHaveLength(12);
    expect(guideMonths(new Date('2026-11-30T23:59:59Z'), 12)[0]).toBe('2025-12');
  });
});
