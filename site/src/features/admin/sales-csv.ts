/**
 * The back office's sales as a CSV file (the Sales area's download): one line per sale as
 * adminListSales answers it, then the totals of the sales that stand (a refunded sale is listed,
 * not counted, as the call counts them). Amounts in pounds with two decimals.
 */
import type { AdminListSalesOutput } from '../../../../shared/contract/payouts.ts';
import { csvDocument, csvPounds } from '../../../../shared/csv.ts';

const HEADER = ['date', 'order', 'item number', 'buyer e-mail', 'seller e-mail', 'status', 'sale amount', 'commission', 'payout to seller', 'paid to seller', 'transaction id'];

/** The CSV of a list of sales, with its totals line. */
export function salesCsv({ sales, totals }: AdminListSalesOutput): string {
  return csvDocument([
    HEADER,
    ...sales.map((s) => [s.date.slice(0, 10), s.orderId, s.itemNumber, s.buyerEmail, s.sellerEmail, s.status, csvPounds(s.amount), csvPounds(s.commission), csvPounds(s.payout), s.paidToSeller ? 'yes' : 'no', s.transactionId ?? '']),
    ['total', '', '', '', '', '', csvPounds(totals.amount), csvPounds(totals.commission), csvPounds(totals.payout), '', ''],
  ]);
}

/** The file's name for a range: `patina-sales-2026-11-01-to-2026-11-23.csv` (open ends say `start` / `today`). */
export function salesFileName(from: string, to: string): string {
  return `patina-sales-${from || 'start'}-to-${to || 'today'}.csv`;
}
