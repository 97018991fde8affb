import { createServer, type Server } from 'node:http';
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/*
 * verifyIdToken keeps the tokens it verified until they expire (a person sends one with every call). What
 * it keeps must never pass a token the verifier would refuse: a changed copy, another key's, one past its
 * expiry. Against a JWKS served here, as cognito-local serves the local pool's.
 */

const POOL = 'local_pool';
const CLIENT = 'client-id';
const pool = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
let server: Server;
let issuer = '';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
function tokenOf(claims: Record<string, unknown>, key: KeyObject = pool.privateKey): string {
  const head = `${base64url(JSON.stringify({ alg: 'RS256', kid: 'k1', typ: 'JWT' }))}.${base64url(JSON.stringify({ iss: issuer, aud: CLIENT, token_use: 'id', ...claims }))}`;
  return `${head}.${base64url(sign('sha256', Buffer.from(head), key))}`;
}

let verifyIdToken: typeof import('../../lambdas/lib/verify-token.ts').verifyIdToken;
beforeAll(async () => {
  server = createServer((req, res) => {
    const jwk = { ...pool.publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' };
    res.writeHead(req.url === `/${POOL}/.well-known/jwks.json` ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  issuer = `${endpoint}/${POOL}`;
  vi.stubEnv('COGNITO_ENDPOINT', endpoint);
  vi.stubEnv('USER_POOL_ID', POOL);
  vi.stubEnv('USER_POOL_CLIENT_ID', CLIENT);
  ({ verifyIdToken } = await import('../../lambdas/lib/verify-token.ts'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  vi.useRealTimers();
});

const inSeconds = (s: number) => Math.floor(Date.now() / 1000) + s;

describe('verifying ID tokens, with those verified kept until they expire', () => {
  it('answers a verified token’s claims each time it is sent', async () => {
    const token = tokenOf({ sub: 'person-1', email: 'a@patina.test', exp: inSeconds(3600) });
    expect((await verifyIdToken(token)).sub).toBe('person-1');
    expect(await verifyIdToken(token)).toMatchObject({ sub: 'person-1', email: 'a@patina.test' });
  });

  it('refuses a copy with other claims, or signed by another key, after the genuine token was kept', async () => {
    const token = tokenOf({ sub: 'person-2', exp: inSeconds(3600) });
    await verifyIdToken(token);
    const [head, , signature] = token.split('.');
    const promoted = `${head}.${base64url(JSON.stringify({ iss: issuer, aud: CLIENT, token_use: 'id', sub: 'person-2', 'cognito:groups': ['admin'], exp: inSeconds(3600) }))}.${signature}`;
    await expect(verifyIdToken(promoted)).rejects.toThrow();
    await expect(verifyIdToken(tokenOf({ sub: 'person-2', exp: inSeconds(3600) }, stranger.privateKey))).rejects.toThrow();
    await expect(verifyIdToken(tokenOf({ sub: 'person-2', token_use: 'access', exp: inSeconds(3600) }))).rejects.toThrow();
  });

  it('refuses a kept token once it has expired, as the verifier would', async () => {
    const exp = inSeconds(60);
    const token = tokenOf({ sub: 'person-3', exp });
    expect((await verifyIdToken(token)).sub).toBe('person-3');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(exp * 1000 - 1);
    expect((await verifyIdToken(token)).sub).toBe('person-3');
    vi.setSystemTime(exp * 1000 + 1000);
    await expect(verifyIdToken(token)).rejects.toThrow(/expired/i);
  });
});
