import * as path from 'node:path';
import { Aws, Fn, type App } from 'aws-cdk-lib';
import { parseFulfilmentCentreAddress } from '../../lambdas/orders/fulfilment-centre.ts';
import { isEmailAddress } from '../seed/first-admin.ts';

/** The repository root (infra/stacks/ is two levels down). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface PatinaConfig {
  /** Deployment stage (context `stage`, default `dev`): part of every stack and resource name. */
  stage: string;
  /** prod keeps the expensive protections on (Cognito threat protection, longer log retention). */
  isProd: boolean;
  /** Optional custom domain for CloudFront (context `domainName` + `certificateArn`, us-east-1 ACM). */
  domainName?: string;
  certificateArn?: string;
  /** Context `siteDist`: where the built site is (default site/dist). */
  siteDist: string;
  /** Context `stripePublishableKey`: the card form's key (public by design; empty until set). */
  stripePublishableKey: string;
  /**
   * Context `originSecretVersionId`: the origin secret's version CloudFront sends after a rotation
   * (unset: the current version at the time the distribution last changed). docs/adr/0014.
   */
  originSecretVersionId?: string;
  /**
   * Context `mailFrom` (required): the address the product's own e-mails come from (an Amazon SES
   * verified identity, or an address of a verified domain).
   */
  mailFrom: string;
  /**
   * Context `sesIdentity`: the verified SES identity mailFrom belongs to — `domain` (its domain is verified)
   * or `address` (the address itself, the default). Cognito names it as the identity it sends through.
   */
  mailFromDomainVerified: boolean;
  /** Where e-mail links and payment return URLs point: `https://<domainName>` when there is one, else context `siteUrl` (required then). */
  siteUrl: string;
  /** Context `alarmEmail`: who is subscribed to the operations alarm topic (unset: subscribe yourself). */
  alarmEmail?: string;
  /**
   * Context `workflowTaskConcurrency` (unset by default): reserved concurrency for the item workflow's
   * task function, so a storm of bids cannot starve the auctions' ends (docs/adr/0018). Only when asked
   * for: Lambda keeps 100 of the account's quota unreserved, and a new account's quota is often 10, so
   * any reservation there fails the deploy (docs/adr/0045). Set it once the quota is at least this + 100.
   */
  workflowTaskConcurrency: number | undefined;
  /**
   * Context `fulfilmentCentreAddress` (JSON, an address as lambdas/orders/fulfilment-centre.ts reads it):
   * where sellers send fulfilment orders (docs/adr/0021). Unset: the sample address, with a synth warning.
   */
  fulfilmentCentreAddress: string | null;
  /**
   * Context `adminEmail`: the stage's first admin, created by the auth stack with an e-mailed temporary
   * password and put in the admin group (infra/stacks/first-admin.ts). Unset: no such resource (the
   * admin may be made with `npm run seed -- --admin` instead).
   */
  adminEmail?: string;
}

export function readConfig(app: App): PatinaConfig {
  const stage = String(app.node.tryGetContext('stage') ?? 'dev');
  if (!/^[a-z][a-z0-9-]{0,15}$/.test(stage)) {
    throw new Error(`Context "stage" must be lower-case letters, digits and dashes (≤ 16 chars), got "${stage}"`);
  }
  const domainName = app.node.tryGetContext('domainName') as string | undefined;
  const certificateArn = app.node.tryGetContext('certificateArn') as string | undefined;
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error('Context "domainName" and "certificateArn" go together: set both or neither');
  }
  const siteDist = path.resolve(REPO_ROOT, String(app.node.tryGetContext('siteDist') ?? 'site/dist'));
  const originSecretVersionId = app.node.tryGetContext('originSecretVersionId') as string | undefined;
  const alarmEmail = app.node.tryGetContext('alarmEmail') as string | undefined;
  const askedConcurrency = app.node.tryGetContext('workflowTaskConcurrency') as unknown;
  const workflowTaskConcurrency = askedConcurrency === undefined || askedConcurrency === '' ? undefined : Number(askedConcurrency);
  if (workflowTaskConcurrency !== undefined && (!Number.isInteger(workflowTaskConcurrency) || workflowTaskConcurrency < 1)) {
    throw new Error(`Context "workflowTaskConcurrency" must be a positive whole number, got "${String(app.node.tryGetContext('workflowTaskConcurrency'))}"`);
  }
  const adminEmail = app.node.tryGetContext('adminEmail') as string | undefined;
  if (adminEmail !== undefined && adminEmail !== '' && !isEmailAddress(String(adminEmail))) {
    throw new Error(`Context "adminEmail" must be an e-mail address, got "${String(adminEmail)}"`);
  }
  const { mailFrom, siteUrl } = requiredDeliveryContext(app, domainName);
  return {
    stage,
    isProd: stage === 'prod',
    ...(adminEmail ? { adminEmail: String(adminEmail) } : {}),
    ...(domainName ? { domainName, certificateArn } : {}),
    siteDist,
    stripePublishableKey: String(app.node.tryGetContext('stripePublishableKey') ?? ''),
    ...(originSecretVersionId ? { originSecretVersionId } : {}),
    mailFrom,
    mailFromDomainVerified: app.node.tryGetContext('sesIdentity') === 'domain',
    siteUrl,
    ...(alarmEmail ? { alarmEmail } : {}),
    workflowTaskConcurrency,
    fulfilmentCentreAddress: centreAddress(app.node.tryGetContext('fulfilmentCentreAddress')),
  };
}

/**
 * The two settings without which a deployed stage fails at run time, refused at synth instead (docs/adr/0047):
 * without `siteUrl` (or `domainName`) every card payment fails (Stripe refuses a relative return_url) and
 * e-mail links are relative; without `mailFrom` every notification e-mail fails. Neither can be derived:
 * the distribution's domain is known only after its stack deploys, and the API's functions deploy before it.
 */
function requiredDeliveryContext(app: App, domainName: string | undefined): { mailFrom: string; siteUrl: string } {
  const mailFrom = String(app.node.tryGetContext('mailFrom') ?? '');
  if (!isEmailAddress(mailFrom)) {
    throw new Error(
      `Context "mailFrom" is required: the address the product's e-mails come from, an Amazon SES verified identity ` +
        `(e.g. -c mailFrom=auctions@example.com${mailFrom ? `; got "${mailFrom}"` : ''}). Without it every notification e-mail fails.`,
    );
  }
  if (domainName) return { mailFrom, siteUrl: `https://${domainName}` };
  const siteUrl = String(app.node.tryGetContext('siteUrl') ?? '').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+$/.test(siteUrl)) {
    throw new Error(
      `Context "siteUrl" is required without "domainName": the site's public origin, for card payments' return URLs and ` +
        `e-mail links (e.g. -c siteUrl=https://d111111abcdef8.cloudfront.net${siteUrl ? `; got "${siteUrl}"` : ''}). Without it every card payment fails.`,
    );
  }
  return { mailFrom, siteUrl };
}

/** The centre's address as the functions read it (JSON), checked at synth; null when the context is unset. */
function centreAddress(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  return JSON.stringify(parseFulfilmentCentreAddress(value, 'Context "fulfilmentCentreAddress"'));
}

/** `Patina-<stage>-<Part>`: stack names and ids. */
export function stackName(config: PatinaConfig, part: string): string {
  return `Patina-${config.stage}-${part}`;
}

/** The export through which the data stack publishes the photo bucket's (generated) name. */
export function photoBucketExport(config: PatinaConfig): string {
  return `patina-${config.stage}-photo-bucket`;
}

/**
 * The photo bucket's name as the stacks that use it read it: the data stack's export (a strong
 * reference: the bucket cannot be replaced under them). The name itself is generated by CloudFormation,
 * so a stage destroyed (its bucket retained) and deployed again gets a new bucket rather than failing on
 * the retained one's name. Used outside the data stack only.
 */
export function photoBucketName(config: PatinaConfig): string {
  return Fn.importValue(photoBucketExport(config));
}

/**
 * Where the photos the call functions HEAD live in the photo bucket: sellers' uploads
 * (`uploads/<uid>/…`, lambdas/calls/selling/create-upload-url.ts) and the copies a submitted listing
 * refers to (`listings/…`, lambdas/selling/). The functions may list only these prefixes, which is what
 * lets S3 answer 404 rather than 403 for a missing key there (docs/adr/0014).
 */
export const LISTABLE_PHOTO_PREFIXES = ['uploads/', 'listings/'] as const;

export function photoBucketArn(config: PatinaConfig): string {
  return `arn:${Aws.PARTITION}:s3:::${photoBucketName(config)}`;
}
