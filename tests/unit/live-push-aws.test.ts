import { afterEach, describe, expect, it, vi } from 'vitest';
import { GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { logger } from '../../lambdas/lib/observability.ts';
import { apiGatewayLivePush, POST_CONCURRENCY, type LiveDirectory } from '../../lambdas/adapters/api-gateway-live-push.ts';

/**
 * The AWS live-push adapter (docs/adr/0017) with the SDK client stubbed (API Gateway cannot run here:
 * the stub answers as its management API does, GoneException included) and the connections given in
 * memory. Nothing here opens a socket.
 */
function world(followers: Record<string, string[]>, sockets: Record<string, string[]>) {
  const deleted: string[] = [];
  const entriesDeleted: string[] = [];
  const directory: LiveDirectory = {
    lotFollowers: async (itemId) => followers[itemId] ?? [],
    personConnections: async (uid) => sockets[uid] ?? [],
    deleteConnection: async (id) => void deleted.push(id),
    deleteChannelEntry: async (itemId, id) => void entriesDeleted.push(`${itemId} ${id}`),
  };
  const posted: Array<{ connectionId: string; data: unknown }> = [];
  const answers: Record<string, () => Error> = {};
  let inFlight = 0;
  let maxInFlight = 0;
  const client = {
    async send(command: object) {
      expect(command).toBeInstanceOf(PostToConnectionCommand);
      const { ConnectionId, Data } = (command as PostToConnectionCommand).input;
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await Promise.resolve();
      inFlight -= 1;
      const failure = answers[ConnectionId!];
      if (failure) throw failure();
      posted.push({ connectionId: ConnectionId!, data: JSON.parse(String(Data)) });
      return {};
    },
  };
  const push = apiGatewayLivePush({ endpoint: 'https://abc123.execute-api.eu-west-2.amazonaws.com/live', directory, client, now: () => new Date('2026-05-01T12:00:00Z') });
  return { push, posted, deleted, entriesDeleted, answers, maxInFlight: () => maxInFlight };
}

const gone = () => new GoneException({ message: 'Gone', $metadata: { httpStatusCode: 410 } });
const bid = { type: 'bid', itemId: 'lot-1', state: { currentBid: 12_000, bidCount: 3 } };

describe('the API Gateway live push', () => {
  it("posts a lot's message to every socket following it, and to no other", async () => {
    const w = world({ 'lot-1': ['c1', 'c2'], 'lot-2': ['c3'] }, {});
    await w.push.toLot('lot-1', bid);
    expect(w.posted.sort((a, b) => a.connectionId.localeCompare(b.connectionId))).toEqual([
      { connectionId: 'c1', data: bid },
      { connectionId: 'c2', data: bid },
    ]);
  });

  it("posts a person's notification to their signed-in sockets only", async () => {
    const w = world({}, { 'uid-a': ['c1', 'c4'], 'uid-b': ['c2'] });
    const message = { type: 'notification', notification: { id: 'n1', title: "You've been outbid" } };
    await w.push.toPerson('uid-a', message);
    expect(w.posted.map((p) => p.connectionId).sort()).toEqual(['c1', 'c4']);
    expect(w.posted.every((p) => JSON.stringify(p.data) === JSON.stringify(message))).toBe(true);
  });

  it('forgets a socket that answers GoneException (and its entry in the lot channel), and still reaches the others', async () => {
    const w = world({ 'lot-1': ['c1', 'c2', 'c3'] }, { 'uid-a': ['c2'] });
    w.answers.c2 = gone;
    await w.push.toLot('lot-1', bid);
    expect(w.posted.map((p) => p.connectionId).sort()).toEqual(['c1', 'c3']);
    expect(w.deleted).toEqual(['c2']);
    expect(w.entriesDeleted).toEqual(['lot-1 c2']);

    await w.push.toPerson('uid-a', { type: 'notification' });
    expect(w.deleted).toEqual(['c2', 'c2']);
  });

  it('keeps a socket whose post failed some other way (throttled), and fails nobody', async () => {
    const w = world({ 'lot-1': ['c1', 'c2'] }, {});
    w.answers.c1 = () => Object.assign(new Error('Rate exceeded'), { name: 'LimitExceededException' });
    const warnings = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    await expect(w.push.toLot('lot-1', bid)).resolves.toBeUndefined();
    expect(w.posted.map((p) => p.connectionId)).toEqual(['c2']);
    expect(w.deleted).toEqual([]);
    expect(warnings).toHaveBeenCalledWith('push failed', expect.objectContaining({ connectionId: 'c1', error: expect.objectContaining({ name: 'LimitExceededException' }) }));
    warnings.mockRestore();
  });

  it(`keeps at most ${POST_CONCURRENCY} posts in flight on a busy lot, and reaches every socket`, async () => {
    const many = Array.from({ length: POST_CONCURRENCY * 4 + 3 }, (_, i) => `c${i}`);
    const w = world({ 'lot-1': many }, {});
    await w.push.toLot('lot-1', bid);
    expect(w.posted).toHaveLength(many.length);
    expect(w.maxInFlight()).toBe(POST_CONCURRENCY);
  });
});

describe('livePush()', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('pushes nowhere where there is no WebSocket API', async () => {
    vi.stubEnv('WEBSOCKET_ENDPOINT', '');
    const { livePush, nowhere } = await import('../../lambdas/adapters/live-push.ts');
    expect(livePush()).toBe(nowhere);
  });

  it('posts through the API Gateway adapter in AWS (WEBSOCKET_ENDPOINT set)', async () => {
    vi.stubEnv('WEBSOCKET_ENDPOINT', 'https://abc123.execute-api.eu-west-2.amazonaws.com/live');
    const { livePush, nowhere } = await import('../../lambdas/adapters/live-push.ts');
    const push = livePush();
    expect(push).not.toBe(nowhere);
    expect(livePush()).toBe(push);
  });

  it('uses what the local stack installs, whatever the environment', async () => {
    vi.stubEnv('WEBSOCKET_ENDPOINT', 'https://abc123.execute-api.eu-west-2.amazonaws.com/live');
    const { livePush, useLivePush } = await import('../../lambdas/adapters/live-push.ts');
    const local = { toLot: async () => {}, toPerson: async () => {} };
    useLivePush(local);
    expect(livePush()).toBe(local);
  });
});
