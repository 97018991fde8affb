import * as connections from '../data/entities/connection.ts';
import { currentTime } from '../lib/clock.ts';
import { logger } from '../lib/observability.ts';
import type { LivePush } from './live-push-provider.ts';
import { forEachLimited } from '../lib/for-each-limited.ts';

/** Where the adapter finds the sockets to post to, and forgets the ones found gone (the table in AWS). */
export type LiveDirectory = Pick<typeof connections, 'lotFollowers' | 'personConnections' | 'deleteConnection' | 'deleteChannelEntry'>;

/** The part of the SDK client the adapter uses (tests give a stub). */
export interface ManagementApiClient {
  send(command: object): Promise<unknown>;
}

export interface ApiGatewayLivePushOptions {
  /** The stage's management endpoint, `https://<api>.execute-api.<region>.amazonaws.com/<stage>` (WEBSOCKET_ENDPOINT). */
  endpoint: string;
  directory?: LiveDirectory;
  /** Made from the SDK on first use unless given. */
  client?: ManagementApiClient;
  now?: () => Date;
}

/** How many posts one push has in flight at once (the SDK's HTTP agent keeps 50 sockets). */
export const POST_CONCURRENCY = 32;

/**
 * Live updates through the API Gateway WebSocket API (docs/adr/0017): the sockets following a lot, or
 * a person's signed-in sockets, are read from the table and each gets the message through the
 * management API (PostToConnection). A socket that answers GoneException has closed without its
 * `$disconnect` reaching us: it is forgotten. Any other failure of one post is logged and the others go on.
 * Its SDK is loaded on first use (most calls push nothing).
 */
export function apiGatewayLivePush(options: ApiGatewayLivePushOptions): LivePush {
  const directory = options.directory ?? connections;
  const now = options.now ?? currentTime;
  let loaded: Promise<{ sdk: typeof import('@aws-sdk/client-apigatewaymanagementapi'); client: ManagementApiClient }> | null = null;
  const management = () =>
    (loaded ??= (async () => {
      const sdk = await import('@aws-sdk/client-apigatewaymanagementapi');
      return { sdk, client: options.client ?? new sdk.ApiGatewayManagementApiClient({ endpoint: options.endpoint }) };
    })());

  /** Posts to each socket; answers the ids found gone. */
  async function postToEach(connectionIds: readonly string[], message: object): Promise<string[]> {
    if (connectionIds.length === 0) return [];
    const { sdk, client } = await management();
    const data = JSON.stringify(message);
    const gone: string[] = [];
    await forEachLimited(connectionIds, POST_CONCURRENCY, async (connectionId) => {
      try {
        await client.send(new sdk.PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
      } catch (error) {
        if (error instanceof sdk.GoneException || (error as Error)?.name === 'GoneException') gone.push(connectionId);
        else logger.warn('push failed', { push: 'post failed', connectionId, error: error as Error });
      }
    });
    return gone;
  }

  return {
    async toLot(itemId, message) {
      const gone = await postToEach(await directory.lotFollowers(itemId, now()), message);
      await Promise.all(gone.map(async (id) => Promise.all([directory.deleteConnection(id), directory.deleteChannelEntry(itemId, id)])));
    },
    async toPerson(uid, message) {
      const gone = await postToEach(await directory.personConnections(uid, now()), message);
      await Promise.all(gone.map((id) => directory.deleteConnection(id)));
    },
  };
}


/**
 * Tells one socket why, then closes it (DeleteConnection): the WebSocket routes' function does this to a
 * socket over its message budget (docs/adr/0043), since a route's answer cannot close its socket. A
 * socket already gone is no failure. `endpoint` is the stage's management endpoint.
 */
export async function closeSocketWith(endpoint: string, connectionId: string, message: object, client?: ManagementApiClient): Promise<void> {
  const sdk = await import('@aws-sdk/client-apigatewaymanagementapi');
  const api = client ?? new sdk.ApiGatewayManagementApiClient({ endpoint });
  const unlessGone = (error: unknown) => {
    if (!(error instanceof sdk.GoneException || (error as Error)?.name === 'GoneException')) throw error;
  };
  await api.send(new sdk.PostToConnectionCommand({ ConnectionId: connectionId, Data: JSON.stringify(message) })).catch(unlessGone);
  await api.send(new sdk.DeleteConnectionCommand({ ConnectionId: connectionId })).catch(unlessGone);
}
