import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { callResult, Status } from '../../shared/contract/protocol.ts';
import { normalisedAuthorization, RATE_LIMITS, type RateLimit } from '../rate-limits.ts';

/**
 * The local twin of the WAF rate-based rules (infra/rate-limits.ts): fixed-window counters per rule
 * and client (rate-limiter-flexible's memory limiter). A request counts against every rule it
 * matches, as it does in WAF; when any of them is spent the request is refused with the seconds
 * until that window ends.
 */

/** What a rule looks at in one request. */
export interface RequestFacts {
  /** The URL path (gateway requests). */
  path?: string;
  /** The Cognito API action, the X-Amz-Target header's suffix (cognito-local requests). */
  cognitoTarget?: string;
  /** The client's address. */
  ip: string;
  authorization?: string;
}

/** The request was over a limit: which rule, and whole seconds until it may try again. */
export interface Refusal {
  rule: string;
  retryAfterSeconds: number;
}

/** True when a rule counts this request. */
export function ruleMatches(rule: RateLimit, facts: RequestFacts): boolean {
  const { paths, pathPrefix, cognitoTargets } = rule.match;
  if (facts.path !== undefined && paths?.includes(facts.path)) return true;
  if (facts.path !== undefined && pathPrefix !== undefined && facts.path.startsWith(pathPrefix)) return true;
  return facts.cognitoTarget !== undefined && (cognitoTargets?.includes(facts.cognitoTarget) ?? false);
}

/** One counter a rule keeps: its name, size and window, and whose bucket a request falls in (null: it does not count here). */
export interface Bucket {
  name: string;
  limit: number;
  windowSeconds: number;
  keyOf(facts: RequestFacts): string | null;
}

/**
 * The counters of one rule, as WAF keeps them (infra/stacks/waf-rules.ts): an `ip` rule counts per
 * address. An `ip+token` rule counts a request with an Authorization header per address and header as
 * WAF's text transformations leave it (so `bearer`, `BEARER`, two spaces or a tab are one bucket; a
 * request without one is skipped, as WAF skips a request that lacks a custom key), and every request,
 * header or not, per address against `addressLimit` (a header, which anyone can make up, never opens
 * a fresh bucket beyond the address's).
 */
export function bucketsOf(rule: RateLimit): Bucket[] {
  const base = { limit: rule.limit, windowSeconds: rule.windowSeconds };
  if (rule.key === 'ip') return [{ name: rule.name, ...base, keyOf: (facts) => facts.ip }];
  return [
    {
      name: rule.name,
      ...base,
      keyOf: (facts) => (facts.authorization ? `${facts.ip} ${createHash('sha256').update(normalisedAuthorization(facts.authorization)).digest('base64url')}` : null),
    },
    { name: `${rule.name}PerAddress`, limit: rule.addressLimit, windowSeconds: rule.windowSeconds, keyOf: (facts) => facts.ip },
  ];
}

export class ClientRateLimiter {
  private readonly counters: { rule: RateLimit; bucket: Bucket; limiter: RateLimiterMemory }[];
  /**
   * The most requests one client made in one window, per bucket: how near the busiest honest client
   * (the test suite, from 127.0.0.1) comes to each limit, which the limits are sized against (docs/adr/0042).
   */
  private readonly peak = new Map<string, number>();
  /** Told of every refusal (the local stack logs it: a 429 in a test run should never be a mystery). */
  private readonly onRefusal: (refusal: Refusal, facts: RequestFacts) => void;

  constructor(rules: readonly RateLimit[] = RATE_LIMITS, onRefusal: (refusal: Refusal, facts: RequestFacts) => void = () => {}) {
    this.onRefusal = onRefusal;
    this.counters = rules.flatMap((rule) =>
      bucketsOf(rule).map((bucket) => ({ rule, bucket, limiter: new RateLimiterMemory({ keyPrefix: bucket.name, points: bucket.limit, duration: bucket.windowSeconds }) })),
    );
  }

  /** Counts the request against every bucket of every rule it matches; a refusal when any of them is spent. */
  async check(facts: RequestFacts): Promise<Refusal | null> {
    let refusal: Refusal | null = null;
    for (const { rule, bucket, limiter } of this.counters) {
      if (!ruleMatches(rule, facts)) continue;
      const key = bucket.keyOf(facts);
      if (key === null) continue;
      try {
        const counted = await limiter.consume(key);
        this.peak.set(bucket.name, Math.max(this.peak.get(bucket.name) ?? 0, counted.consumedPoints));
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        this.peak.set(bucket.name, Math.max(this.peak.get(bucket.name) ?? 0, error.consumedPoints));
        const retryAfterSeconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        if (!refusal || retryAfterSeconds > refusal.retryAfterSeconds) refusal = { rule: bucket.name, retryAfterSeconds };
      }
    }
    if (refusal) this.onRefusal(refusal, facts);
    return refusal;
  }

  /** Each bucket the busiest client came to, e.g. "signIn 123/300 per 300 s" (buckets never used are left out). */
  peaks(): string[] {
    return this.counters
      .filter(({ bucket }) => this.peak.has(bucket.name))
      .map(({ bucket }) => `${bucket.name} ${this.peak.get(bucket.name)}/${bucket.limit} per ${bucket.windowSeconds} s`);
  }
}

/** The client's address as the gateway sees it (locally there is no proxy in front to trust). */
export function clientIp(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

/** A call over a limit: 429, Retry-After, and the call protocol's body. */
export function sendCallTooManyRequests(res: ServerResponse, refusal: Refusal): void {
  res.writeHead(Status.tooManyRequests, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': String(refusal.retryAfterSeconds),
  });
  res.end(JSON.stringify({ result: callResult(Status.tooManyRequests, 'tooManyRequests', null) }));
}
