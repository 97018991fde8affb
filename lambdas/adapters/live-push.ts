/**
 * Live updates to open pages (contract/CALLS.md "Live updates"): a message to everyone watching one
 * lot's channel, or to one person's signed-in sockets. In AWS it is the API Gateway WebSocket API
 * (connections in the table, posts through its management API); locally the gateway's `/ws`. A
 * message never carries another bidder's maximum or the reserve amount: callers build it from the
 * public bid state.
 */
export interface LivePush {
  toLot(itemId: string, message: object): Promise<void>;
  toPerson(uid: string, message: object): Promise<void>;
}

/** Until a socket server is installed (or in a process that has none), pushes go nowhere. */
const nowhere: LivePush = { toLot: async () => {}, toPerson: async () => {} };

let installed: LivePush | null = null;

export function useLivePush(push: LivePush): void {
  installed = push;
}

export function livePush(): LivePush {
  return installed ?? nowhere;
}

/**
 * Pushes without letting a push failure undo or fail the call that made the change: the change is
 * stored, and a page that missed the message refetches the state when its socket comes back.
 */
export async function pushQuietly(send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', push: 'failed', error: String(error) }));
  }
}
