import * as z from 'zod';
import type { Pence } from '../money.ts';
import type { PayoutDeduction, SaleSettlement } from '../payout.ts';
import { ruleIssue } from './protocol.ts';

/*
 * The back office's sales and payouts (contract/CALLS.md "Admin": adminListSales, adminRunPayouts)
 * and the seller's payout statements (getMyPayouts, the dashboard's payment settings).
 */

const DaySchema = z.iso.date();

export const AdminListSalesInputSchema = z
  .strictObject({ from: DaySchema.optional(), to: DaySchema.optional(), paidToSeller: z.boolean().optional() })
  .superRefine((range, ctx) => {
    if (range.from && range.to && range.from > range.to) ctx.addIssue(ruleIssue(['to'], 'dateRangeOrder'));
  });
export const AdminRunPayoutsInputSchema = z.strictObject({});
export const GetMyPayoutsInputSchema = z.strictObject({});

/** One sale in the back office (CALLS.md adminListSales). */
export interface SaleLine {
  orderId: string;
  date: string;
  amount: Pence;
  itemNumber: string;
  buyerEmail: string;
  sellerEmail: string;
  paidToSeller: boolean;
  /** The payment's id at the provider (the PaymentIntent). */
  transactionId: string | null;
  commission: Pence;
  /** What the sale pays (or paid) its seller. */
  payout: Pence;
  status: string;
}

export interface AdminListSalesOutput {
  sales: SaleLine[];
  totals: { amount: Pence; commission: Pence; payout: Pence };
}

/** One seller's payout of a run. */
export interface PayoutLine {
  runId: string;
  sellerId: string;
  amount: Pence;
  commission: Pence;
  fees: Pence;
  sales: SaleSettlement[];
  /** Sales refunded after an earlier payout paid them, deducted from this one (docs/adr/0024). */
  deductions: PayoutDeduction[];
  createdAt: string;
}

export interface AdminRunPayoutsOutput {
  runId: string;
  payouts: PayoutLine[];
  /** Sellers whose sales wait because they have no payout details (they are told). */
  held: { sellerId: string; amount: Pence; sales: SaleSettlement[] }[];
}

/** A sale on a seller's statement: its settlement, and the item it was (title and id, for the link). */
export interface StatementSale extends SaleSettlement {
  itemId?: string;
  itemName?: string;
}

/** A seller's statements, newest first, each with its CSV. */
export interface GetMyPayoutsOutput {
  payouts: (Omit<PayoutLine, 'sales'> & { sales: StatementSale[]; csv: string })[];
}
