/**
 * The request limits per client, written once: the local gateway applies them (infra/local/) and the
 * CDK app turns each into an AWS WAF rate-based rule (the CloudFront web ACL for `/api/*`, the user
 * pool's web ACL for Cognito's sign-in and registration). A request over a limit answers 429 with
 * `Retry-After`, in the call protocol's shape where it is a call.
 *
 * `key` is what one client is: its IP address, or (`ip+token`) the IP address together with the
 * Authorization header as WAF's text transformations leave it (AUTHORIZATION_KEY_TRANSFORMATIONS: white
 * space compressed, lower case), so people behind one NAT do not share a bucket while one token spelt
 * several ways (`bearer`, `BEARER`, two spaces, a tab) is still one bucket. The edge cannot verify a
 * token, so a header is never trusted to make a fresh client: every request of an `ip+token` entry, with
 * a header or without, also counts against its address's `addressLimit` (docs/adr/0042). Who a person
 * is, whatever their address, is known only after the token is verified: the money calls' limits per
 * account are enforced by the handlers (shared/account-limits.ts). WAF accepts windows of 60, 120, 300
 * or 600 seconds and limits of at least 10.
 *
 * The numbers: a person never comes near them; the heaviest honest client from one address is this
 * project's own test suite (every test user signs up and signs in from 127.0.0.1). `npm test` prints how
 * near it came to each limit ("the busiest client came to"): on 2026-11-27, on a machine running slower
 * than CI's, 9 contact messages, 124 registration and 190 sign-in requests in five minutes and 110 calls
 * a minute under one token. Each limit is at least twice that, with room for CI's faster pace (docs/adr/0013). Password guessing on
 * one account is stopped by the per-user lockout (Cognito's, and locally infra/local/cognito-guard.ts),
 * not by these.
 */
interface RateLimitBase {
  /** Names the rule (the WAF rule and metric name; the local gateway's bucket). */
  name: string;
  /** Which requests count: exact API paths, a path prefix, or Cognito API actions (X-Amz-Target suffix). */
  match: { paths?: readonly string[]; pathPrefix?: string; cognitoTargets?: readonly string[] };
  /** Requests allowed per window (per address, or per address and token). */
  limit: number;
  windowSeconds: 60 | 120 | 300 | 600;
}
export type RateLimit =
  | (RateLimitBase & { key: 'ip' })
  | (RateLimitBase & {
      key: 'ip+token';
      /** Requests allowed per window from one address, whatever their Authorization header (none included). */
      addressLimit: number;
    });

/**
 * The text transformations WAF applies to the Authorization header before aggregating on it, in order
 * (AWS WAF's COMPRESS_WHITE_SPACE: tab, newline, carriage return, form feed, vertical tab and
 * non-breaking space become a space, and runs of spaces one space; LOWERCASE: A–Z to a–z).
 * `normalisedAuthorization` is the same for the local gateway.
 */
export const AUTHORIZATION_KEY_TRANSFORMATIONS = ['COMPRESS_WHITE_SPACE', 'LOWERCASE'] as const;

/** An Authorization header as WAF's AUTHORIZATION_KEY_TRANSFORMATIONS leave it. */
export function normalisedAuthorization(header: string): string {
  const spaced = header.replace(/[\t\n\r\f\v\u00a0]/g, ' ').replace(/ {2,}/g, ' ');
  // LOWERCASE folds A–Z alone. On ASCII (every header a real token makes) toLowerCase does exactly
  // that in one pass; a token is mostly capitals and digits, and a replacer per capital cost ~1 % of
  // the stack's CPU on a hot lot. Other text keeps the A–Z-only fold.
  return /^[\x00-\x7f]*$/.test(spaced) ? spaced.toLowerCase() : spaced.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/** Tighter rules first: a request counts against every rule it matches. */
export const RATE_LIMITS: readonly RateLimit[] = [
  { name: 'contact', match: { paths: ['/api/sendContactMessage'] }, limit: 20, windowSeconds: 300, key: 'ip' },
  { name: 'bids', match: { paths: ['/api/placeBid', '/api/buyNow'] }, limit: 120, windowSeconds: 60, key: 'ip+token', addressLimit: 600 },
  {
    name: 'signIn',
    match: { cognitoTargets: ['InitiateAuth', 'RespondToAuthChallenge'] },
    limit: 600,
    windowSeconds: 300,
    key: 'ip',
  },
  {
    name: 'registration',
    match: { cognitoTargets: ['SignUp', 'ConfirmSignUp', 'ResendConfirmationCode', 'ForgotPassword', 'ConfirmForgotPassword'] },
    limit: 400,
    windowSeconds: 300,
    key: 'ip',
  },
  { name: 'api', match: { pathPrefix: '/api/' }, limit: 3000, windowSeconds: 60, key: 'ip+token', addressLimit: 6000 },
];
