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

/** The WebSocket API's stage: each route's connects and messages. */
export const LIVE_THROTTLE = { rateLimit: 100, burstLimit: 200 } as const satisfies StageThrottle;

/**
 * `$connect`'s own throttle, below the stage's: a flood of handshakes (each one a function run and
 * table writes) cannot take the whole stage's budget from the messages of open pages (docs/adr/0043).
 */
export const LIVE_CONNECT_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const satisfies StageThrottle;
