/**
 * API Gateway's stage throttles, written once: the CDK stacks set them on the HTTP API's and the
 * WebSocket API's stages, and the local twins of both apply them (infra/local/stage-throttle.ts), so a
 * burst the deployed stage would refuse is refused locally too (docs/adr/0064).
 *
 * API Gateway throttles with a token bucket: `burstLimit` requests may come at once, and the bucket
 * refills at `rateLimit` a second. A stage's default route settings apply to each route on its own
 * (every `POST /api/<call>` has its bucket); a route's own settings replace them for that route.
 * A request over them is answered 429 "Too Many Requests" before any function runs.
 */
export interface StageThrottle {
  /** Requests a second, steady. */
  rateLimit: number;
  /** Requests at once (the bucket's size). */
  burstLimit: number;
}

/** The HTTP API's stage, each call's route: the 429 of contract/CALLS.md. */
export const API_THROTTLE = { rateLimit: 200, burstLimit: 400 } as const satisfies StageThrottle;

/**
 * The routes with a budget of their own, over the stage's (docs/adr/0069). `placeBid` is the call whose
 * bursts are the product's: an auction's last seconds, soft close, a hot lot where fifty bidders wait on
 * one group commit. At the stage's 200 a second the throttle, not the bid engine, decided how many bids
 * the whole market could take (the hot-lot bench's 50 bidders met ~7,000 429s in 15 s). What keeps one
 * client or one account from flooding it are the limits per client (infra/rate-limits.ts) and per account
 * (shared/account-limits.ts, 120 a minute); this budget only bounds what the whole market sends at once.
 */
export const API_ROUTE_THROTTLES: Readonly<Record<string, StageThrottle>> = {
  'POST /api/placeBid': { rateLimit: 1_000, burstLimit: 2_000 },
};

/** The WebSocket API's stage: each route's connects and messages. */
export const LIVE_THROTTLE = { rateLimit: 100, burstLimit: 200 } as const satisfies StageThrottle;

/**
 * `$connect`'s own throttle, below the stage's: a flood of handshakes (each one a function run and
 * table writes) cannot take the whole stage's budget from the messages of open pages (docs/adr/0043).
 */
export const LIVE_CONNECT_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const satisfies StageThrottle;

/** The WebSocket API's routes with a budget of their own, over the stage's. */
export const LIVE_ROUTE_THROTTLES: Readonly<Record<string, StageThrottle>> = { $connect: LIVE_CONNECT_THROTTLE };
