import * as fs from 'node:fs';
import { Annotations, Aws, CfnOutput, Duration, RemovalPolicy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct, IConstruct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../lambdas/lib/origin-secret.ts';
import { type PatinaConfig, photoBucketName } from './config.ts';
import { logRetention } from './log-retention.ts';
import { acknowledge, wildcardActionFinding, wildcardResourceFinding } from './nag.ts';
import {
  CLOUDFRONT_FUNCTION_MAX_BYTES,
  listSiteFiles,
  NOT_FOUND_METADATA,
  NOT_FOUND_PAGES,
  notFoundStatusFunctionCode,
  photoRequestFunctionCode,
  siteRequestFunctionCode,
} from './site-functions.ts';
import type { PatinaFunction } from './lambda.ts';
import { SitePages } from './site-pages.ts';
import { TableStream } from './table-stream.ts';
import { STRIPE_JS_ORIGIN, contentSecurityPolicy, HSTS, REFERRER_POLICY } from '../security-headers.ts';

/** Cache-Control of the site's pages (HTML, config.json): revalidate every time. */
export const PAGE_CACHE_CONTROL = 'no-cache';
/** The viewer paths of lot and category routes, whose rendered pages an origin group serves (shared/routes.ts RENDERED_ROUTES). */
export const RENDERED_PAGE_PATTERNS = ['/items/*', '/fr/items/*', '/catagoriesDetails/*', '/fr/catagoriesDetails/*'] as const;

/** Cache-Control of Astro's content-hashed assets under /_astro/. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface SiteStackProps extends StackProps {
  config: PatinaConfig;
  /** The HTTP API's host name (`<id>.execute-api.<region>.amazonaws.com`). */
  apiDomain: string;
  /** The secret CloudFront sends to the API in ORIGIN_VERIFY_HEADER (api stack). */
  originSecret: ISecret;
  /** The CloudFront-scope WAF web ACL (edge stack, us-east-1). */
  webAclArn: string;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  /** The live-update socket URL (live stack): `wss://<api>.execute-api.<region>.amazonaws.com/live`. */
  wsUrl: string;
  /** Its origin, the one WebSocket source the CSP allows. */
  wsOrigin: string;
  /** The table (data stack): lot and category pages are rendered from its stream (docs/adr/0036). */
  table: ITable;
  /** The search projector (search stack): the table stream's other consumer (docs/adr/0046). */
  searchProjector: PatinaFunction;
  /** The alerts' matcher (workflow stack): a consumer of the table stream too (docs/adr/0053). */
  alertMatcher: PatinaFunction;
}

/** The public runtime configuration the site reads at start-up (`/config.json`). */
export interface PublicConfig {
  apiUrl: string;
  wsUrl: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Where the card form tokenises cards, and with which publishable key (docs/adr/0009). */
  paymentsUrl: string;
  paymentsPublishableKey: string;
  /** Where the site loads Stripe.js from: Stripe's own URL in AWS, the local processor's twin locally (docs/adr/0041). */
  stripeJsUrl: string;
  /** The site's public address (custom domain, else the required context siteUrl): rendered pages' absolute URLs (docs/adr/0036). */
  siteUrl: string;
}

/**
 * The site: a private bucket with the pre-rendered Astro build (site/dist) and /config.json, and the
 * CloudFront distribution that is the product's one origin:
 * - default → site bucket (OAC); a viewer-request function maps id routes to their shells (shared/routes.ts)
 *   and the home routes to the rendered home page (with its first banner, docs/adr/0037), failing over
 *   (403/404) to the pages function's URL as lot and category routes do;
 * - /api/*   → the HTTP API (no caching, every method, all viewer headers but Host, so Authorization passes),
 *   adding the origin secret header that the handlers require (docs/adr/0014);
 * - /photos/* → the photo bucket (OAC); a viewer-request function strips the /photos prefix;
 * - lot and category routes → an origin group: the rendered page in the site bucket, failing over (403/404)
 *   to the pages function's URL (OAC), which renders it or answers the shell; /sitemap.xml and
 *   /sitemaps/* → the pages function (docs/adr/0036).
 * The edge stack's WAF web ACL screens every request (rate limits, AWS managed rules).
 */
export class SiteStack extends Stack {
  readonly siteBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** The site pages function (docs/adr/0036). */
  readonly pages: SitePages;
  /** The table stream's one reader, feeding the pages function and the search projector (docs/adr/0046). */
  readonly tableStream: TableStream;

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const { config } = props;

    const logsBucket = new s3.Bucket(this, 'LogsBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logs are delivered with an ACL grant: the bucket must accept ACLs.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(config.isProd ? 365 : 90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.siteBucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: logsBucket,
      serverAccessLogsPrefix: 'site-bucket/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const photoBucket = s3.Bucket.fromBucketAttributes(this, 'PhotoBucket', {
      bucketName: photoBucketName(config),
      region: Aws.REGION,
    });

    const distExists = fs.existsSync(config.siteDist) && fs.statSync(config.siteDist).isDirectory();
    // The files the deployment puts in the bucket (the build's, and config.json): any other path is the 404 page.
    const siteFiles = distExists ? listSiteFiles(config.siteDist, ['/config.json']) : undefined;
    const siteFunctionCode = siteRequestFunctionCode(undefined, siteFiles);
    if (Buffer.byteLength(siteFunctionCode) > CLOUDFRONT_FUNCTION_MAX_BYTES) {
      throw new Error(`The site path function is ${Buffer.byteLength(siteFunctionCode)} bytes, over CloudFront's ${CLOUDFRONT_FUNCTION_MAX_BYTES}: too many files at the site's root behaviour`);
    }
    const siteFunction = new cloudfront.Function(this, 'SitePathFunction', {
      comment: 'Maps request paths to pre-rendered files (shared/routes.ts resolveSitePath), a missing one to the 404 page',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(siteFunctionCode),
    });
    const notFoundFunction = new cloudfront.Function(this, 'NotFoundStatusFunction', {
      comment: 'The site 404 pages (deployed with x-amz-meta-patina-status) answer status 404',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(notFoundStatusFunctionCode()),
    });
    const photoFunction = new cloudfront.Function(this, 'PhotoPathFunction', {
      comment: 'Strips the /photos prefix: /photos/<key> is object <key> of the photo bucket',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(photoRequestFunctionCode()),
    });

    // The security headers written once in infra/security-headers.ts (the local gateway sends the same).
    const referrerPolicy = Object.values(cloudfront.HeadersReferrerPolicy).find((p) => p === REFERRER_POLICY);
    if (!referrerPolicy) throw new Error(`CloudFront has no referrer policy ${REFERRER_POLICY}`);
    const securityHeadersBehavior: cloudfront.ResponseSecurityHeadersBehavior = {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            connectSources: [
              // Amplify's Cognito calls, photo uploads (the presigned POST's bucket URL), the card
              // processor (Stripe's API), and the live updates' WebSocket API (that one API only).
              `https://cognito-idp.${Aws.REGION}.amazonaws.com`,
              `https://${photoBucketName(config)}.s3.${Aws.REGION}.amazonaws.com`,
              'https://api.stripe.com',
              props.wsOrigin,
            ],
            // Exactly Stripe's documented sources for Stripe.js and its frames (card fields, 3-D Secure).
            stripeJs: { scriptSources: [STRIPE_JS_ORIGIN], frameSources: [STRIPE_JS_ORIGIN, 'https://hooks.stripe.com'] },
          }),
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS.maxAgeSeconds),
          includeSubdomains: HSTS.includeSubdomains,
          preload: HSTS.preload,
          override: true,
        },
    };
    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Patina security headers (infra/security-headers.ts)',
      securityHeadersBehavior,
    });
    // The site's pages: browsers revalidate every time (a deploy's new page is seen at once; CloudFront's
    // copy is invalidated by the deploy). A response that sets its own Cache-Control keeps it.
    const pageHeaders = new cloudfront.ResponseHeadersPolicy(this, 'PageHeaders', {
      comment: 'Patina pages: security headers, revalidated by browsers',
      securityHeadersBehavior,
      customHeadersBehavior: { customHeaders: [{ header: 'Cache-Control', value: PAGE_CACHE_CONTROL, override: false }] },
    });
    // Astro's hashed assets never change under their name: cached for a year, immutable.
    const assetHeaders = new cloudfront.ResponseHeadersPolicy(this, 'AssetHeaders', {
      comment: 'Patina hashed assets (/_astro/*): security headers, cached a year',
      securityHeadersBehavior,
      customHeadersBehavior: { customHeaders: [{ header: 'Cache-Control', value: ASSET_CACHE_CONTROL, override: true }] },
    });

    const siteOrigin = origins.S3BucketOrigin.withOriginAccessControl(this.siteBucket, {
      // LIST lets S3 answer 404 (not 403) for a page that does not exist.
      originAccessLevels: [cloudfront.AccessLevel.READ, cloudfront.AccessLevel.LIST],
    });
    // The photo bucket's policy (data stack) already admits this account's distributions through OAC;
    // an imported bucket's policy cannot be edited from here, which is the point (no stack cycle).
    const photoOrigin = origins.S3BucketOrigin.withOriginAccessControl(photoBucket, {
      originAccessLevels: [cloudfront.AccessLevel.READ],
    });
    acknowledge(this, {
      id: 'Annotation::@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      reason:
        'defaultRootObject is set and the viewer-request function maps every path (including /) to a file name, ' +
        'so no request reaches the bucket root as a listing; LIST only turns a missing page into 404 instead of 403.',
    });
    acknowledge(this, {
      id: 'Annotation::@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      reason:
        'Intended: the photo bucket policy is written in the data stack (CloudFront service principal, this ' +
        "account's distributions only); editing it from here would make the data and site stacks depend on each other.",
    });
    // The origin secret, resolved by CloudFormation at deploy time (never written in the template). A
    // versionless reference only changes when the template does, so a rotation names the new version
    // (context originSecretVersionId; docs/adr/0014).
    const originSecretValue = SecretValue.secretsManager(props.originSecret.secretArn, {
      ...(config.originSecretVersionId ? { versionId: config.originSecretVersionId } : {}),
    });
    const apiOrigin = new origins.HttpOrigin(props.apiDomain, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      customHeaders: { [ORIGIN_VERIFY_HEADER]: originSecretValue.unsafeUnwrap() },
    });

    // Lot and category pages rendered from the table's stream into the site bucket, their fallback and the sitemap (docs/adr/0036).
    const pages = (this.pages = new SitePages(this, 'Pages', { config, table: props.table, siteBucket: this.siteBucket }));
    // The stream's one reader, beside its consumer here; the projector is the search stack's.
    this.tableStream = new TableStream(this, 'TableStream', {
      config,
      table: props.table,
      consumers: { 'search-projector': props.searchProjector, 'site-pages': pages.function, alerts: props.alertMatcher },
    });
    const pagesOrigin = origins.FunctionUrlOrigin.withOriginAccessControl(pages.url);
    const renderedPages = new origins.OriginGroup({ primaryOrigin: siteOrigin, fallbackOrigin: pagesOrigin, fallbackStatusCodes: [403, 404] });
    // The site bucket, failing over to the pages function on 403/404: a rendered page's file (lot and
    // category pages, the home page: docs/adr/0036, 0037) is rendered on its first request when missing;
    // every other missing file the request function already maps to the 404 page, which exists. Pages
    // only: the API's behaviours keep their own 403/404 answers (no distribution-wide error pages).
    const renderedPageBehavior: cloudfront.BehaviorOptions = {
      origin: renderedPages,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: pageHeaders,
      compress: true,
      functionAssociations: [
        { function: siteFunction, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        { function: notFoundFunction, eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE },
      ],
    };
    const sitemapBehavior: cloudfront.BehaviorOptions = {
      origin: pagesOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: securityHeaders,
      compress: true,
    };

    const certificate = config.certificateArn
      ? acm.Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn)
      : undefined;

    // The API's answers are never cached (every call is a POST, which CloudFront never caches, and each
    // answer says no-store), yet they are compressed at the edge: CloudFront compresses only under a cache
    // policy that accepts gzip and Brotli, which the managed CachingDisabled cannot (its TTLs are all 0),
    // so this policy keeps a 1 s ceiling no answer reaches. Authorization is in its key so that CloudFront
    // forwards it whatever the method (a policy with a TTL forwards it only from its key) (docs/adr/0037).
    const apiPolicy = new cloudfront.CachePolicy(this, 'ApiCompressedUncached', {
      comment: 'Patina API: not cached (POST, no-store), compressed with gzip or Brotli',
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList('Authorization'),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Patina ${config.stage}`,
      webAclId: props.webAclArn,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      ...(certificate && config.domainName
        ? {
            certificate,
            domainNames: [config.domainName],
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      // The viewer-request function already maps `/` to /index.html; this covers a request it skips.
      defaultRootObject: 'index.html',
      enableLogging: true,
      logBucket: logsBucket,
      logFilePrefix: 'cloudfront/',
      // Every page, the home page's rendered file (docs/adr/0037) among them, as the rendered pages are served.
      defaultBehavior: renderedPageBehavior,
      additionalBehaviors: {
        ...Object.fromEntries(RENDERED_PAGE_PATTERNS.map((pattern) => [pattern, renderedPageBehavior])),
        '/sitemap.xml': sitemapBehavior,
        '/sitemaps/*': sitemapBehavior,
        '/_astro/*': {
          origin: siteOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: assetHeaders,
          compress: true,
        },
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: apiPolicy,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
          compress: true,
        },
        // The payment provider's signed events reach the API the same way (no caching, the raw body).
        '/webhooks/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
        '/photos/*': {
          origin: photoOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: securityHeaders,
          compress: true,
          functionAssociations: [{ function: photoFunction, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });

    acknowledge(
      this.distribution,
      {
        id: 'AwsSolutions-CFR1',
        reason: 'An international marketplace: buyers and sellers may be anywhere, so no geo restriction.',
      },
      ...(certificate
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose TLS ' +
                'policy CloudFront fixes; with context domainName + certificateArn the viewer policy is TLSv1.2_2021.',
            },
          ]),
    );

    const publicConfig: PublicConfig = {
      apiUrl: '/api',
      // The WebSocket API's stage, straight (not through CloudFront): docs/adr/0017.
      wsUrl: props.wsUrl,
      region: Aws.REGION,
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.userPoolClient.userPoolClientId,
      paymentsUrl: 'https://api.stripe.com',
      stripeJsUrl: `${STRIPE_JS_ORIGIN}/v3`,
      paymentsPublishableKey: config.stripePublishableKey,
      siteUrl: config.siteUrl,
    };
    if (!distExists) {
      Annotations.of(this).addWarningV2(
        'patina:site-dist-missing',
        `${config.siteDist} does not exist (run \`npm run build:site\` first): only /config.json is deployed.`,
      );
    }
    // The deployments share one CDK-made function; its log group expires like the stage's others (CDK's keeps two years).
    const deploymentLogs = new logs.LogGroup(this, 'DeploymentLogs', { retention: logRetention(config), removalPolicy: RemovalPolicy.DESTROY });
    const notFoundKeys = Object.values(NOT_FOUND_PAGES).map((page) => page.slice(1));
    // The 404 pages carry the metadata the viewer-response function turns into status 404.
    const notFoundPages = distExists
      ? new s3deploy.BucketDeployment(this, 'DeployNotFoundPages', {
          destinationBucket: this.siteBucket,
          sources: [s3deploy.Source.asset(config.siteDist)],
          exclude: ['*'],
          include: notFoundKeys,
          metadata: { ...NOT_FOUND_METADATA },
          prune: false,
          memoryLimit: 512,
          logGroup: deploymentLogs,
        })
      : undefined;
    const deployment = new s3deploy.BucketDeployment(this, 'DeploySite', {
      destinationBucket: this.siteBucket,
      sources: [
        ...(distExists ? [s3deploy.Source.asset(config.siteDist)] : []),
        s3deploy.Source.jsonData('config.json', publicConfig),
      ],
      exclude: notFoundKeys,
      // Never prune: a page cached before this deploy (in a browser, or a CDN copy not yet invalidated) still
      // names the previous build's /_astro/ chunks, which must stay fetchable (issue 12).
      prune: false,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      logGroup: deploymentLogs,
    });
    // The invalidation (of this deployment) comes after the 404 pages are in place too.
    if (notFoundPages) deployment.node.addDependency(notFoundPages);
    this.acknowledgeBucketDeployment();

    new CfnOutput(this, 'SiteUrl', {
      value: config.domainName ? `https://${config.domainName}` : `https://${this.distribution.distributionDomainName}`,
    });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
  }

  /** CDK's BucketDeployment custom resource: its shape is CDK's, not ours; acknowledged finding by finding. */
  private acknowledgeBucketDeployment(): void {
    const handler = this.node.children.find((c: IConstruct) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler) throw new Error('BucketDeployment handler not found: CDK changed its construct id');
    // Rendered as the default synthesizer renders it (a literal region/partition when the env has them).
    const assetBucket = `arn:${this.partition}:s3:::cdk-hnb659fds-assets-${this.account}-${this.region}`;
    const cdkOwned = 'The BucketDeployment provider function is created by aws-cdk-lib, which fixes ';
    acknowledge(
      handler,
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: `${cdkOwned}its execution role (basic Lambda logging via the AWS managed policy).`,
      },
      {
        id: 'AwsSolutions-L1',
        reason: `${cdkOwned}its runtime; it upgrades with aws-cdk-lib.`,
      },
      {
        id: 'Serverless-LambdaLatestVersion',
        reason: `${cdkOwned}its runtime; it upgrades with aws-cdk-lib.`,
      },
      {
        id: 'Serverless-LambdaDLQ',
        reason: `${cdkOwned}its invocation: CloudFormation calls it synchronously and a failure fails (and rolls back) the deploy, so no event could wait in a DLQ.`,
      },
      {
        id: 'Serverless-LambdaTracing',
        reason: `${cdkOwned}its configuration; it runs only during a deploy, whose CloudFormation events trace it.`,
      },
      ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map((action) => ({
        id: wildcardActionFinding(action),
        reason: `${cdkOwned}its S3 grants: it copies the site assets into the site bucket and prunes stale files.`,
      })),
      {
        id: wildcardResourceFinding(this, `${assetBucket}/*`),
        reason: `${cdkOwned}its read access to the CDK asset bucket objects it deploys from.`,
      },
      {
        id: wildcardResourceFinding(this, `${this.siteBucket.bucketArn}/*`),
        reason: `${cdkOwned}its write access to the objects of the site bucket it deploys to.`,
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: `${cdkOwned}CloudFront invalidation rights (cloudfront:CreateInvalidation/GetInvalidation support no resource scoping in its policy).`,
      },
    );
  }
}
