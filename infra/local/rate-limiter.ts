import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { callResult, Status } from '../../shared/contract/protocol.ts';
import { RATE_LIMITS, type RateLimit } from '../rate-limits.ts';

/**
 * The local twin of the WAF rate-based rules (infra/rate-limits.ts): one fixed-window counter per
 * rule and client (rate-limiter-flexible's memory limiter). A request counts against every rule it
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

/** The client a rule's bucket belongs to: its address, with a digest of its Authorization header when the rule says so. */
export function clientKey(rule: RateLimit, facts: RequestFacts): string {
  if (rule.key === 'ip') return facts.ip;
  const authorization = facts.authorization ? createHash('sha256').update(facts.authorization).digest('base64url') : '-';
  return `${facts.ip} ${authorization}`;
}

export class ClientRateLimiter {
  private readonly limiters: { rule: RateLimit; limiter: RateLimiterMemory }[];

  constructor(rules: readonly RateLimit[] = RATE_LIMITS) {
    this.limiters = rules.map((rule) => ({ rule, limiter: new RateLimiterMemory({ keyPrefix: rule.name, points: rule.limit, duration: rule.windowSeconds }) }));
  }

  /** Counts the request against every rule it matches; a refusal when any of them is spent. */
  async check(facts: RequestFacts): Promise<Refusal | null> {
    let refusal: Refusal | null = null;
    for (const { rule, limiter } of this.limiters) {
      if (!ruleMatches(rule, facts)) continue;
      try {
        await limiter.consume(clientKey(rule, facts));
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const retryAfterSeconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        if (!refusal || retryAfterSeconds > refusal.retryAfterSeconds) refusal = { rule: rule.name, retryAfterSeconds };
      }
    }
    return refusal;
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
