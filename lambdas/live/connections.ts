import * as connections from '../data/entities/connection.ts';
import { verifyIdToken, type IdTokenClaims } from '../lib/verify-token.ts';
import { liveLimits } from './limits.ts';

/** Where live connections are kept: the table (lambdas/data/entities/connection.ts) in AWS. */
export type ConnectionStore = Pick<typeof connections, 'putConnection' | 'getConnection' | 'countSocketMessage' | 'setFollowedLots' | 'deleteConnection' | 'holdSocket' | 'releaseSocket'>;

/** What `$connect` needs besides the connection: the store, and the ID-token check the calls use. */
export interface ConnectDependencies {
  store: ConnectionStore;
  verify: (token: string) => Promise<Pick<IdTokenClaims, 'sub'>>;
}

const defaults: ConnectDependencies = { store: connections, verify: verifyIdToken };

/** What `$connect` decides: open, refused for its token (401), or over a client's cap of sockets (429). */
export type ConnectOutcome = 'accepted' | 'refused' | 'too many';

/**
 * A socket asks to open (`$connect`, contract/CALLS.md "Live updates"): without a token it is a
 * visitor's; with one, the token must be a valid ID token of the pool (the same check every call
 * makes), and the socket is that person's. A bad token is refused and nothing is stored. The socket
 * is then counted against its address and, signed in, its account (liveLimits(), docs/adr/0043): over
 * either cap it is refused and holds nothing.
 */
export async function openConnection(connectionId: string, token: string | undefined, address: string, now: Date, deps: ConnectDependencies = defaults): Promise<ConnectOutcome> {
  let uid: string | null = null;
  if (token) {
    try {
      uid = (await deps.verify(token)).sub;
    } catch {
      return 'refused';
    }
  }
  const limits = liveLimits();
  const caps: Array<[string, number]> = [[connections.addressHolder(address), limits.socketsPerAddress]];
  if (uid) caps.push([connections.accountHolder(uid), limits.socketsPerAccount]);
  const held: string[] = [];
  for (const [holder, cap] of caps) {
    if (!(await deps.store.holdSocket(holder, connectionId, cap, now))) {
      await Promise.all(held.map((h) => deps.store.releaseSocket(h, connectionId)));
      return 'too many';
    }
    held.push(holder);
  }
  await deps.store.putConnection(connectionId, uid, now, held);
  return 'accepted';
}

/** A socket closed (`$disconnect`): its lot subscriptions, its holds and its record go. */
export async function closeConnection(connectionId: string, store: ConnectionStore = connections): Promise<void> {
  await store.deleteConnection(connectionId);
}
