import type { Profile } from '../../shared/account.ts';
import type { LotListing } from '../../shared/item.ts';
import type { Order } from '../../shared/order.ts';
import type { PayoutSaleInput } from '../../shared/payout.ts';
import { getListings } from '../data/entities/lot-listing.ts';
import { listOrdersOfMonth } from '../data/entities/order.ts';
import { getProfile } from '../data/entities/profile.ts';

/** How far back a payout run and the back office's sales look for sales (months). */
export const SALES_HORIZON_MONTHS = 24;

/** The months ("2026-11") from `from` to `to`, both included. */
export function monthsBetween(from: Date, to: Date): string[] {
  const months: string[] = [];
  for (let y = from.getUTCFullYear(), m = from.getUTCMonth(); y < to.getUTCFullYear() || (y === to.getUTCFullYear() && m <= to.getUTCMonth()); m === 11 ? ((m = 0), y++) : m++) {
    months.push(`${y}-${String(m + 1).padStart(2, '0')}`);
  }
  return months;
}

/** The orders made between two times (by the month index), oldest first. */
export async function ordersBetween(from: Date, to: Date): Promise<Order[]> {
  const lists = await Promise.all(monthsBetween(from, to).map((m) => listOrdersOfMonth(m)));
  const fromIso = from.toISOString();
  const toIso = to.toISOString();
  return lists.flat().filter((o) => o.createdAt >= fromIso && o.createdAt <= toIso);
}

/** The start of the horizon before `now`. */
export function horizonStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - SALES_HORIZON_MONTHS, 1));
}

/** Orders as the payout arithmetic reads them (whether Patina shipped each comes from its listing). */
export async function asPayoutSales(orders: readonly Order[]): Promise<PayoutSaleInput[]> {
  const listings: Map<string, LotListing> = await getListings([...new Set(orders.map((o) => o.itemId))]);
  return orders.map((o) => ({
    id: o.id,
    itemNumber: o.itemNumber,
    sellerId: o.sellerId,
    price: o.price,
    shippingCost: o.shippingCost,
    status: o.status,
    shippedAt: o.shippedAt,
    receivedAt: o.receivedAt,
    payoutRunId: o.payoutRunId,
    shipWithUs: listings.get(o.itemId)?.fulfilment?.shipWithUs === true,
  }));
}

/** Several people's profiles by uid (those that exist). */
export async function profilesOf(uids: readonly string[]): Promise<Map<string, Profile>> {
  const unique = [...new Set(uids)];
  const profiles = await Promise.all(unique.map((uid) => getProfile(uid)));
  return new Map(profiles.flatMap((p) => (p ? [[p.uid, p] as const] : [])));
}

/** True when a seller can be paid: a seller account with an IBAN and a SWIFT code. */
export const hasPayoutDetails = (profile: Profile | undefined): boolean => Boolean(profile?.sellerAccount && profile.iban && profile.swift);
