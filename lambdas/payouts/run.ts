import type { AdminRunPayoutsOutput, PayoutLine } from '../../shared/contract/payouts.ts';
import { formatMoney, GBP } from '../../shared/money.ts';
import { nextOrder, type Order } from '../../shared/order.ts';
import { debitAfterDeduction, deductionFrom, payoutEligibility, planPayouts, settleSale, totalPayout, type PayoutDeduction, type SellerPayoutPlan } from '../../shared/payout.ts';
import { payouts } from '../adapters/payouts/index.ts';
import { getListing } from '../data/entities/lot-listing.ts';
import { commitOrder, getOrder } from '../data/entities/order.ts';
import { getPayoutDebit, listOpenDebitsOfSeller, saveDeduction } from '../data/entities/payout-debit.ts';
import { completePayout, createPendingPayout, listPendingPayouts, type Payout } from '../data/entities/payout.ts';
import { getProfile } from '../data/entities/profile.ts';
import { faultPoint } from '../lib/fault.ts';
import { notify } from '../notify/notify.ts';
import { asPayoutSales, hasPayoutDetails, horizonStart, ordersBetween, profilesOf } from './sales.ts';

/** The crash points of a payout run (kill -9 tests, lambdas/lib/fault.ts). */
export const PayoutFaultPoint = {
  /** `payouts:sale-claimed:<orderId>`: that sale is claimed by the run (its order names the run), the seller's later ones not yet. */
  saleClaimed: 'payouts:sale-claimed',
  /** `payouts:debit-claimed:<orderId>`: the run's deduction from that debit is recorded, the payout not yet sent. */
  debitClaimed: 'payouts:debit-claimed',
} as const;

/**
 * One payout run (the fortnightly schedule, or an admin's adminRunPayouts; docs/adr/0024). Each
 * seller's payout is written first as pending with the sales it plans to pay; each sale is then
 * claimed by one conditional write on its order (`payoutRunId`, set once: no sale is claimed by two
 * runs); the money is sent under a reference made from the run and the seller (sent again, nothing
 * more is sent); then the payout is marked paid. A run first finishes every payout a crashed run
 * left pending, so a run killed half-way and run again pays each sale once. The same run id again
 * (a retried schedule) finds its sellers' payouts made and pays nothing twice. A seller's open debits
 * (sales refunded after they were paid out) are deducted from their payout the same way: named in the
 * pending payout, each deduction recorded on its debit by one conditional write keyed by the run.
 */
export async function runPayouts(runId: string, now: Date): Promise<AdminRunPayoutsOutput> {
  const made: PayoutLine[] = [];
  for (const pending of await listPendingPayouts()) {
    const done = await finishPayout(pending, now);
    if (done) made.push(lineOf(done));
  }
  const orders = await ordersBetween(horizonStart(now), now);
  const due = (await asPayoutSales(orders)).filter((s) => payoutEligibility(s, now) === 'eligible');
  const profiles = await profilesOf(due.map((s) => s.sellerId));
  const plan = planPayouts(due, now, (sellerId) => hasPayoutDetails(profiles.get(sellerId)));
  for (const seller of plan.pay) {
    const planned: Payout = {
      runId,
      sellerId: seller.sellerId,
      status: 'pending',
      plannedOrderIds: seller.sales.map((s) => s.orderId),
      plannedDebitOrderIds: (await listOpenDebitsOfSeller(seller.sellerId)).map((d) => d.orderId),
      amount: seller.amount,
      commission: seller.commission,
      fees: seller.fees,
      sales: seller.sales,
      transferId: null,
      createdAt: now.toISOString(),
      paidAt: null,
    };
    // A seller already paid in this run keeps their later sales for the next one.
    if (!(await createPendingPayout(planned))) continue;
    const done = await finishPayout(planned, now);
    if (done) made.push(lineOf(done));
  }
  await Promise.all(plan.held.map((held) => tellHeld(held, now)));
  return { runId, payouts: made, held: plan.held.map((h) => ({ sellerId: h.sellerId, amount: h.amount, sales: h.sales })) };
}

/** Claims a sale for a run: one conditional write; false when it is paid already (by any run) or no longer due. */
async function claimSale(orderId: string, runId: string, now: Date): Promise<void> {
  for (;;) {
    const order = await getOrder(orderId, true);
    if (!order || order.payoutRunId || payoutEligibility(order, now) !== 'eligible') return;
    if (await commitOrder(order, nextOrder(order, { payoutRunId: runId }))) return;
  }
}

/**
 * Finishes a pending payout: claims its planned sales, totals the ones this run holds, sends the
 * money and marks it paid. Answers the paid payout, or null when it stays pending (the seller's
 * payout details went missing: the next run tries again).
 */
async function finishPayout(payout: Payout, now: Date): Promise<Payout | null> {
  for (const orderId of payout.plannedOrderIds) {
    await claimSale(orderId, payout.runId, now);
    faultPoint(`${PayoutFaultPoint.saleClaimed}:${orderId}`);
  }
  const orders = (await Promise.all(payout.plannedOrderIds.map((id) => getOrder(id, true)))).filter((o): o is Order => o?.payoutRunId === payout.runId);
  const totals: SellerPayoutPlan = totalPayout(payout.sellerId, (await asPayoutSales(orders)).map(settleSale));
  const profile = await getProfile(payout.sellerId);
  if (!hasPayoutDetails(profile ?? undefined)) return null;
  const deductions: PayoutDeduction[] = [];
  let amount = totals.amount;
  for (const orderId of payout.plannedDebitOrderIds ?? []) {
    const deduction = await claimDeduction(orderId, payout.runId, amount);
    faultPoint(`${PayoutFaultPoint.debitClaimed}:${orderId}`);
    if (!deduction) continue;
    deductions.push(deduction);
    amount -= deduction.amount;
  }
  let transferId: string | null = null;
  if (amount > 0) {
    ({ transferId } = await payouts().send({
      reference: `payout-${payout.runId}-${payout.sellerId}`,
      sellerId: payout.sellerId,
      accountName: profile!.companyName ?? profile!.sellerProfileName ?? profile!.displayName,
      iban: profile!.iban!,
      swift: profile!.swift!,
      amount,
      currency: 'GBP',
      orderIds: totals.sales.map((s) => s.orderId),
    }));
  }
  const paid: Payout = { ...payout, status: 'paid', amount, commission: totals.commission, fees: totals.fees, sales: totals.sales, deductions, transferId, paidAt: now.toISOString() };
  if (!(await completePayout(paid))) return null;
  if (totals.sales.length > 0) await tellPaid(paid, now);
  return paid;
}

/**
 * Takes what a run can of a debit from a payout with `available` pence left: one conditional write on
 * the debit, keyed by the run, so a run finishing a crashed one's payout finds the deduction it made
 * (and takes no more), and racing runs never take the same pence twice. Null when nothing is taken.
 */
async function claimDeduction(orderId: string, runId: string, available: number): Promise<PayoutDeduction | null> {
  for (;;) {
    const debit = await getPayoutDebit(orderId);
    if (!debit) return null;
    const made = debit.deductions.find((d) => d.runId === runId);
    if (made) return { orderId, itemNumber: debit.itemNumber, amount: made.amount };
    const amount = deductionFrom(available, debit.open);
    if (amount === 0) return null;
    if (await saveDeduction(debit, debitAfterDeduction(debit, runId, amount))) return { orderId, itemNumber: debit.itemNumber, amount };
  }
}

function lineOf(p: Payout): PayoutLine {
  return { runId: p.runId, sellerId: p.sellerId, amount: p.amount, commission: p.commission, fees: p.fees, sales: p.sales, deductions: p.deductions ?? [], createdAt: p.createdAt };
}

/** The lot a payout's notification shows: its first sale's. */
async function itemOf(orderId: string) {
  const order = await getOrder(orderId);
  const listing = order ? await getListing(order.itemId) : null;
  return { id: order?.itemId ?? orderId, photos: listing?.photos ?? [], listAsAuction: true };
}

async function tellPaid(payout: Payout, now: Date): Promise<void> {
  await notify({
    uid: payout.sellerId,
    template: 'payoutSent',
    params: { amount: formatMoney(payout.amount, GBP), count: String(payout.sales.length) },
    item: await itemOf(payout.sales[0]!.orderId),
    dedupeKey: `payout:${payout.runId}:${payout.sellerId}`,
    link: '/sellar-dashboard',
    at: now,
  });
}

/** A seller with no payout details is told once per set of held sales. */
async function tellHeld(held: SellerPayoutPlan, now: Date): Promise<void> {
  const orderIds = held.sales.map((s) => s.orderId).sort();
  await notify({
    uid: held.sellerId,
    template: 'payoutHeld',
    params: { amount: formatMoney(held.amount, GBP) },
    item: await itemOf(orderIds[0]!),
    dedupeKey: `payout-held:${orderIds.join(',')}`,
    link: '/sellar-dashboard',
    at: now,
  });
}
