import { csvDocument, csvPounds } from './csv.ts';
import { commissionOn, type Pence } from './money.ts';
import { OrderStatus, type Order } from './order.ts';

/*
 * Paying sellers (issue 11 item 2, ARCHITECTURE.md lifecycle step 7, docs/adr/0024-payouts.md): every
 * fortnight each sale that has been paid, shipped and received (or shipped 14 days ago), and is not in
 * dispute, is paid once to its seller: the final sale less the 2.95 % commission (pence rounded half
 * up: shared/money.ts commissionOn), plus the shipping the buyer paid when the seller ships it, less the
 * fulfilment fee when Patina ships it. Pure: the run (lambdas/payouts/) reads, claims and writes.
 */

/** How long after shipping a sale the buyer has not confirmed counts as received (the inspection window). */
export const INSPECTION_WINDOW_DAYS = 14;

/** The fulfilment service's fee, deducted from the final sale when the seller sent the item to Patina (docs/adr/0024). */
export const FULFILMENT_FEE: Pence = 2500;

/** How often sellers are paid. */
export const PAYOUT_PERIOD_DAYS = 14;

/** The first fortnight's start: a Monday, 06:00 UTC; every run's fortnight is counted from it. */
export const PAYOUT_EPOCH = Date.UTC(2026, 0, 5, 6);

const DAY_MS = 86_400_000;

/** One sale as the payout sees it. */
export type PayoutSaleInput = Pick<Order, 'id' | 'itemNumber' | 'sellerId' | 'price' | 'shippingCost' | 'status' | 'shippedAt' | 'receivedAt' | 'payoutRunId'> & {
  /** The seller sent the item to Patina, who shipped it (the fulfilment service). */
  shipWithUs: boolean;
};

/** What one sale pays its seller. */
export interface SaleSettlement {
  orderId: string;
  itemNumber: string;
  price: Pence;
  commission: Pence;
  /** The shipping the buyer paid, passed on to the seller who shipped it (0 when Patina shipped). */
  shipping: Pence;
  fee: Pence;
  payout: Pence;
}

/** Why a sale is not paid out now (or `eligible`). */
export type PayoutEligibility = 'eligible' | 'paidAlready' | 'inDispute' | 'notShipped' | 'inspectionWindow' | 'notASale';

/**
 * Whether a sale is paid out at `now`: not paid out before; received, or shipped at least 14 days ago;
 * and not in dispute (an open dispute puts the order In dispute, so its status says it).
 */
export function payoutEligibility(sale: Pick<Order, 'status' | 'shippedAt' | 'payoutRunId'>, now: Date): PayoutEligibility {
  if (sale.payoutRunId) return 'paidAlready';
  switch (sale.status) {
    case OrderStatus.Received:
      return 'eligible';
    case OrderStatus.Shipped:
      return sale.shippedAt && Date.parse(sale.shippedAt) + INSPECTION_WINDOW_DAYS * DAY_MS <= now.getTime() ? 'eligible' : 'inspectionWindow';
    case OrderStatus.InDispute:
      return 'inDispute';
    case OrderStatus.Paid:
      return 'notShipped';
    default:
      return 'notASale';
  }
}

/** What a sale pays its seller: the price less its commission, plus the shipping they were paid for, less the fulfilment fee. */
export function settleSale(sale: PayoutSaleInput): SaleSettlement {
  const commission = commissionOn(sale.price);
  const shipping = sale.shipWithUs ? 0 : (sale.shippingCost ?? 0);
  const fee = sale.shipWithUs ? FULFILMENT_FEE : 0;
  return { orderId: sale.id, itemNumber: sale.itemNumber, price: sale.price, commission, shipping, fee, payout: sale.price - commission + shipping - fee };
}

/** One seller's share of a run: their sales and the totals. */
export interface SellerPayoutPlan {
  sellerId: string;
  amount: Pence;
  commission: Pence;
  fees: Pence;
  sales: SaleSettlement[];
}

/** Sums a seller's settled sales into one payout (never below zero: a fee larger than the sale is not charged back here). */
export function totalPayout(sellerId: string, sales: readonly SaleSettlement[]): SellerPayoutPlan {
  const sum = (f: (s: SaleSettlement) => number) => sales.reduce((total, s) => total + f(s), 0);
  return { sellerId, amount: Math.max(0, sum((s) => s.payout)), commission: sum((s) => s.commission), fees: sum((s) => s.fee), sales: [...sales] };
}

/**
 * What a seller owes back for a sale refunded after it was paid out to them (docs/adr/0024): the net
 * payout line of that sale, recorded once per order and deducted from their next payouts.
 */
export interface PayoutDebit {
  orderId: string;
  itemNumber: string;
  sellerId: string;
  /** What the sale paid the seller (its payout line): what is owed. */
  amount: Pence;
  /** What is still owed (amount less every deduction so far). */
  open: Pence;
  /** The deductions made so far: one per run at most (a run pays a seller once). */
  deductions: { runId: string; amount: Pence }[];
  /** The run that paid the sale out. */
  paidByRunId: string;
  createdAt: string;
}

/** One deduction on a payout: part or all of a debit, naming the refunded order. */
export interface PayoutDeduction {
  orderId: string;
  itemNumber: string;
  amount: Pence;
}

/** What a debit deducts from a payout that still has `available` pence to give: never more than either (never a negative payout). */
export function deductionFrom(available: Pence, open: Pence): Pence {
  return Math.max(0, Math.min(available, open));
}

/**
 * Deducts debits, oldest first, from a payout of `gross`: each takes what it can of what is left, the
 * rest of it stays open for the next run. Answers the deductions made (zero ones left out), the net
 * paid (never below zero) and what each debit still owes.
 */
export function deductDebits(
  gross: Pence,
  debits: readonly Pick<PayoutDebit, 'orderId' | 'itemNumber' | 'open'>[],
): { net: Pence; deductions: PayoutDeduction[]; carried: { orderId: string; open: Pence }[] } {
  let available = Math.max(0, gross);
  const deductions: PayoutDeduction[] = [];
  const carried: { orderId: string; open: Pence }[] = [];
  for (const debit of debits) {
    const amount = deductionFrom(available, debit.open);
    available -= amount;
    if (amount > 0) deductions.push({ orderId: debit.orderId, itemNumber: debit.itemNumber, amount });
    carried.push({ orderId: debit.orderId, open: debit.open - amount });
  }
  return { net: available, deductions, carried };
}

/** A debit after a run deducted `amount` from it (the same run again changes nothing: it deducts once). */
export function debitAfterDeduction(debit: PayoutDebit, runId: string, amount: Pence): PayoutDebit {
  if (debit.deductions.some((d) => d.runId === runId)) return debit;
  return { ...debit, open: debit.open - amount, deductions: [...debit.deductions, { runId, amount }] };
}

/**
 * A run's plan: the eligible sales grouped by seller (sellers in id order, sales in order id order),
 * and the sellers held because they have no payout details (their sales wait for the next run).
 */
export function planPayouts(
  sales: readonly PayoutSaleInput[],
  now: Date,
  hasPayoutDetails: (sellerId: string) => boolean,
): { pay: SellerPayoutPlan[]; held: SellerPayoutPlan[] } {
  const bySeller = new Map<string, SaleSettlement[]>();
  for (const sale of [...sales].sort((a, b) => a.id.localeCompare(b.id))) {
    if (payoutEligibility(sale, now) !== 'eligible') continue;
    bySeller.set(sale.sellerId, [...(bySeller.get(sale.sellerId) ?? []), settleSale(sale)]);
  }
  const plans = [...bySeller.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([sellerId, settled]) => totalPayout(sellerId, settled));
  return { pay: plans.filter((p) => hasPayoutDetails(p.sellerId)), held: plans.filter((p) => !hasPayoutDetails(p.sellerId)) };
}

/** The start of the fortnight `now` falls in: the time its scheduled run is due. */
export function fortnightStart(now: Date): Date {
  const period = PAYOUT_PERIOD_DAYS * DAY_MS;
  return new Date(PAYOUT_EPOCH + Math.floor((now.getTime() - PAYOUT_EPOCH) / period) * period);
}

/** The id of the scheduled run of the fortnight `now` falls in: a retried or repeated invocation is the same run. */
export const scheduledRunId = (now: Date): string => `F${fortnightStart(now).toISOString().slice(0, 10)}`;

/**
 * A statement's CSV: one line per sale, one per deduction (a sale refunded after it was paid out: its
 * order and item number, the amount in the last column), then the total paid and the total deducted
 * (amounts in pounds with two decimals, never negative).
 */
export function payoutStatementCsv(payout: { runId: string; createdAt: string; amount: Pence; sales: readonly SaleSettlement[]; deductions?: readonly PayoutDeduction[] }): string {
  const pounds = csvPounds;
  const day = payout.createdAt.slice(0, 10);
  const deductions = payout.deductions ?? [];
  const rows = [
    ['payout', 'date', 'order', 'item number', 'sale price', 'commission', 'shipping', 'fulfilment fee', 'paid to you', 'deducted for a refunded sale'],
    ...payout.sales.map((s) => [payout.runId, day, s.orderId, s.itemNumber, pounds(s.price), pounds(s.commission), pounds(s.shipping), pounds(s.fee), pounds(s.payout), '']),
    ...deductions.map((d) => [payout.runId, day, d.orderId, d.itemNumber, '', '', '', '', '', pounds(d.amount)]),
    [payout.runId, day, 'total', '', '', '', '', '', pounds(payout.amount), pounds(deductions.reduce((t, d) => t + d.amount, 0))],
  ];
  return csvDocument(rows);
}
