import { batchGetRecords, keyId } from './table.ts';
import { myBidKey, type MyBid } from './entities/bid.ts';
import { watchKey } from './entities/watch.ts';

/** A person's own standing on a lot: whether they watch it, and their standing maximum there. */
export interface BidderStanding {
  watching: boolean;
  myMaxBid: number | null;
}

/**
 * A person's standing on a lot in ONE read (BatchGetItem of their watch entry and their maximum),
 * not two: a bid's answer and a lot's bid state need both (docs/adr/0038).
 */
export async function bidderStanding(uid: string, itemId: string): Promise<BidderStanding> {
  const watch = watchKey(uid, itemId);
  const myBid = myBidKey(uid, itemId);
  const found = await batchGetRecords<Record<string, unknown>>([watch, myBid]);
  return { watching: found.has(keyId(watch)), myMaxBid: (found.get(keyId(myBid)) as MyBid | undefined)?.maxBid ?? null };
}
