import { toItemDetail } from '../../../shared/catalogue.ts';
import { GetItemInputSchema, type ItemDetail } from '../../../shared/contract/catalogue.ts';
import { ItemStatus } from '../../../shared/item.ts';
import { getItem as readItem, isWatching, listBids } from '../../data/db.ts';
import { defineCall } from '../../lib/call.ts';
import { notFound } from '../../lib/errors.ts';

/** Statuses whose item page the public may see: live, and the outcomes of a live listing. */
const PUBLIC_STATUSES = new Set<string>([
  ItemStatus.Active,
  ItemStatus.Sold,
  ItemStatus.Shipping,
  ItemStatus.InDispute,
  ItemStatus.EndedUnsold,
  ItemStatus.ReserveNotMet,
  ItemStatus.CancelledUnpaid,
  ItemStatus.PaymentNotDone,
]);

export const getItem = defineCall({
  name: 'getItem',
  who: 'any',
  input: GetItemInputSchema,
  async run(input, ctx): Promise<{ data: ItemDetail }> {
    const item = await readItem(input.itemId);
    if (!item) throw notFound();
    const caller = ctx.caller;
    const isOwner = caller?.uid === item.sellerId;
    const isStaff = caller?.groups.some((g) => g === 'admin' || g === 'expert') ?? false;
    // Items under review or rejected exist only for their seller and the reviewers.
    if (!PUBLIC_STATUSES.has(item.status) && !isOwner && !isStaff) throw notFound();
    const [bids, watching] = await Promise.all([listBids(item.id), caller ? isWatching(caller.uid, item.id) : false]);
    const viewer = { uid: caller?.uid ?? null, roles: caller?.groups ?? [], watching };
    // Seller ratings arrive with reviews (a later issue); until then a seller has none.
    return { data: toItemDetail(item, bids, viewer, { rating: null, reviewCount: 0 }) };
  },
});
