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
