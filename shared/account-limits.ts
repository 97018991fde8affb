import type { MessageKey } from './messages.ts';

/**
 * How often one account may make the money calls, whoever's address or token spelling it uses
 * (docs/adr/0042). The edge's limits (infra/rate-limits.ts) count per address and token, which a
 * person changes by moving address or signing in again; these count per verified subject, in the
 * handlers, so they hold in AWS whatever the edge does. Fixed windows of wall-clock time (not the
 * test clock: a limit is about real requests, as WAF's are).
 */
export interface AccountLimit {
  /** Names the counter (one per account and window). */
  name: string;
  /** Calls allowed per window. */
  limit: number;
  windowSeconds: number;
  /** What the 429 says, when `tooManyRequests` ("try again shortly") would not be true: a daily limit. */
  message?: MessageKey;
}

export const ACCOUNT_LIMITS = {
  /**
   * placeBid and buyNow together: the edge's per-client figure (120 a minute), now per person. Every
   * bid is a maximum and the server bids for the bidder, so a person never needs more; the bench's
   * bidders place at most 100 each in a run (tests/bench/hot-lot.ts).
   */
  bids: { name: 'bids', limit: 120, windowSeconds: 60 },
  /**
   * payOrder: each try is a card payment attempt. A buyer paying their orders, with a declined card
   * or a 3-D Secure challenge retried, makes a handful; card testing makes hundreds. Above the 20 tabs
   * and retries a buyer may send at once while a challenge is open (each answered, never a 429: issue 21).
   */
  payments: { name: 'payments', limit: 30, windowSeconds: 300 },
  /**
   * askQuestion: 20 a day (the UTC day) per person (docs/adr/0055). A collector asking before they bid asks
   * a few a day; a spammer or someone probing the contact-details filter hits it (a refused question counts).
   */
  questions: { name: 'questions', limit: 20, windowSeconds: 86_400, message: 'questionDailyLimit' },
} as const satisfies Record<string, AccountLimit>;

/** The fixed window of `limit` that the moment `atMs` falls in: its start (epoch seconds), and the whole seconds until it ends (at least 1). */
export function accountWindow(limit: AccountLimit, atMs: number): { start: number; retryAfterSeconds: number } {
  const start = Math.floor(atMs / 1000 / limit.windowSeconds) * limit.windowSeconds;
  return { start, retryAfterSeconds: Math.max(1, Math.ceil(start + limit.windowSeconds - atMs / 1000)) };
}
