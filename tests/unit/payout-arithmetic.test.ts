import { describe, expect, it } from 'vitest';
import { commissionOn } from '../../shared/money.ts';
import { OrderStatus } from '../../shared/order.ts';
import {
  debitAfterDeduction,
  deductDebits,
  deductionFrom,
  FULFILMENT_FEE,
  fortnightStart,
  INSPECTION_WINDOW_DAYS,
  PAYOUT_EPOCH,
  payoutEligibility,
  payoutStatementCsv,
  planPayouts,
  scheduledRunId,
  settleSale,
  type PayoutDebit,
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
      'payout,date,order,item number,sale price,commission,shipping,fulfilment fee,paid to you,deducted for a refunded sale',
      `F2026-11-16,2026-11-16,LOT1-S2,"'=HYPERLINK(""x"")",100.00,2.95,12.00,0.00,109.05,`,
      'F2026-11-16,2026-11-16,total,,,,,,109.05,0.00',
      '',
    ]);
  });

  it('a deduction is a line naming the refunded order; the total says what was paid and what was deducted', () => {
    const settled = settleSale(sale());
    const csv = payoutStatementCsv({ runId: 'F2026-11-30', createdAt: '2026-11-30T06:00:00.000Z', amount: settled.payout - 4_000, sales: [settled], deductions: [{ orderId: 'LOT0-S1', itemNumber: '100000', amount: 4_000 }] });
    expect(csv.split('\r\n').slice(2)).toEqual(['F2026-11-30,2026-11-30,LOT0-S1,100000,,,,,,40.00', 'F2026-11-30,2026-11-30,total,,,,,,69.05,40.00', '']);
  });
});

describe('clawing back a sale refunded after it was paid out', () => {
  const debit = (orderId: string, open: number) => ({ orderId, itemNumber: orderId.slice(3), open });

  it('a debit smaller than the payout is deducted in full', () => {
    expect(deductDebits(10_000, [debit('LOT1-S1', 3_000)])).toEqual({ net: 7_000, deductions: [{ orderId: 'LOT1-S1', itemNumber: '1-S1', amount: 3_000 }], carried: [{ orderId: 'LOT1-S1', open: 0 }] });
  });

  it('a debit larger than the payout takes all of it, never more: the rest is carried to the next run', () => {
    expect(deductDebits(2_500, [debit('LOT1-S1', 6_000)])).toEqual({ net: 0, deductions: [{ orderId: 'LOT1-S1', itemNumber: '1-S1', amount: 2_500 }], carried: [{ orderId: 'LOT1-S1', open: 3_500 }] });
  });

  it('several debits are deducted oldest first; those left with nothing to take stay open and are not lines', () => {
    const result = deductDebits(5_000, [debit('LOT1-S1', 2_000), debit('LOT2-S1', 4_000), debit('LOT3-S1', 1_000)]);
    expect(result.net).toBe(0);
    expect(result.deductions.map((d) => [d.orderId, d.amount])).toEqual([
      ['LOT1-S1', 2_000],
      ['LOT2-S1', 3_000],
    ]);
    expect(result.carried).toEqual([
      { orderId: 'LOT1-S1', open: 0 },
      { orderId: 'LOT2-S1', open: 1_000 },
      { orderId: 'LOT3-S1', open: 1_000 },
    ]);
  });

  it('never negative: nothing to pay deducts nothing, and no deduction exceeds what is owed', () => {
    expect(deductDebits(0, [debit('LOT1-S1', 2_000)])).toMatchObject({ net: 0, deductions: [] });
    expect(deductDebits(-500, [debit('LOT1-S1', 2_000)])).toMatchObject({ net: 0, deductions: [] });
    expect(deductionFrom(-1, 5)).toBe(0);
    expect(deductionFrom(9, 0)).toBe(0);
    expect(deductionFrom(9, 4)).toBe(4);
  });

  it('a run deducts from a debit once, even when it records the deduction again', () => {
    const owed: PayoutDebit = { orderId: 'LOT1-S1', itemNumber: '100001', sellerId: 'seller-a', amount: 6_000, open: 6_000, deductions: [], paidByRunId: 'F2026-11-02', createdAt: now.toISOString() };
    const once = debitAfterDeduction(owed, 'F2026-11-16', 2_500);
    expect(debitAfterDeduction(once, 'F2026-11-16', 2_500)).toEqual(once);
    expect(debitAfterDeduction(once, 'F2026-11-30', 3_500)).toMatchObject({ open: 0, deductions: [{ runId: 'F2026-11-16', amount: 2_500 }, { runId: 'F2026-11-30', amount: 3_500 }] });
  });
});
