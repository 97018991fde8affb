import { describe, expect, it } from 'vitest';
import { commissionOn } from '../../shared/money.ts';
import { OrderStatus } from '../../shared/order.ts';
import {
  FULFILMENT_FEE,
  fortnightStart,
  INSPECTION_WINDOW_DAYS,
  PAYOUT_EPOCH,
  payoutEligibility,
  payoutStatementCsv,
  planPayouts,
  scheduledRunId,
  settleSale,
  type PayoutSaleInput,
} from '../../shared/payout.ts';

/* Payouts (issue 11 item 2; docs/adr/0024): commission rounding, the fulfilment fee, eligibility on a given clock, holds. */

const DAY = 86_400_000;
const now = new Date('2026-11-23T12:00:00.000Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * DAY).toISOString();

function sale(changes: Partial<PayoutSaleInput> = {}): PayoutSaleInput {
  return { id: 'LOT1-S2', itemNumber: '100001', sellerId: 'seller-a', price: 10_000, shippingCost: 1_200, status: OrderStatus.Received, shippedAt: daysAgo(3), receivedAt: daysAgo(1), payoutRunId: null, shipWithUs: false, ...changes };
}

describe('the 2.95 % commission, in pence rounded half up', () => {
  it.each([
    [10_000, 295], // £100.00: exact
    [1_000, 30], // £10.00: 29.5p, a half, rounds up
    [3_000, 89], // £30.00: 88.5p rounds up
    [999, 29], // 29.4705p rounds down
    [1_001, 30], // 29.5295p rounds up
    [100, 3], // £1 (the lowest start): 2.95p
    [1, 0],
    [0, 0],
    [123_456_789, 3_641_975], // 3,641,975.2755p: large amounts stay exact
  ])('on %i pence is %i', (price, commission) => {
    expect(commissionOn(price)).toBe(commission);
  });

  it('is never more than half a penny from 2.95 % exactly, and rounds every half up', () => {
    for (let price = 0; price <= 20_000; price++) {
      const exact = (price * 295) / 10_000;
      expect(Math.abs(commissionOn(price) - exact)).toBeLessThanOrEqual(0.5);
      if ((price * 295) % 10_000 === 5_000) expect(commissionOn(price)).toBe(Math.ceil(exact));
    }
  });
});

describe('what a sale pays its seller', () => {
  it('the final sale less its commission, plus the shipping the buyer paid them', () => {
    expect(settleSale(sale())).toEqual({ orderId: 'LOT1-S2', itemNumber: '100001', price: 10_000, commission: 295, shipping: 1_200, fee: 0, payout: 10_905 });
  });

  it('less the fulfilment fee, and without the shipping, when Patina shipped it', () => {
    expect(settleSale(sale({ shipWithUs: true }))).toMatchObject({ commission: 295, shipping: 0, fee: FULFILMENT_FEE, payout: 10_000 - 295 - FULFILMENT_FEE });
  });

  it('free shipping (paid by the seller) adds nothing', () => {
    expect(settleSale(sale({ shippingCost: 0, price: 1_000 })).payout).toBe(970);
  });
});

describe('which sales a run pays', () => {
  it('a received sale; a shipped one only once 14 days have passed since shipping', () => {
    expect(payoutEligibility(sale(), now)).toBe('eligible');
    const shipped = sale({ status: OrderStatus.Shipped, receivedAt: null });
    expect(payoutEligibility({ ...shipped, shippedAt: daysAgo(INSPECTION_WINDOW_DAYS - 1) }, now)).toBe('inspectionWindow');
    expect(payoutEligibility({ ...shipped, shippedAt: new Date(now.getTime() - INSPECTION_WINDOW_DAYS * DAY + 1).toISOString() }, now)).toBe('inspectionWindow');
    expect(payoutEligibility({ ...shipped, shippedAt: daysAgo(INSPECTION_WINDOW_DAYS) }, now)).toBe('eligible');
  });

  it('never one in dispute, not shipped, refunded, unpaid, or paid out already', () => {
    expect(payoutEligibility(sale({ status: OrderStatus.InDispute }), now)).toBe('inDispute');
    expect(payoutEligibility(sale({ status: OrderStatus.Paid, shippedAt: null, receivedAt: null }), now)).toBe('notShipped');
    expect(payoutEligibility(sale({ status: OrderStatus.Refunded }), now)).toBe('notASale');
    expect(payoutEligibility(sale({ status: OrderStatus.AwaitingPayment }), now)).toBe('notASale');
    expect(payoutEligibility(sale({ status: OrderStatus.CancelledUnpaid }), now)).toBe('notASale');
    expect(payoutEligibility(sale({ payoutRunId: 'F2026-11-16' }), now)).toBe('paidAlready');
  });

  it('one payout per seller with their eligible sales; sellers without payout details are held', () => {
    const sales = [
      sale({ id: 'A-2', sellerId: 'seller-a', price: 1_000, shippingCost: 0 }),
      sale({ id: 'A-1', sellerId: 'seller-a', price: 3_000, shippingCost: 500 }),
      sale({ id: 'A-3', sellerId: 'seller-a', status: OrderStatus.InDispute }),
      sale({ id: 'B-1', sellerId: 'seller-b', shipWithUs: true }),
      sale({ id: 'C-1', sellerId: 'seller-c' }),
    ];
    const plan = planPayouts(sales, now, (seller) => seller !== 'seller-c');
    expect(plan.pay.map((p) => [p.sellerId, p.sales.map((s) => s.orderId), p.amount, p.commission, p.fees])).toEqual([
      ['seller-a', ['A-1', 'A-2'], 3_000 - 89 + 500 + (1_000 - 30), 119, 0],
      ['seller-b', ['B-1'], 10_000 - 295 - FULFILMENT_FEE, 295, FULFILMENT_FEE],
    ]);
    expect(plan.held.map((p) => [p.sellerId, p.amount])).toEqual([['seller-c', 10_905]]);
  });
});

describe('the fortnightly schedule', () => {
  it('names one run per fortnight from the epoch, whatever time in it', () => {
    const start = new Date(PAYOUT_EPOCH + 20 * 14 * DAY);
    expect(fortnightStart(new Date(start.getTime() + 13 * DAY)).toISOString()).toBe(start.toISOString());
    expect(scheduledRunId(start)).toBe(scheduledRunId(new Date(start.getTime() + 14 * DAY - 1)));
    expect(scheduledRunId(new Date(start.getTime() + 14 * DAY))).not.toBe(scheduledRunId(start));
  });
});

describe('a statement as CSV', () => {
  it('one line per sale and the total; a field that a spreadsheet would run as a formula is defused', () => {
    const settled = settleSale(sale({ itemNumber: '=HYPERLINK("x")' }));
    const csv = payoutStatementCsv({ runId: 'F2026-11-16', createdAt: '2026-11-16T06:00:00.000Z', amount: settled.payout, sales: [settled] });
    expect(csv.split('\r\n')).toEqual([
      'payout,date,order,item number,sale price,commission,shipping,fulfilment fee,paid to you',
      `F2026-11-16,2026-11-16,LOT1-S2,"'=HYPERLINK(""x"")",100.00,2.95,12.00,0.00,109.05`,
      'F2026-11-16,2026-11-16,total,,,,,,109.05',
      '',
    ]);
  });
});
