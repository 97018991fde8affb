import * as connections from '../data/entities/connection.ts';
import { verifyIdToken, type IdTokenClaims } from '../lib/verify-token.ts';

/** Where live connections are kept: the table (lambdas/data/entities/connection.ts) in AWS. */
export type ConnectionStore = Pick<typeof connections, 'putConnection' | 'getConnection' | 'setFollowedLots' | 'deleteConnection'>;

/** What `$connect` needs besides the connection: the store, and the ID-token check the calls use. */
export interface ConnectDependencies {
  store: ConnectionStore;
  verify: (token: string) => Promise<Pick<IdTokenClaims, 'sub'>>;
}

const defaults: ConnectDependencies = { store: connections, verify: verifyIdToken };

/**
 * A socket asks to open (`$connect`, contract/CALLS.md "Live updates"): without a token it is a
 * visitor's; with one, the token must be a valid ID token of the pool (the same check every call
 * makes), and the socket is that person's. A bad token is refused and nothing is stored.
 */
export async function openConnection(connectionId: string, token: string | undefined, now: Date, deps: ConnectDependencies = defaults): Promise<'accepted' | 'refused'> {
  let uid: string | null = null;
  if (token) {
    try {
      uid = (await deps.verify(token)).sub;
    } catch {
      return 'refused';
    }
  }
  await deps.store.putConnection(connectionId, uid, now);
  return 'accepted';
}

/** A socket closed (`$disconnect`): its lot subscriptions and its record go. */
export async function closeConnection(connectionId: string, store: ConnectionStore = connections): Promise<void> {
  await store.deleteConnection(connectionId);
}
