import { deleteIfExists, putRecord, queryIndex, queryPartition } from '../table.ts';

/**
 * A followed seller: USER#<uid> / FOLLOW#<sellerId>, also indexed by seller (gsi1: FOLLOWERS#<sellerId>)
 * so a seller's new lot finds their followers in one query (docs/adr/0053). The seller's name is kept as
 * it was when followed (the account's list shows it without reading every seller's profile).
 */
const followKey = (uid: string, sellerId: string) => ({ pk: `USER#${uid}`, sk: `FOLLOW#${sellerId}` });

export interface Follow {
  uid: string;
  sellerId: string;
  sellerName: string;
  followedAt: string;
}

/** The sellers a person follows, in the order followed. */
export async function listFollows(uid: string): Promise<Follow[]> {
  const follows = await queryPartition<Follow>({ pk: `USER#${uid}`, skPrefix: 'FOLLOW#' }, false, true);
  return follows.sort((a, b) => a.followedAt.localeCompare(b.followedAt));
}

/** Follows a seller (again: the name is refreshed, the time kept is the latest). */
export async function putFollow(follow: Follow): Promise<void> {
  await putRecord(followKey(follow.uid, follow.sellerId), follow, { gsi1pk: `FOLLOWERS#${follow.sellerId}`, gsi1sk: follow.uid });
}

/** Stops following; false when they did not follow that seller. */
export function deleteFollow(uid: string, sellerId: string): Promise<boolean> {
  return deleteIfExists(followKey(uid, sellerId));
}

/** Everyone following a seller. */
export function listFollowers(sellerId: string): Promise<Follow[]> {
  return queryIndex<Follow>({ index: 'gsi1', pk: `FOLLOWERS#${sellerId}` });
}
