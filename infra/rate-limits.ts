/**
 * The request limits per client, written once: the local gateway applies them (infra/local/) and the
 * CDK app turns each into an AWS WAF rate-based rule (the CloudFront web ACL for `/api/*`, the user
 * pool's web ACL for Cognito's sign-in and registration). A request over a limit answers 429 with
 * `Retry-After`, in the call protocol's shape where it is a call.
 *
 * `key` is what one client is: its IP address, or for calls a signed-in person makes, the IP address
 * together with the Authorization header (so people behind one NAT do not share a bucket, and WAF can
 * aggregate on the same two values). WAF accepts windows of 60, 120, 300 or 600 seconds and limits of
 * at least 10.
 *
 * The numbers: a person never comes near them; the heaviest honest client from one address is this
 * project's own test suite (every test user signs up and signs in from 127.0.0.1), which at the last
 * count made 8 contact messages, 70 registration and 90 sign-in requests in five minutes and 95 calls a
 * minute under one token: each limit is at least twice that (docs/adr/0013). Password guessing on
 * one account is stopped by the per-user lockout (Cognito's, and locally infra/local/cognito-guard.ts),
 * not by these.
 */
export interface RateLimit {
  /** Names the rule (the WAF rule and metric name; the local gateway's bucket). */
  name: string;
  /** Which requests count: exact API paths, a path prefix, or Cognito API actions (X-Amz-Target suffix). */
  match: { paths?: readonly string[]; pathPrefix?: string; cognitoTargets?: readonly string[] };
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: 60 | 120 | 300 | 600;
  key: 'ip' | 'ip+authorization';
}

/** Tighter rules first: a request counts against every rule it matches. */
export const RATE_LIMITS: readonly RateLimit[] = [
  { name: 'contact', match: { paths: ['/api/sendContactMessage'] }, limit: 20, windowSeconds: 300, key: 'ip' },
  { name: 'bids', match: { paths: ['/api/placeBid', '/api/buyNow'] }, limit: 120, windowSeconds: 60, key: 'ip+authorization' },
  {
    name: 'signIn',
    match: { cognitoTargets: ['InitiateAuth', 'RespondToAuthChallenge'] },
    limit: 300,
    windowSeconds: 300,
    key: 'ip',
  },
  {
    name: 'registration',
    match: { cognitoTargets: ['SignUp', 'ConfirmSignUp', 'ResendConfirmationCode', 'ForgotPassword', 'ConfirmForgotPassword'] },
    limit: 200,
    windowSeconds: 300,
    key: 'ip',
  },
  { name: 'api', match: { pathPrefix: '/api/' }, limit: 3000, windowSeconds: 60, key: 'ip+authorization' },
];
