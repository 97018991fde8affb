import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Sha256 } from '../../lambdas/lib/sha256.ts';

type HashClass = new (secret?: string | Uint8Array) => { update(d: string | Uint8Array): void; digest(): Promise<Uint8Array>; reset(): void };
/** The SDK's own hash, as a DynamoDB client gets it when none is given. */
const SdkSha256 = new DynamoDBClient({ region: 'eu-west-2' }).config.sha256 as unknown as HashClass;

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** The digest of `parts` hashed (or keyed by `secret`) by a class of the SDK's shape. */
async function digestOf(Hash: HashClass, parts: (string | Uint8Array)[], secret?: string | Uint8Array) {
  const hash = new Hash(secret);
  for (const part of parts) hash.update(part);
  return hex(await hash.digest());
}

describe('the SDK hash with its HMAC keys made once', () => {
  it('digests as the SDK’s own, hashed or keyed, by text or bytes, a key met again or a new one', async () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    const view = new Uint8Array(new Uint8Array([9, 9, 7, 8, 9, 9]).buffer, 2, 2);
    const cases: [(string | Uint8Array)[], (string | Uint8Array)?][] = [
      [[]],
      [['']],
      [['a body', bytes, 'é ✓']],
      [[view, 'x'], 'AWS4secret'],
      [['x'], 'AWS4secret'],
      [['x'], 'another secret'],
      [['x', bytes], bytes],
      [['y'], view],
      [['z'], new Uint8Array(0)],
      [['w'], ''],
    ];
    for (const [parts, secret] of cases) expect(await digestOf(Sha256, parts, secret)).toBe(await digestOf(SdkSha256, parts, secret));
  });

  it('keeps a key by its value: a buffer reused with other bytes keys with the new ones', async () => {
    const key = new Uint8Array([1, 2, 3]);
    const first = await digestOf(Sha256, ['x'], key);
    key[0] = 7;
    expect(await digestOf(Sha256, ['x'], key)).toBe(await digestOf(SdkSha256, ['x'], key));
    expect(await digestOf(Sha256, ['x'], key)).not.toBe(first);
  });

  it('resets, hashes on after a digest, and refuses more data for a finished HMAC, as the SDK’s does', async () => {
    const plain = new Sha256();
    plain.update('a');
    const a = hex(await plain.digest());
    plain.update('b');
    expect(hex(await plain.digest())).toBe(await digestOf(SdkSha256, ['ab']));
    plain.reset();
    plain.update('a');
    expect(hex(await plain.digest())).toBe(a);
    const keyed = new Sha256('k');
    keyed.update('a');
    await keyed.digest();
    expect(() => keyed.update('b')).toThrow('already finished');
    keyed.reset();
    keyed.update('a');
    expect(hex(await keyed.digest())).toBe(await digestOf(SdkSha256, ['a'], 'k'));
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('signs a DynamoDB client’s request as the SDK’s own hash does, that day and the next', async () => {
    const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken: 'session' };
    /** The Authorization header a client signs a GetItem with (caught just before it would be sent). */
    async function authorizationOf(sha256?: HashClass): Promise<string> {
      const client = new DynamoDBClient({ region: 'eu-west-2', credentials, maxAttempts: 1, ...(sha256 ? { sha256: sha256 as never } : {}) });
      let authorization = '';
      client.middlewareStack.add(
        () => async (args) => {
          authorization = (args.request as { headers: Record<string, string> }).headers.authorization!;
          throw new Error('caught before sending');
        },
        { step: 'deserialize', name: 'catchSigned' },
      );
      await expect(client.send(new GetItemCommand({ TableName: 'patina', Key: { pk: { S: 'ITEM#1' }, sk: { S: 'LOT' } }, ConsistentRead: true }))).rejects.toThrow('caught before sending');
      return authorization;
    }
    // The same instant and the same invocation id (a signed header) for both clients.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.spyOn(globalThis.crypto, 'randomUUID').mockReturnValue('00000000-0000-4000-8000-000000000000');
    for (const now of ['2026-11-29T01:00:00Z', '2026-11-29T01:00:01Z', '2026-11-30T00:00:00Z']) {
      vi.setSystemTime(new Date(now));
      const ours = await authorizationOf(Sha256);
      expect(ours).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-2\/dynamodb\/aws4_request, SignedHeaders=.+, Signature=[0-9a-f]{64}$/);
      expect(ours).toBe(await authorizationOf());
    }
  });
});
