import { callsOfGroup } from '../shared/contract/calls.ts';

/**
 * How calls are packaged into Lambda functions: one function per group of related calls (each call's
 * group is in the call registry, shared/contract/calls.ts), each an entry file exporting `handler`.
 * The CDK API stack makes one function per group and one `POST /api/{name}` route per call; the
 * local gateway serves the same calls in-process.
 */
export const FUNCTION_GROUPS = [
  {
    name: 'catalogue',
    entry: 'lambdas/entry/catalogue.ts',
    calls: callsOfGroup('catalogue'),
    /**
     * Environment variables the group reads (see lambdas/lib/env.ts); every group verifies ID tokens, so
     * needs the pool ids, and checks that requests came through CloudFront (ORIGIN_SECRET_ARN, AWS only);
     * search, the home page and suggestions read the catalogue's read model through the RDS Data API
     * (SEARCH_DB_CLUSTER_ARN, SEARCH_DB_SECRET_ARN, SEARCH_DB_NAME: docs/adr/0026, 0045).
     * PHOTO_BUCKET only where the group touches photos (its role then gets S3 rights).
     */
    env: ['TABLE_NAME', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'ORIGIN_SECRET_ARN', 'SEARCH_DB_CLUSTER_ARN', 'SEARCH_DB_SECRET_ARN', 'SEARCH_DB_NAME'],
    /**
     * A search may wait ~8 s for a paused database before answering 503 (lambdas/search/db.ts), then run;
     * 20 s covers both, under API Gateway's 30 s integration limit (docs/adr/0045).
     */
    timeoutSeconds: 20,
    /** What the group may do with the table: 'read' or 'readWrite'. */
    table: 'readWrite',
  },
  {
    name: 'selling',
    entry: 'lambdas/entry/selling.ts',
    calls: callsOfGroup('selling'),
    /**
     * WEBSOCKET_ENDPOINT: lowering a reserve pushes the lot's new state to its open pages; MAIL_FROM,
     * SITE_URL: a second-chance offer tells the under-bidder, and a shipment the buyer (by e-mail too).
     */
    env: ['TABLE_NAME', 'PHOTO_BUCKET', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'ORIGIN_SECRET_ARN', 'STATE_MACHINE_ARN', 'WEBSOCKET_ENDPOINT', 'MAIL_FROM', 'SITE_URL'],
    table: 'readWrite',
    /** sharp makes photo thumbnails; it ships beside the bundle, and image work wants more memory. */
    nativeModules: ['sharp'],
    memorySize: 1024,
  },
  {
    name: 'buying',
    entry: 'lambdas/entry/buying.ts',
    calls: callsOfGroup('buying'),
    /**
     * STATE_MACHINE_ARN: a Buy it now answers the workflow's wait; MAIL_FROM, SITE_URL: notifications by e-mail;
     * WEBSOCKET_ENDPOINT: every accepted bid is pushed to the lot's open pages (and notices to their people).
     */
    env: ['TABLE_NAME', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'ORIGIN_SECRET_ARN', 'STATE_MACHINE_ARN', 'MAIL_FROM', 'SITE_URL', 'WEBSOCKET_ENDPOINT', 'STRIPE_SECRET_KEY_ID', 'FULFILMENT_CENTRE_ADDRESS'],
    table: 'readWrite',
  },
  {
    name: 'review',
    entry: 'lambdas/entry/review.ts',
    calls: callsOfGroup('review'),
    /** MAIL_FROM, SITE_URL: the seller is told of the expert's decision (WEBSOCKET_ENDPOINT: at once, on their open pages). */
    env: ['TABLE_NAME', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'ORIGIN_SECRET_ARN', 'STATE_MACHINE_ARN', 'MAIL_FROM', 'SITE_URL', 'WEBSOCKET_ENDPOINT'],
    table: 'readWrite',
  },
  {
    /** The fulfilment centre (admins, docs/adr/0021): shipping a fulfilment order tells the buyer and its workflow. */
    name: 'fulfilment',
    entry: 'lambdas/entry/fulfilment.ts',
    calls: callsOfGroup('fulfilment'),
    env: ['TABLE_NAME', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'ORIGIN_SECRET_ARN', 'STATE_MACHINE_ARN', 'MAIL_FROM', 'SITE_URL', 'WEBSOCKET_ENDPOINT', 'FULFILMENT_CENTRE_ADDRESS'],
    table: 'readWrite',
  },
  {
    name: 'account',
    entry: 'lambdas/entry/account.ts',
    calls: callsOfGroup('account'),
    /**
     * STRIPE_SECRET_KEY_ID: the payments adapter's (cards) secret key, by its name in Secrets Manager (read at
     * run time: lambdas/lib/secrets.ts); STRIPE_API_URL is set only locally (the card processor).
     */
    env: ['TABLE_NAME', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'ORIGIN_SECRET_ARN', 'STRIPE_SECRET_KEY_ID'],
    table: 'readWrite',
  },
  {
    name: 'admin',
    entry: 'lambdas/entry/admin.ts',
    calls: callsOfGroup('admin'),
    /** STATE_MACHINE_ARN: a deleted seller's withdrawn listings tell their workflows (review or end wait). */
    env: ['TABLE_NAME', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'ORIGIN_SECRET_ARN', 'STATE_MACHINE_ARN'],
    table: 'readWrite',
    /**
     * The user pool's admin actions this group alone may call (docs/adr/0025): list, sign out everywhere,
     * delete; a customer's groups for their page, and turning a staff member's authenticator off (docs/adr/0050).
     */
    userPoolAdmin: ['cognito-idp:ListUsers', 'cognito-idp:AdminUserGlobalSignOut', 'cognito-idp:AdminDeleteUser', 'cognito-idp:AdminListGroupsForUser', 'cognito-idp:AdminSetUserMFAPreference'],
  },
  {
    name: 'disputes',
    entry: 'lambdas/entry/disputes.ts',
    calls: callsOfGroup('disputes'),
    /**
     * STRIPE_SECRET_KEY_ID: a cancelled sale is refunded; STATE_MACHINE_ARN: the workflow's shipment wait is told;
     * MAIL_FROM, SITE_URL, WEBSOCKET_ENDPOINT: DISPUTE notifications by bell, socket and e-mail.
     */
    env: ['TABLE_NAME', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'ORIGIN_SECRET_ARN', 'STATE_MACHINE_ARN', 'MAIL_FROM', 'SITE_URL', 'WEBSOCKET_ENDPOINT', 'STRIPE_SECRET_KEY_ID'],
    table: 'readWrite',
  },
  {
    name: 'payouts',
    entry: 'lambdas/entry/payouts.ts',
    calls: callsOfGroup('payouts'),
    /** PAYOUT_BUCKET: the bank export a run writes (docs/adr/0024); MAIL_FROM, SITE_URL, WEBSOCKET_ENDPOINT: sellers are told. */
    env: ['TABLE_NAME', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'ORIGIN_SECRET_ARN', 'PAYOUT_BUCKET', 'MAIL_FROM', 'SITE_URL', 'WEBSOCKET_ENDPOINT'],
    table: 'readWrite',
  },
  {
    /** Questions to a lot's seller (docs/adr/0055); MAIL_FROM, SITE_URL, WEBSOCKET_ENDPOINT: the seller and the asker are told. */
    name: 'questions',
    entry: 'lambdas/entry/questions.ts',
    calls: callsOfGroup('questions'),
    env: ['TABLE_NAME', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'ORIGIN_SECRET_ARN', 'MAIL_FROM', 'SITE_URL', 'WEBSOCKET_ENDPOINT'],
    table: 'readWrite',
  },
] as const;

export type FunctionGroup = (typeof FUNCTION_GROUPS)[number];
