import type { AccountLimit } from '../../../shared/account-limits.ts';
import { TABLE } from '../table-definition.ts';
import { addToCounterBelow } from '../table.ts';

/**
 * A person's count of calls under one account limit in one window: LIMITS#<uid> / <limit>#<window
 * start>, a partition of its own (nothing that reads the person's records reads these). A window's
 * record is never read again once the window is over: the table's TTL deletes it after its end.
 */
const counterKey = (uid: string, limit: AccountLimit, windowStart: number) => ({ pk: `LIMITS#${uid}`, sk: `${limit.name}#${windowStart}` });

/** Counts one call in the window that starts at `windowStart`: false when the window already holds `limit.limit` (nothing counted). */
export function countAccountCall(uid: string, limit: AccountLimit, windowStart: number): Promise<boolean> {
  return addToCounterBelow(counterKey(uid, limit, windowStart), 'calls', limit.limit, { [TABLE.timeToLiveAttribute]: windowStart + limit.windowSeconds });
}
