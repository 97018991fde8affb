import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The live socket's reaction to a refused token (site/src/lib/live.ts, docs/adr/0046): locally the
 * socket opens and closes with 4401; in AWS a refused `$connect` fails the handshake, so the browser
 * sees close 1006 before any open. Both must fetch a fresh token; a socket that opened and then
 * dropped (1006 after open) is a network matter and must not.
 */
const session = vi.hoisted(() => ({ token: 'token-1' as string | null, refreshed: 0 }));
vi.mock('../../site/src/lib/session.ts', () => ({
  ensureFreshToken: async () => session.token,
  refreshToken: async () => {
    session.refreshed += 1;
    return session.token;
  },
  readStored: () => session.token,
  SESSION_KEYS: { token: 'token' },
}));
vi.mock('../../site/src/lib/config.ts', () => ({
  loadConfig: async () => ({ wsUrl: 'wss://live.example/live' }),
}));
vi.mock('../../site/src/lib/api.ts', () => ({
  call: async () => ({ status: 503, code: 'unexpectedError', message: '', data: null }),
}));

/** A WebSocket the test drives: it records itself, then opens or closes when told. */
class FakeSocket {
  static OPEN = 1;
  static CONNECTING = 0;
  static made: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.made.push(this);
  }
  send(): void {}
  close(): void {}
  open(): void {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  drop(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

vi.stubGlobal('WebSocket', FakeSocket);
vi.stubGlobal('window', { addEventListener: () => {} });
vi.stubGlobal('document', { addEventListener: () => {}, visibilityState: 'visible' });

const live = await import('../../site/src/lib/live.ts');

/** Waits until the live module has made its n-th socket (it reads the configuration and token first). */
async function socketNumber(n: number): Promise<FakeSocket> {
  await vi.waitFor(() => expect(FakeSocket.made.length).toBeGreaterThanOrEqual(n));
  return FakeSocket.made[n - 1]!;
}

beforeEach(() => {
  session.refreshed = 0;
});

describe('the live socket after a refused token', () => {
  it('refreshes the token when the handshake fails (1006 before open, as AWS answers a refused $connect), and when told 4401', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stop = live.onNotification(() => {});
    const first = await socketNumber(1);
    expect(first.url).toContain('token=token-1');
    first.drop(1006);
    expect(session.refreshed).toBe(1);

    // It comes back (after its backoff) with the token the refresh left; refused again after opening: 4401.
    await vi.advanceTimersByTimeAsync(30_000);
    const second = await socketNumber(2);
    second.open();
    second.drop(4401);
    expect(session.refreshed).toBe(2);

    // A socket that opened and then dropped is a network matter: no refresh.
    await vi.advanceTimersByTimeAsync(30_000);
    const third = await socketNumber(3);
    third.open();
    third.drop(1006);
    expect(session.refreshed).toBe(2);
    stop();
    vi.useRealTimers();
  });
});
