import type { AdminListSalesOutput, GetMyPayoutsOutput, SaleLine, StatementSale } from '../../shared/contract/payouts.ts';
import { commissionOn } from '../../shared/money.ts';
import { OrderStatus } from '../../shared/order.ts';
import { payoutStatementCsv, settleSale, type SaleSettlement } from '../../shared/payout.ts';
import { getListings } from '../data/entities/lot-listing.ts';
import { getOrders } from '../data/entities/order.ts';
import { listPayoutsOfSeller } from '../data/entities/payout.ts';
import { asPayoutSales, horizonStart, ordersBetween, profilesOf } from './sales.ts';

/** The statuses of an order that is a sale (money was taken): what the back office lists. */
const SALE_STATUSES: readonly OrderStatus[] = [OrderStatus.Paid, OrderStatus.Shipped, OrderStatus.Received, OrderStatus.InDispute, OrderStatus.Refunded];

/**
 * A seller's payout statements, newest first, each with its CSV (the dashboard's Payouts tab): each
 * sale named by its item's title (the listing's, read at once for every statement), not only its number.
 */
export async function payoutStatements(sellerId: string): Promise<GetMyPayoutsOutput> {
  const paid = (await listPayoutsOfSeller(sellerId)).filter((p) => p.status === 'paid' && p.sales.length > 0);
  const orders = await getOrders(paid.flatMap((p) => p.sales.map((s) => s.orderId)));
  const listings = await getListings([...new Set([...orders.values()].map((o) => o.itemId))]);
  const named = (sale: SaleSettlement): StatementSale => {
    const itemId = orders.get(sale.orderId)?.itemId;
    const itemName = itemId ? listings.get(itemId)?.name : undefined;
    return { ...sale, ...(itemId ? { itemId } : {}), ...(itemName ? { itemName } : {}) };
  };
  return {
    payouts: paid.map((p) => ({
      runId: p.runId,
      sellerId: p.sellerId,
      amount: p.amount,
      commission: p.commission,
      fees: p.fees,
      sales: p.sales.map(named),
      deductions: p.deductions ?? [],
      createdAt: p.createdAt,
      csv: payoutStatementCsv(p),
    })),
  };
}

/**
 * The back office's sales between two days (inclusive; the last 24 months by default), optionally
 * only those paid (or not yet paid) to their seller, newest first, with the totals of the sales that
 * stand (a refunded one is listed, not counted).
 */
export async function listSales(input: { from?: string; to?: string; paidToSeller?: boolean }, now: Date): Promise<AdminListSalesOutput> {
  const from = input.from ? new Date(`${input.from}T00:00:00.000Z`) : horizonStart(now);
  const to = input.to ? new Date(`${input.to}T23:59:59.999Z`) : now;
  const orders = (await ordersBetween(from, to)).filter((o) => SALE_STATUSES.includes(o.status) && (input.paidToSeller === undefined || Boolean(o.payoutRunId) === input.paidToSeller));
  const [sales, people] = await Promise.all([asPayoutSales(orders), profilesOf(orders.flatMap((o) => [o.buyerId, o.sellerId]))]);
  const lines: SaleLine[] = orders.map((o, i) => ({
    orderId: o.id,
    date: o.paidAt ?? o.createdAt,
    amount: o.total ?? o.price,
    itemNumber: o.itemNumber,
    buyerEmail: people.get(o.buyerId)?.email ?? '',
    sellerEmail: people.get(o.sellerId)?.email ?? '',
    paidToSeller: Boolean(o.payoutRunId),
    transactionId: o.paymentIntentId,
    commission: commissionOn(o.price),
    payout: settleSale(sales[i]!).payout,
    status: o.status,
  }));
  lines.sort((a, b) => b.date.localeCompare(a.date) || b.orderId.localeCompare(a.orderId));
  const standing = lines.filter((l) => l.status !== OrderStatus.Refunded);
  const sum = (f: (l: SaleLine) => number) => standing.reduce((t, l) => t + f(l), 0);
  return { sales: lines, totals: { amount: sum((l) => l.amount), commission: sum((l) => l.commission), payout: sum((l) => l.payout) } };
}
