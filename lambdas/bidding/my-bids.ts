import { toItemSummary } from '../../shared/catalogue.ts';
import type { GetMyBidsOutput, MyBidStanding } from '../../shared/contract/buying.ts';
import { ItemStatus, type Item } from '../../shared/item.ts';
import { listMyBids } from '../data/entities/bid.ts';
import { getItems } from '../data/items.ts';

/** Where a bidder stands on a lot: live → winning or outbid; ended → won (the sale is theirs) or lost. */
export function standingOf(item: Item, uid: string): MyBidStanding {
  if (item.status === ItemStatus.Active) return item.leaderId === uid ? 'winning' : 'outbid';
  return item.buyerId === uid ? 'won' : 'lost';
}

/** Every lot a person bid on, most recently bid first, with their maximum and standing. */
export async function myBids(uid: string): Promise<GetMyBidsOutput> {
  const mine = (await listMyBids(uid)).sort((a, b) => b.lastBidAt.localeCompare(a.lastBidAt));
  const items = new Map((await getItems(mine.map((m) => m.itemId))).map((i) => [i.id, i]));
  return {
    bids: mine.flatMap((m) => {
      const item = items.get(m.itemId);
      return item ? [{ item: toItemSummary(item), myMaxBid: m.maxBid, state: standingOf(item, uid) }] : [];
    }),
  };
}
