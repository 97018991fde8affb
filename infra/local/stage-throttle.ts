import { API_ROUTE_THROTTLES, API_THROTTLE, LIVE_ROUTE_THROTTLES, LIVE_THROTTLE, type StageThrottle } from '../stage-throttles.ts';

/**
 * The local twin of an API Gateway stage's throttle (infra/stage-throttles.ts): a token bucket per
 * route, full at the start, refilled continuously at the route's rate up to its burst. `take` spends
 * one token, or answers false when the route has none left (the request is refused with 429 before any
 * function runs, as API Gateway refuses it).
 */
export class RouteThrottles {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly stageDefault: StageThrottle;
  private readonly routes: Readonly<Record<string, StageThrottle>>;
  private readonly now: () => number;

  constructor(stageDefault: StageThrottle, routes: Readonly<Record<string, StageThrottle>> = {}, now: () => number = () => performance.now()) {
    this.stageDefault = stageDefault;
    this.routes = routes;
    this.now = now;
  }

  take(route: string): boolean {
    const { rateLimit, burstLimit } = this.routes[route] ?? this.stageDefault;
    const now = this.now();
    const bucket = this.buckets.get(route) ?? { tokens: burstLimit, at: now };
    bucket.tokens = Math.min(burstLimit, bucket.tokens + ((now - bucket.at) / 1000) * rateLimit);
    bucket.at = now;
    this.buckets.set(route, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }
}

/**
 * The HTTP API stage's throttles (infra/stacks/api-stack.ts): each call's route with the stage's default,
 * the routes with a budget of their own with theirs, and any given in `routes` (a test's smaller bucket)
 * over them. The local gateway (and the rehearsal, which runs it) applies the same.
 */
export function apiStageThrottles(routes: Readonly<Record<string, StageThrottle>> = {}, now?: () => number): RouteThrottles {
  return new RouteThrottles(API_THROTTLE, { ...API_ROUTE_THROTTLES, ...routes }, now);
}

/**
 * The live stage's throttles (infra/live-stack.ts): the stage's default and `$connect`'s own, with any
 * route's given in `routes` (a test's smaller bucket) over them. The local socket (live-sockets.ts) and
 * the rehearsal's WebSocket API (rehearsal/websocket-api.ts) apply the same.
 */
export function liveStageThrottles(routes: Readonly<Record<string, StageThrottle>> = {}, now?: () => number): RouteThrottles {
  return new RouteThrottles(LIVE_THROTTLE, { ...LIVE_ROUTE_THROTTLES, ...routes }, now);
}

/** API Gateway's own answer to a throttled request or socket message (not the call protocol's shape: the site reads its status, lib/api.ts). */
export const THROTTLED_ANSWER = { message: 'Too Many Requests' } as const;
export const THROTTLED_BODY = JSON.stringify(THROTTLED_ANSWER);
